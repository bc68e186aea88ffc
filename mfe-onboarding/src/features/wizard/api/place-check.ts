import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@ageless/api-client';
import { type Language, type PlaceCheckResponse } from '@ageless/contracts';
import { useDebouncedValue } from '../hooks/debounced-value';

// Long enough that a person typing "Berlin-Spandau" is asked about once, not per letter.
export const PLACE_CHECK_DELAY_MS = 600;

// GET /api/places/check?q=: how the API will read the place, said in the page's language.
export function placeCheckQueryOptions(text: string, language: Language) {
  return queryOptions({
    queryKey: ['places', 'check', text, language],
    queryFn: () =>
      apiGet<PlaceCheckResponse>(
        `/api/places/check?q=${encodeURIComponent(text)}&lang=${language}`,
      ),
  });
}

export type PlaceCheckState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'checked'; result: PlaceCheckResponse }
  | { kind: 'unavailable' };

/** What the wizard says under the place field while it is typed. */
export function usePlaceCheck(place: string, language: Language): PlaceCheckState {
  const text = place.trim();
  const settled = useDebouncedValue(text, PLACE_CHECK_DELAY_MS);
  const check = useQuery({ ...placeCheckQueryOptions(settled, language), enabled: settled !== '' });
  if (text === '') return { kind: 'idle' };
  if (settled !== text || check.isPending) return { kind: 'checking' };
  if (check.isError) {
    console.warn('[onboarding] the place check failed', check.error);
    return { kind: 'unavailable' };
  }
  return { kind: 'checked', result: check.data };
}
