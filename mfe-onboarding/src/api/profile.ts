import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequestJson } from '@ageless/api-client';
import {
  type GetProfileResponse,
  type Language,
  MY_PROFILES_QUERY_KEY,
  type ProfileInput,
} from '@ageless/contracts';

const profilePath = (profileId: string) => `/api/profiles/${encodeURIComponent(profileId)}`;

// GET /api/profiles/{id}: the owner's own answers, to edit them (another browser gets a 403).
export function ownProfileQueryOptions(profileId: string, language: Language) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'own', language],
    queryFn: () => apiGet<GetProfileResponse>(`${profilePath(profileId)}?lang=${language}`),
    staleTime: 0,
  });
}

export function useOwnProfile(profileId: string, language: Language) {
  return useQuery(ownProfileQueryOptions(profileId, language));
}

// PUT /api/profiles/{id}: the wizard's whole answers again.
export function updateProfile(
  profileId: string,
  input: ProfileInput,
  language: Language,
): Promise<GetProfileResponse> {
  return apiRequestJson<GetProfileResponse>(
    'PUT',
    `${profilePath(profileId)}?lang=${language}`,
    input,
  );
}

export function useUpdateProfile(profileId: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => updateProfile(profileId, input, language),
    // Matches, the blueprint pages and "My Matches" all follow from the answers.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['profiles', profileId] }),
        queryClient.invalidateQueries({ queryKey: MY_PROFILES_QUERY_KEY }),
      ]),
  });
}
