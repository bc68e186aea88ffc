/** @jest-environment node */
import { streamChat } from './chat-stream.js';
import { CHAT_OWNER_HEADER, chatOwnerHeaders } from './chat-owner.js';

const done = `event: done\ndata: ${JSON.stringify({ response: 'Hi', answeredBy: 'offline' })}\n\n`;

function fakeFetch(ownerKey: string | null) {
  const calls: RequestInit[] = [];
  const fetchImpl = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init ?? {});
    const headers = new Headers({ 'content-type': 'text/event-stream' });
    if (ownerKey) headers.set(CHAT_OWNER_HEADER, ownerKey);
    return new Response(new Blob([done]).stream(), { status: 200, headers });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

// A page on the product's own site, with the storage a browser gives it.
const stored = new Map<string, string>();
Object.assign(globalThis, {
  window: {
    location: new URL('https://www.ageless.example/'),
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
  },
});

const sentHeaders = (init: RequestInit): Record<string, string> =>
  init.headers as Record<string, string>;

describe('chat owner key for widgets on other sites', () => {
  beforeEach(() => stored.clear());

  it('keeps the key an API on another site hands over and sends it back', async () => {
    const apiBase = 'https://chat.ageless.example';
    const key = 'k'.repeat(43);
    const first = fakeFetch(key);
    await streamChat({ sessionId: 'widget-1', message: 'Hi' }, { apiBase, fetch: first.fetchImpl });
    expect(sentHeaders(first.calls[0]!)[CHAT_OWNER_HEADER]).toBeUndefined();

    const second = fakeFetch(null);
    await streamChat(
      { sessionId: 'widget-1', message: 'Again' },
      { apiBase, fetch: second.fetchImpl },
    );
    expect(sentHeaders(second.calls[0]!)[CHAT_OWNER_HEADER]).toBe(key);
    expect(chatOwnerHeaders('https://other-api.example')).toEqual({});
  });

  it('never keeps the key on the product’s own pages: the HttpOnly cookie does that job', async () => {
    const same = fakeFetch('s'.repeat(43));
    await streamChat({ sessionId: 'page-1', message: 'Hi' }, { fetch: same.fetchImpl });
    await streamChat(
      { sessionId: 'page-1', message: 'Hi' },
      { apiBase: 'https://www.ageless.example', fetch: same.fetchImpl },
    );
    expect(stored.size).toBe(0);
    expect(chatOwnerHeaders('')).toEqual({});
    expect(chatOwnerHeaders('https://www.ageless.example')).toEqual({});
  });
});
