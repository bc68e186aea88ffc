import type { ChatRequest, ChatResponse, ChatStreamDone, Language } from '@ageless/contracts';
import { chatOwnerHeaders, rememberChatOwner } from './chat-owner.js';
import { apiRequest, apiUrl, throwIfNotOk, type RequestOptions } from './request.js';
import { readSseStream } from './sse.js';

/** The stream endpoint is missing or not a stream: the caller may use POST /api/chat instead. */
export class ChatStreamUnavailableError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'ChatStreamUnavailableError';
  }
}

/** The server reported an error inside the stream (`event: error`). */
export class ChatStreamFailedError extends Error {
  constructor(
    message: string,
    readonly statusCode?: number,
  ) {
    super(message);
    this.name = 'ChatStreamFailedError';
  }
}

export interface ChatCallOptions extends RequestOptions {
  /**
   * The reply's language as `?lang=`, for the callers whose payload has no `language` field (the
   * full page and the widget): otherwise the API guesses it from the message's words.
   */
  language?: Language;
}

export interface StreamChatOptions extends ChatCallOptions {
  /** Each piece of the reply as it arrives. */
  onToken?: (token: string, textSoFar: string) => void;
  /**
   * The server took back what it had streamed (`reset`: its model failed mid-reply and the guide's
   * own answer follows): drop the text shown so far.
   */
  onReset?: () => void;
}

function chatPath(path: string, language: Language | undefined): string {
  return language ? `${path}?lang=${language}` : path;
}

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/**
 * POST /api/chat/stream: resolves with the final `done` payload. Rejects with
 * ChatStreamUnavailableError when the endpoint does not answer with a stream (404, old API,
 * network), so the caller can fall back; with an AbortError when `signal` aborts.
 */
export async function streamChat(
  request: ChatRequest,
  options: StreamChatOptions = {},
): Promise<ChatStreamDone> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(
      apiUrl(chatPath('/api/chat/stream', options.language), options.apiBase),
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
          ...chatOwnerHeaders(options.apiBase),
          ...options.headers,
        },
        body: JSON.stringify(request),
        credentials: 'include',
        signal: options.signal,
      },
    );
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ChatStreamUnavailableError('The chat stream could not be reached.', error);
  }
  if (response.status === 404 || response.status === 405 || response.status === 501) {
    throw new ChatStreamUnavailableError(`The chat stream answered ${response.status}.`);
  }
  rememberChatOwner(response, options.apiBase);
  await throwIfNotOk(response);
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream') || !response.body) {
    throw new ChatStreamUnavailableError('The chat endpoint did not answer with a stream.');
  }

  let text = '';
  let done: ChatStreamDone | undefined;
  let failure: ChatStreamFailedError | undefined;
  await readSseStream(response.body, (event) => {
    const payload = parseJson(event.data) as Record<string, unknown> | undefined;
    if (event.event === 'token') {
      const token = typeof payload?.token === 'string' ? payload.token : '';
      if (!token) return;
      text += token;
      options.onToken?.(token, text);
    } else if (event.event === 'reset') {
      text = '';
      options.onReset?.();
    } else if (event.event === 'done' && payload) {
      done = payload as unknown as ChatStreamDone;
    } else if (event.event === 'error') {
      const message = typeof payload?.message === 'string' ? payload.message : 'Chat stream failed';
      const status = typeof payload?.statusCode === 'number' ? payload.statusCode : undefined;
      failure = new ChatStreamFailedError(message, status);
    }
  });
  if (failure) throw failure;
  if (!done) throw new ChatStreamFailedError('The chat stream ended without a reply.');
  const final: ChatStreamDone = done;
  // The full text is in `response`; tokens are only a preview of it.
  if (typeof final.response !== 'string') final.response = final.message?.content ?? text;
  return final;
}

/** POST /api/chat, the non-streaming answer. */
export async function postChat(
  request: ChatRequest,
  options: ChatCallOptions = {},
): Promise<ChatResponse> {
  const response = await apiRequest('POST', chatPath('/api/chat', options.language), request, {
    ...options,
    headers: { ...chatOwnerHeaders(options.apiBase), ...options.headers },
  });
  rememberChatOwner(response, options.apiBase);
  return (await response.json()) as ChatResponse;
}

/**
 * Streams when the API can, else falls back to POST /api/chat (only when nothing was streamed yet,
 * so a reply is never shown twice).
 */
export async function sendChat(
  request: ChatRequest,
  options: StreamChatOptions = {},
): Promise<ChatResponse> {
  try {
    return await streamChat(request, options);
  } catch (error) {
    if (error instanceof ChatStreamUnavailableError) return postChat(request, options);
    throw error;
  }
}
