import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequestJson } from '@ageless/api-client';
import {
  type Language,
  MY_PROFILES_QUERY_KEY,
  type ThreadMessage,
  type ThreadResponse,
  type UnreadMessagesResponse,
} from '@ageless/contracts';

// While a thread is open, new messages are fetched this often (no push channel: issue 26 item 4).
export const THREAD_POLL_MS = 15_000;

const base = (profileId: string) => `/api/profiles/${encodeURIComponent(profileId)}`;
const threadPath = (profileId: string, introductionId: string) =>
  `${base(profileId)}/introductions/${encodeURIComponent(introductionId)}/messages`;

const threadQueryKey = (profileId: string, introductionId: string) =>
  ['profiles', profileId, 'threads', introductionId] as const;
const unreadQueryKey = (profileId: string) => ['profiles', profileId, 'unread-messages'] as const;

/** Reading a thread marks it read: the counts in the inbox and the navigation follow. */
function useRefreshUnread(profileId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: unreadQueryKey(profileId) }),
      queryClient.invalidateQueries({ queryKey: MY_PROFILES_QUERY_KEY }),
    ]);
}

// GET /api/profiles/{id}/introductions/{introductionId}/messages, every 15 s while shown.
export function useThread(profileId: string, introductionId: string, language: Language) {
  const queryClient = useQueryClient();
  const refreshUnread = useRefreshUnread(profileId);
  const queryKey = [...threadQueryKey(profileId, introductionId), language];
  return useQuery({
    queryKey,
    queryFn: async () => {
      const before = queryClient.getQueryData<ThreadResponse>(queryKey);
      const thread = await apiGet<ThreadResponse>(
        `${threadPath(profileId, introductionId)}?lang=${language}`,
      );
      // Only when this look read something new: polling must not refetch the counts each time.
      if (!before || lastReceived(thread) !== lastReceived(before)) void refreshUnread();
      return thread;
    },
    refetchInterval: THREAD_POLL_MS,
  });
}

// POST the same path with { text }.
export function useSendMessage(profileId: string, introductionId: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequestJson<ThreadMessage>(
        'POST',
        `${threadPath(profileId, introductionId)}?lang=${language}`,
        { text },
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: threadQueryKey(profileId, introductionId) }),
  });
}

// Closed threads are looked at as often as the navigation looks for new requests.
const UNREAD_POLL_MS = 60_000;

// GET /api/profiles/{id}/unread-messages: unread messages per thread, for the inbox.
export function useUnreadMessages(profileId: string, language: Language) {
  return useQuery({
    queryKey: [...unreadQueryKey(profileId), language],
    queryFn: () =>
      apiGet<UnreadMessagesResponse>(`${base(profileId)}/unread-messages?lang=${language}`),
    refetchInterval: UNREAD_POLL_MS,
  });
}

const lastReceived = (thread: ThreadResponse): string | undefined =>
  thread.messages.findLast((message) => message.direction === 'received')?.id;
