import { apiRequest } from '@ageless/api-client';

/** Spec §7: click counts; the answer is not used and a failure is only logged. */
export function recordTagClick(kind: 'free' | 'dynamic', tagId: string, apiBase?: string): void {
  const path = kind === 'free' ? '/api/free-tags/click' : '/api/dynamic-tags/click';
  apiRequest('POST', path, { tagId }, { apiBase }).catch((error: unknown) =>
    console.error(`[tags] recording the ${kind} tag click failed`, error),
  );
}
