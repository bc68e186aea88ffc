import { useMutation } from '@tanstack/react-query';
import type {
  AnalyzeBudgetRequest,
  AnalyzeBudgetResponse,
  AnalyzeDeRequest,
  AnalyzeDeResponse,
  AnalyzeUsRequest,
  AnalyzeUsResponse,
  Language,
} from '@ageless/contracts';
import { apiRequestJson } from '@ageless/api-client';

// The calculators answer in the page's language (assumptions, levers): ?lang= says which.
function analyze<Request, Response>(path: string) {
  return ({ request, language }: { request: Request; language: Language }) =>
    apiRequestJson<Response>('POST', `${path}?lang=${language}`, request);
}

export function useAnalyzeUs() {
  return useMutation({
    mutationFn: analyze<AnalyzeUsRequest, AnalyzeUsResponse>('/api/pension/analyze-us'),
  });
}

export function useAnalyzeDe() {
  return useMutation({
    mutationFn: analyze<AnalyzeDeRequest, AnalyzeDeResponse>('/api/pension/analyze-de'),
  });
}

export function useAnalyzeBudget() {
  return useMutation({
    mutationFn: analyze<AnalyzeBudgetRequest, AnalyzeBudgetResponse>('/api/budget/analyze'),
  });
}
