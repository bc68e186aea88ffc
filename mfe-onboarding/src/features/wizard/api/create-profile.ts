import { useMutation } from '@tanstack/react-query';
import { apiRequestJson } from '@ageless/api-client';
import { type CreatedProfileResponse, type ProfileInput } from '@ageless/contracts';

// Spec §7: POST /api/profiles with the whole form; profiles are always created for user 1.
export function createProfile(input: ProfileInput): Promise<CreatedProfileResponse> {
  return apiRequestJson<CreatedProfileResponse>('POST', '/api/profiles', { ...input, userId: 1 });
}

export function useCreateProfile() {
  return useMutation({ mutationKey: ['profiles', 'create'], mutationFn: createProfile });
}
