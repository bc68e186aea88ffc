import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@ageless/api-client';
import { type BlueprintDetail, type Language } from '@ageless/contracts';

// GET /api/profiles/{id}/blueprints/{key}: Learn More, with the people nearby anonymised.
export function blueprintQueryOptions(profileId: string, key: string, language: Language) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'blueprints', key, language],
    queryFn: () =>
      apiGet<BlueprintDetail>(
        `/api/profiles/${encodeURIComponent(profileId)}/blueprints/${encodeURIComponent(key)}?lang=${language}`,
      ),
  });
}

export function useBlueprint(profileId: string, key: string, language: Language) {
  return useQuery(blueprintQueryOptions(profileId, key, language));
}
