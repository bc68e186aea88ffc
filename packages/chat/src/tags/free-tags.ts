import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FreeTagsResponse, Region } from '@ageless/contracts';
import { apiGet } from '@ageless/api-client';

/** Spec §7: DE when the browser language starts with de, else US. */
export function freeTagRegion(
  navigatorLanguage = typeof navigator === 'undefined' ? '' : navigator.language,
): Region {
  return navigatorLanguage.toLowerCase().startsWith('de') ? 'DE' : 'US';
}

export function getFreeTags(region: Region, apiBase?: string): Promise<FreeTagsResponse> {
  return apiGet<FreeTagsResponse>(`/api/free-tags?region=${region}`, { apiBase });
}

export function freeTagsQueryOptions(region: Region, apiBase?: string) {
  return queryOptions({
    queryKey: ['free-tags', region, apiBase ?? ''],
    queryFn: () => getFreeTags(region, apiBase),
  });
}

export function useFreeTags(region: Region, apiBase?: string) {
  const query = useQuery(freeTagsQueryOptions(region, apiBase));
  // Spec §8: free-tag failures are only logged; the section stays empty.
  useEffect(() => {
    if (query.error) console.error('[tags] free tags failed to load', query.error);
  }, [query.error]);
  return query;
}
