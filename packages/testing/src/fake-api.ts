export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export interface FakeCall {
  method: string;
  url: string;
  /** The JSON body parsed; a body that is not JSON as sent; undefined for none or form data. */
  body: unknown;
  authorization: string | undefined;
}

type Reply = FakeAnswer | undefined | Promise<FakeAnswer | undefined>;
export type FakeRoute = FakeAnswer | ((call: FakeCall) => Reply);

// What the API answers for a path it does not know, in its one error shape.
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Not found' };

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    // Not JSON (a plain-text body): the test reads it as it was sent.
    return body;
  }
}

function headerOf(headers: HeadersInit | undefined, name: string): string | undefined {
  return new Headers(headers).get(name) ?? undefined;
}

/**
 * A fake API on `fetch`. `answers` maps "METHOD /path" (the query left off) to a reply or to a
 * function of the call, or is one function that answers every call; anything unanswered is a 404
 * in the API's error shape. A function may answer later (a promise), to hold a request open.
 * Every call is recorded with its parsed body and its Authorization header.
 */
export function fakeApi(answers: Record<string, FakeRoute> | ((call: FakeCall) => Reply)) {
  const calls: FakeCall[] = [];
  const fetchMock = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const call: FakeCall = {
      method,
      url,
      body: parseBody(init?.body),
      authorization: headerOf(init?.headers, 'Authorization'),
    };
    calls.push(call);
    const route =
      typeof answers === 'function' ? answers : answers[`${method} ${url.split('?')[0]}`];
    const answer = typeof route === 'function' ? await route(call) : route;
    const status = answer?.status ?? (answer ? 200 : 404);
    const payload = answer ? answer.body : NOT_FOUND;
    const text = status === 204 || payload === undefined ? '' : JSON.stringify(payload);
    // jsdom has no Response: the members the API client reads of one.
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      headers: new Headers({ 'Content-Type': 'application/json' }),
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as Response;
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls };
}
