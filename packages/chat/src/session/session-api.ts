import type { ChatSessionResponse } from '@ageless/contracts';
import { apiGet, apiRequest, ApiRequestError, chatOwnerHeaders } from '@ageless/api-client';

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

/**
 * DELETE /api/chat/:sessionId — the right to erasure: the server deletes the conversation and its
 * messages. A session the server does not know (never sent, already gone, or another browser's:
 * 404) counts as erased.
 */
export async function eraseChatSession(sessionId: string, apiBase?: string): Promise<void> {
  try {
    await apiRequest('DELETE', `/api/chat/${encodeURIComponent(sessionId)}`, undefined, {
      apiBase,
      headers: chatOwnerHeaders(apiBase),
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return;
    throw error;
  }
}
