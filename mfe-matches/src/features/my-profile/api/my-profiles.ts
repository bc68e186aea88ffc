import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, apiRequestJson } from '@ageless/api-client';
import {
  type GetProfileResponse,
  type Language,
  MY_PROFILES_QUERY_KEY,
  type MyProfilesResponse,
  myProfilesPath,
} from '@ageless/contracts';

// GET /api/my-profiles: the profiles this browser owns, under the key the navigation reads too.
export function getMyProfiles(language: Language): Promise<MyProfilesResponse> {
  return apiGet<MyProfilesResponse>(myProfilesPath(language));
}

export function myProfilesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...MY_PROFILES_QUERY_KEY],
    queryFn: () => getMyProfiles(language),
  });
}

export function useMyProfiles(language: Language) {
  return useQuery(myProfilesQueryOptions(language));
}

/** This browser's entry for the profile, or null when another browser owns it. */
export function useOwnedProfile(profileId: string, language: Language) {
  const mine = useMyProfiles(language);
  const owned = mine.data?.profiles.find((profile) => profile.id === profileId) ?? null;
  return { owned, isPending: mine.isPending };
}

// POST /api/profiles/{id}/claim with the key of the private return link (`#key=` in the link).
export function claimProfile(
  profileId: string,
  returnKey: string,
  language: Language,
): Promise<GetProfileResponse> {
  return apiRequestJson<GetProfileResponse>(
    'POST',
    `/api/profiles/${encodeURIComponent(profileId)}/claim?lang=${language}`,
    { returnKey },
  );
}

export function useClaimProfile(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, returnKey }: { profileId: string; returnKey: string }) =>
      claimProfile(profileId, returnKey, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PROFILES_QUERY_KEY }),
  });
}

// DELETE /api/profiles/{id}: the owner erases the profile and its introductions.
export async function deleteProfile(profileId: string, language: Language): Promise<void> {
  await apiRequest('DELETE', `/api/profiles/${encodeURIComponent(profileId)}?lang=${language}`);
}

export function useDeleteProfile(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) => deleteProfile(profileId, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PROFILES_QUERY_KEY }),
  });
}
