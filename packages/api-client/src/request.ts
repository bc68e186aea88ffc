// Spec §7/§8: the one write helper, the JSON read variant and their error texts.

export type On401 = 'throw' | 'returnNull';

export interface RequestOptions {
  /** Origin (and optional path prefix) of the API; '' means the page's own origin. */
  apiBase?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Injected in tests and by hosts that wrap fetch. */
  fetch?: typeof fetch;
}

export interface ReadOptions extends RequestOptions {
  /** Spec §8: a 401 on a read throws unless the call asks for null. */
  on401?: On401;
}

/** A non-2xx answer. `message` is the spec's text; status and body stay available. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  /** The API's own `message` (its one error shape), or undefined when the body is not that. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object') {
        const { message, error } = parsed as { message?: unknown; error?: unknown };
        if (typeof message === 'string' && message) return message;
        if (Array.isArray(message) && message.length > 0) return message.join(', ');
        if (typeof error === 'string' && error) return error;
      }
    } catch {
      // Not JSON: the caller falls back to the spec's generic text.
    }
    return undefined;
  }
}

export function apiUrl(path: string, apiBase = ''): string {
  if (!apiBase) return path;
  return `${apiBase.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch {
    // A body that cannot be read is reported as empty: the status text is used instead.
    return '';
  }
}

/** Spec §8 generic helper: `${status}: ${bodyText || statusText}`. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await readText(response);
  throw new ApiRequestError(
    `${response.status}: ${text || response.statusText}`,
    response.status,
    text,
  );
}

/**
 * The write helper: any method, JSON body with a JSON content type when one is given, credentials
 * always sent. Resolves with the Response; rejects with ApiRequestError on non-2xx.
 */
export async function apiRequest(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const doFetch = options.fetch ?? fetch;
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await doFetch(apiUrl(path, options.apiBase), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    signal: options.signal,
  });
  await throwIfNotOk(response);
  return response;
}

/** The write helper, reading the JSON answer. */
export async function apiRequestJson<T>(
  method: string,
  path: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const response = await apiRequest(method, path, body, options);
  return (await response.json()) as T;
}

/**
 * The default read: GET with a JSON answer. Errors read 'API request failed: {status} - {text}';
 * a 401 returns null when the call says `on401: 'returnNull'`.
 */
export async function apiGet<T>(
  path: string,
  options: ReadOptions & { on401: 'returnNull' },
): Promise<T | null>;
export async function apiGet<T>(path: string, options?: ReadOptions): Promise<T>;
export async function apiGet<T>(path: string, options: ReadOptions = {}): Promise<T | null> {
  const doFetch = options.fetch ?? fetch;
  const response = await doFetch(apiUrl(path, options.apiBase), {
    method: 'GET',
    headers: { Accept: 'application/json', ...options.headers },
    credentials: 'include',
    signal: options.signal,
  });
  if (response.status === 401 && options.on401 === 'returnNull') return null;
  if (!response.ok) {
    const text = await readText(response);
    throw new ApiRequestError(
      `API request failed: ${response.status} - ${text}`,
      response.status,
      text,
    );
  }
  return (await response.json()) as T;
}
