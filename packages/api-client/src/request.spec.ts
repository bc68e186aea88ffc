/** @jest-environment node */
import { apiGet, apiRequest, apiUrl, ApiRequestError } from './request.js';

function fakeFetch(response: Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response;
  }) as unknown as typeof fetch;
  return { fn, calls };
}

describe('apiRequest (spec §8 write helper)', () => {
  it('sends credentials and a JSON content type with a body', async () => {
    const { fn, calls } = fakeFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/chat', { message: 'hi' }, { fetch: fn });
    expect(calls[0]!.url).toBe('/api/chat');
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(calls[0]!.init.body).toBe('{"message":"hi"}');
  });

  it('sends no content type without a body', async () => {
    const { fn, calls } = fakeFetch(new Response('{}', { status: 200 }));
    await apiRequest('DELETE', '/api/x', undefined, { fetch: fn });
    expect(calls[0]!.init.headers).toEqual({});
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it('rejects with "status: body text" on a non-2xx answer', async () => {
    const body = '{"statusCode":400,"error":"Bad Request","message":"message must be a string"}';
    const { fn } = fakeFetch(new Response(body, { status: 400, statusText: 'Bad Request' }));
    const error = await apiRequest('POST', '/api/chat', {}, { fetch: fn }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe(`400: ${body}`);
    expect((error as ApiRequestError).status).toBe(400);
    expect((error as ApiRequestError).serverMessage).toBe('message must be a string');
  });

  it('uses the status text when the body is empty', async () => {
    const { fn } = fakeFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('POST', '/api/chat', {}, { fetch: fn })).rejects.toThrow(
      '503: Service Unavailable',
    );
  });

  it('prefixes the API base for the widget on another origin', async () => {
    const { fn, calls } = fakeFetch(new Response('{}', { status: 200 }));
    await apiRequest('GET', '/api/x', undefined, { fetch: fn, apiBase: 'https://api.example/' });
    expect(calls[0]!.url).toBe('https://api.example/api/x');
    expect(apiUrl('/api/x')).toBe('/api/x');
  });
});

describe('apiGet (spec §8 JSON read variant)', () => {
  it('reads JSON', async () => {
    const { fn, calls } = fakeFetch(Response.json({ tags: [] }));
    await expect(apiGet('/api/free-tags?region=US', { fetch: fn })).resolves.toEqual({ tags: [] });
    expect(calls[0]!.init.credentials).toBe('include');
  });

  it('rejects with "API request failed: status - text"', async () => {
    const { fn } = fakeFetch(new Response('nope', { status: 500 }));
    await expect(apiGet('/api/x', { fetch: fn })).rejects.toThrow('API request failed: 500 - nope');
  });

  it('throws on 401 by default', async () => {
    const { fn } = fakeFetch(new Response('Unauthorized', { status: 401 }));
    await expect(apiGet('/api/x', { fetch: fn })).rejects.toThrow(
      'API request failed: 401 - Unauthorized',
    );
  });

  it('returns null on 401 when asked to', async () => {
    const { fn } = fakeFetch(new Response('Unauthorized', { status: 401 }));
    await expect(apiGet('/api/x', { fetch: fn, on401: 'returnNull' })).resolves.toBeNull();
  });
});
