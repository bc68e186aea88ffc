import { useQuery } from '@tanstack/react-query';
import {
  type Language,
  MY_PROFILES_QUERY_KEY,
  type MyProfilesResponse,
  myProfilesPath,
} from '@ageless/contracts';

// GET /api/my-profiles: the profiles this browser owns. The navigation's My Matches reads the same
// key from the page's one query client, so on the landing page this is usually answered already.
async function getMyProfiles(language: Language): Promise<MyProfilesResponse> {
  const response = await fetch(myProfilesPath(language), {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`my-profiles answered ${response.status}`);
  return (await response.json()) as MyProfilesResponse;
}

/**
 * Where "View All Matches" leads: the matches of the newest profile this browser owns, as My
 * Matches in the navigation; the wizard while none is known (no profile, not answered yet, an error).
 */
export function useViewAllMatchesPath(language: Language): string {
  const mine = useQuery({
    queryKey: [...MY_PROFILES_QUERY_KEY],
    queryFn: () => getMyProfiles(language),
  });
  const newest = mine.data?.profiles[0];
  return newest ? `/matches/${encodeURIComponent(newest.id)}` : '/onboarding';
}
