// The upload page's admin token: asked once when the API says 401, kept for this browser session
// only (sessionStorage), never in localStorage.
const KEY = 'ageless-connect-admin-token';

export function readAdminToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch (error) {
    console.warn('[upload] session storage is not available', error);
    return null;
  }
}

export function saveAdminToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch (error) {
    // The token still works for this upload; it is only not remembered.
    console.warn('[upload] could not keep the admin token', error);
  }
}

/** The Authorization header for staff's requests, when a token was given. */
export function adminHeaders(token: string | null): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}
