import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@ageless/api-client';
import { type Language, type MatchesResponse } from '@ageless/contracts';

// Spec §7: GET /api/profiles/{id}/matches, only when an id is present. `lang` asks the API for
// reasons and blueprint texts in the page's language (the API's ?lang= beats Accept-Language).
export function getMatches(profileId: string, language: Language): Promise<MatchesResponse> {
  return apiGet<MatchesResponse>(
    `/api/profiles/${encodeURIComponent(profileId)}/matches?lang=${language}`,
  );
}

export function matchesQueryOptions(profileId: string, language: Language) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'matches', language],
    queryFn: () => getMatches(profileId, language),
  });
}

export function useMatches(profileId: string | undefined, language: Language) {
  return useQuery({
    ...matchesQueryOptions(profileId ?? '', language),
    enabled: Boolean(profileId),
  });
}
