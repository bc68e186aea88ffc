import type { Language } from '@ageless/contracts';
import { apiRequestJson } from '@ageless/api-client';

// The calculators answer in the page's language (assumptions, levers): ?lang= says which.
export function analyze<Request, Response>(path: string) {
  return ({ request, language }: { request: Request; language: Language }) =>
    apiRequestJson<Response>('POST', `${path}?lang=${language}`, request);
}
