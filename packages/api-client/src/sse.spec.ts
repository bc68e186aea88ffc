/** @jest-environment node */
import { createSseParser, type SseEvent } from './sse.js';
import { ChatStreamUnavailableError, sendChat, streamChat } from './chat-stream.js';

function collect(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  chunks.forEach((chunk) => parser.push(chunk));
  parser.end();
  return events;
}

const STREAM =
  'event: token\ndata: {"token":"Hel"}\n\n' +
  'event: token\ndata: {"token":"lo"}\n\n' +
  ': keep-alive\n\n' +
  'event: done\ndata: {"response":"Hello","message":{"role":"assistant","content":"Hello","timestamp":"2026-01-01T00:00:00Z"},"conversationCount":1}\n\n';

describe('createSseParser', () => {
  it('parses whole events', () => {
    const events = collect([STREAM]);
    expect(events.map((e) => e.event)).toEqual(['token', 'token', 'done']);
    expect(events[0]!.data).toBe('{"token":"Hel"}');
  });

  it('gives the same events however the chunks split lines', () => {
    const whole = collect([STREAM]);
    for (let size = 1; size <= 7; size += 1) {
      const chunks = STREAM.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;
      expect(collect(chunks)).toEqual(whole);
    }
  });

  it('handles CRLF split between chunks, and CR alone', () => {
    expect(collect(['data: a\r', '\n\r', '\n'])).toEqual([{ event: 'message', data: 'a' }]);
    expect(collect(['data: a\r\rdata: b\r\r'])).toEqual([
      { event: 'message', data: 'a' },
      { event: 'message', data: 'b' },
    ]);
  });

  it('joins multi-line data and keeps a space after the first one', () => {
    expect(collect(['data:one\ndata:  two\n\n'])).toEqual([
      { event: 'message', data: 'one\n two' },
    ]);
  });

  it('drops an event that was not closed by a blank line', () => {
    expect(collect(['event: token\ndata: {"token":"x"}\n'])).toEqual([]);
  });
});

function streamResponse(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } });
}

const request = { message: 'Hi', sessionId: 'chat-1' };

describe('streamChat', () => {
  it('hands tokens over as they come and resolves with the final event', async () => {
    const tokens: string[] = [];
    const fetchFn = (async () =>
      streamResponse([
        STREAM.slice(0, 20),
        STREAM.slice(20, 45),
        STREAM.slice(45),
      ])) as unknown as typeof fetch;
    const done = await streamChat(request, {
      fetch: fetchFn,
      onToken: (_token, soFar) => tokens.push(soFar),
    });
    expect(tokens).toEqual(['Hel', 'Hello']);
    expect(done.response).toBe('Hello');
    expect(done.conversationCount).toBe(1);
  });

  it('drops what was streamed when the server sends reset, then shows only the new text', async () => {
    const shown: string[] = [];
    let resets = 0;
    const fetchFn = (async () =>
      streamResponse([
        'event: token\ndata: {"token":"Half an ans"}\n\n',
        'event: reset\ndata: {}\n\n',
        'event: token\ndata: {"token":"The guide"}\n\n',
        'event: token\ndata: {"token":"\'s answer"}\n\n',
        'event: done\ndata: {"message":{"role":"assistant","content":"ignored","timestamp":"2026-01-01T00:00:00Z"}}\n\n',
      ])) as unknown as typeof fetch;
    const done = await streamChat(request, {
      fetch: fetchFn,
      onToken: (_token, soFar) => shown.push(soFar),
      onReset: () => {
        resets += 1;
        shown.push('');
      },
    });
    expect(resets).toBe(1);
    expect(shown).toEqual(['Half an ans', '', 'The guide', "The guide's answer"]);
    // Without `response` in the final event, the reply is the stored message's text.
    expect(done.response).toBe('ignored');
  });

  it('asks for the reply in the given language with ?lang=, streaming or not', async () => {
    const urls: string[] = [];
    const fetchFn = (async (url: string) => {
      urls.push(url);
      return url.includes('/stream')
        ? new Response('{"statusCode":404}', { status: 404 })
        : Response.json({ response: 'Antwort' });
    }) as unknown as typeof fetch;
    await sendChat(request, { fetch: fetchFn, language: 'de', apiBase: 'https://api.example' });
    expect(urls).toEqual([
      'https://api.example/api/chat/stream?lang=de',
      'https://api.example/api/chat?lang=de',
    ]);
  });

  it('rejects with the server message of an error event', async () => {
    const fetchFn = (async () =>
      streamResponse([
        'event: error\ndata: {"statusCode":429,"error":"x","message":"Slow down"}\n\n',
      ])) as unknown as typeof fetch;
    await expect(streamChat(request, { fetch: fetchFn })).rejects.toThrow('Slow down');
  });

  it('falls back to POST /api/chat when the stream endpoint is missing', async () => {
    const urls: string[] = [];
    const fetchFn = (async (url: string) => {
      urls.push(url);
      return url.endsWith('/stream')
        ? new Response('{"statusCode":404}', { status: 404 })
        : Response.json({ response: 'Plain reply' });
    }) as unknown as typeof fetch;
    await expect(streamChat(request, { fetch: fetchFn })).rejects.toBeInstanceOf(
      ChatStreamUnavailableError,
    );
    await expect(sendChat(request, { fetch: fetchFn })).resolves.toEqual({
      response: 'Plain reply',
    });
    expect(urls.at(-1)).toBe('/api/chat');
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const fetchFn = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('Aborted', 'AbortError')),
        );
      })) as unknown as typeof fetch;
    const pending = sendChat(request, { fetch: fetchFn, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
