import { useQueries, useQuery } from '@tanstack/react-query';
import { apiGet } from '@ageless/api-client';
import {
  type Language,
  MY_PROFILES_QUERY_KEY,
  type MyProfilesResponse,
  myProfilesPath,
} from '@ageless/contracts';
import { ownProfileQueryOptions } from '../../../api/profile';

export type OwnedProfile = MyProfilesResponse['profiles'][number];

// GET /api/my-profiles: the profiles this browser's cookie owns. The navigation and the matches
// page read the same key in the one shared query client, so a new profile refreshes all three.
export function useMyProfiles(language: Language) {
  return useQuery({
    queryKey: [...MY_PROFILES_QUERY_KEY],
    queryFn: () => apiGet<MyProfilesResponse>(myProfilesPath(language)),
    // "Get Started" must see a profile made a moment ago in another tab.
    staleTime: 0,
  });
}

/**
 * The owner's own answers for each profile (GET /api/profiles/{id}), only to name it in words the
 * person wrote; my-profiles itself carries no name. A failed read leaves the profile unnamed.
 */
export function useOwnProfiles(ids: readonly string[], language: Language) {
  return useQueries({
    queries: ids.map((id) => ({ ...ownProfileQueryOptions(id, language), staleTime: 60_000 })),
  });
}
