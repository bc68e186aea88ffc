import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DynamicTagsResponse, Language } from '@ageless/contracts';
import { apiGet } from '@ageless/api-client';

// Spec §9: dynamic tags refresh every 60 s.
export const DYNAMIC_TAGS_REFETCH_MS = 60_000;

/** Spec §4: `success: false` counts as an error, like a failed request. */
export async function getDynamicTags(
  language: Language,
  apiBase?: string,
): Promise<DynamicTagsResponse> {
  const result = await apiGet<DynamicTagsResponse>(`/api/dynamic-tags?lang=${language}`, {
    apiBase,
    headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
  });
  if (!result.success) throw new Error('Dynamic tags answered success: false');
  return result;
}

export function dynamicTagsQueryOptions(language: Language, apiBase?: string, enabled = true) {
  return queryOptions({
    queryKey: ['dynamic-tags', language, apiBase ?? ''],
    queryFn: () => getDynamicTags(language, apiBase),
    enabled,
    refetchInterval: enabled ? DYNAMIC_TAGS_REFETCH_MS : false,
  });
}

/** `enabled` false (the landing widget while closed) neither fetches nor polls. */
export function useDynamicTags(language: Language, apiBase?: string, enabled = true) {
  return useQuery(dynamicTagsQueryOptions(language, apiBase, enabled));
}
