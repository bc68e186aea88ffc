// A widget on another site talks to the API cross-site, and browsers that block third-party cookies
// (Safari) drop the chat's owner cookie there. The API then hands the owner key over in the
// X-Chat-Owner header; this keeps it per API and sends it back, so the conversation stays the
// person's own. On the product's own pages (same origin) the HttpOnly cookie alone does the job and
// the key is never kept where scripts can read it.

export const CHAT_OWNER_HEADER = 'X-Chat-Owner';
const STORAGE_PREFIX = 'ageless-chat-owner:';
const inMemory = new Map<string, string>();

function crossSiteApi(apiBase: string | undefined): string | null {
  if (!apiBase) return null;
  try {
    const origin = new URL(apiBase, window.location.href).origin;
    return origin === window.location.origin ? null : origin;
  } catch {
    return null;
  }
}

function read(key: string): string | undefined {
  try {
    return window.localStorage.getItem(key) ?? inMemory.get(key);
  } catch {
    // Storage blocked (private mode, sandboxed frames): this page's memory only.
    return inMemory.get(key);
  }
}

function write(key: string, value: string): void {
  inMemory.set(key, value);
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Kept in memory for this page.
  }
}

/** The header to send with a chat call to `apiBase`, if this page keeps an owner key for it. */
export function chatOwnerHeaders(apiBase: string | undefined): Record<string, string> {
  const api = crossSiteApi(apiBase);
  const key = api ? read(STORAGE_PREFIX + api) : undefined;
  return key ? { [CHAT_OWNER_HEADER]: key } : {};
}

/** Keeps the owner key a chat response hands over (only for an API on another site). */
export function rememberChatOwner(response: Response, apiBase: string | undefined): void {
  const api = crossSiteApi(apiBase);
  const key = response.headers.get(CHAT_OWNER_HEADER);
  if (api && key) write(STORAGE_PREFIX + api, key);
}
