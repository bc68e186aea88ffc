import { useMutation } from '@tanstack/react-query';
import { apiRequestJson } from '@ageless/api-client';
import { type CreateProfileResponse, type ProfileInput } from '@ageless/contracts';

// Spec §7: POST /api/profiles with the whole form; profiles are always created for user 1.
export function createProfile(input: ProfileInput): Promise<CreateProfileResponse> {
  return apiRequestJson<CreateProfileResponse>('POST', '/api/profiles', { ...input, userId: 1 });
}

export function useCreateProfile() {
  return useMutation({ mutationKey: ['profiles', 'create'], mutationFn: createProfile });
}
