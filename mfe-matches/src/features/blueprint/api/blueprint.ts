import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@ageless/api-client';
import { type BlueprintDetail, type Language } from '@ageless/contracts';

// GET /api/profiles/{id}/blueprints/{key}: Learn More, with the people nearby anonymised, six to a
// page (`page` from 1; the first page without the parameter).
export function blueprintQueryOptions(
  profileId: string,
  key: string,
  language: Language,
  page = 1,
) {
  return queryOptions({
    queryKey: ['profiles', profileId, 'blueprints', key, language, page],
    queryFn: () =>
      apiGet<BlueprintDetail>(
        `/api/profiles/${encodeURIComponent(profileId)}/blueprints/${encodeURIComponent(key)}?lang=${language}${page > 1 ? `&page=${page}` : ''}`,
      ),
  });
}

export function useBlueprint(profileId: string, key: string, language: Language) {
  return useQuery(blueprintQueryOptions(profileId, key, language));
}
