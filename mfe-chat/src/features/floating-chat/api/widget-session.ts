import type { ChatMessage, WidgetSession } from '@ageless/contracts';
import { apiGet, chatOwnerHeaders } from '@ageless/api-client';

/** GET /api/chat/:sessionId — the server's record of the session, the truth after a reload. */
export async function getWidgetSession(
  sessionId: string,
  apiBase?: string,
  signal?: AbortSignal,
): Promise<WidgetSession | null> {
  const result = await apiGet<{ messages?: ChatMessage[]; conversationCount?: number }>(
    `/api/chat/${encodeURIComponent(sessionId)}`,
    { apiBase, signal, on401: 'returnNull', headers: chatOwnerHeaders(apiBase) },
  );
  if (!result) return null;
  return {
    id: sessionId,
    messages: result.messages ?? [],
    conversationCount: result.conversationCount ?? 0,
  };
}
