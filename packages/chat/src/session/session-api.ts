import type { ChatSessionResponse } from '@ageless/contracts';
import { apiGet, chatOwnerHeaders } from '@ageless/api-client';

/**
 * GET /api/chat/:sessionId — the server's record of a conversation, the truth after a reload.
 * Rejects with ApiRequestError 404 when the server does not know it (or it is another browser's).
 */
export async function getChatSession(
  sessionId: string,
  apiBase?: string,
  signal?: AbortSignal,
): Promise<ChatSessionResponse | null> {
  return apiGet<ChatSessionResponse>(`/api/chat/${encodeURIComponent(sessionId)}`, {
    apiBase,
    signal,
    on401: 'returnNull',
    headers: chatOwnerHeaders(apiBase),
  });
}
