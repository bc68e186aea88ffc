import { useQuery } from '@tanstack/react-query';
import {
  type Language,
  MY_PROFILES_QUERY_KEY,
  type MyProfilesResponse,
  myProfilesPath,
} from '@ageless/contracts';

// While this browser owns a profile, look for new introduction requests and messages now and then.
const WAITING_POLL_MS = 60_000;

async function getMyProfiles(language: Language): Promise<MyProfilesResponse> {
  const response = await fetch(myProfilesPath(language), {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`my-profiles answered ${response.status}`);
  return (await response.json()) as MyProfilesResponse;
}

/**
 * "My Matches" in the navigation: this browser's profile and what waits in all of them. With
 * several profiles (people in one household) it leads to `/matches`, where the matches remote opens
 * the one last shown in this browser or asks which, never silently the newest (issue 26). The
 * matches page reads and refreshes the same query key (one shared query client).
 */
export function useMyMatchesLink(language: Language) {
  const mine = useQuery({
    queryKey: [...MY_PROFILES_QUERY_KEY],
    queryFn: () => getMyProfiles(language),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.profiles.length ? WAITING_POLL_MS : false),
  });
  const profiles = mine.data?.profiles ?? [];
  const only = profiles[0];
  if (!only) return null;
  return {
    to: profiles.length === 1 ? `/matches/${only.id}` : '/matches',
    waiting: profiles.reduce((sum, profile) => sum + profile.waitingRequests, 0),
    unread: profiles.reduce((sum, profile) => sum + (profile.unreadMessages ?? 0), 0),
  };
}
