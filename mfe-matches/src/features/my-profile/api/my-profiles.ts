import {
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiRequest, apiRequestJson } from '@ageless/api-client';
import {
  type ConfirmationMailResult,
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
    // This browser owns it now: its matches and pages, refused before, are asked for again (not
    // awaited, so the claim's own state does not wait for them).
    onSuccess: (_claimed, { profileId }) => {
      void queryClient.invalidateQueries({ queryKey: MY_PROFILES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['profiles', profileId] });
    },
  });
}

// POST /api/profiles/{id}/notify-email/confirm with the key from the confirmation mail's link
// (`#confirm=`); it works from any browser, the owner's or not.
export async function confirmNotifyEmail(
  profileId: string,
  token: string,
  language: Language,
): Promise<void> {
  await apiRequest(
    'POST',
    `/api/profiles/${encodeURIComponent(profileId)}/notify-email/confirm?lang=${language}`,
    { token },
  );
}

export function useConfirmNotifyEmail(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, token }: { profileId: string; token: string }) =>
      confirmNotifyEmail(profileId, token, language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_PROFILES_QUERY_KEY }),
  });
}

// POST /api/profiles/{id}/notify-email/resend: a new confirmation link, within the address's daily cap.
export async function resendConfirmation(
  profileId: string,
  language: Language,
): Promise<ConfirmationMailResult> {
  const answer = await apiRequestJson<{ confirmationMail: ConfirmationMailResult }>(
    'POST',
    `/api/profiles/${encodeURIComponent(profileId)}/notify-email/resend?lang=${language}`,
  );
  return answer.confirmationMail;
}

export function useResendConfirmation(language: Language) {
  return useMutation({
    mutationFn: (profileId: string) => resendConfirmation(profileId, language),
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

/**
 * The owner's own answers for each of this browser's profiles (GET /api/profiles/{id}), only to
 * name them in the person's words; my-profiles carries no name. The key is the one the wizard's
 * edit screen reads, so both share the answer. A failed read leaves that profile unnamed.
 */
export function useOwnProfiles(ids: readonly string[], language: Language) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['profiles', id, 'own', language],
      queryFn: () =>
        apiGet<GetProfileResponse>(`/api/profiles/${encodeURIComponent(id)}?lang=${language}`),
      staleTime: 60_000,
    })),
  });
}
