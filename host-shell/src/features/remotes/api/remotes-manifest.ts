import { type RemoteEntry, type RemotesManifest } from '@ageless/contracts';

export const REMOTES_MANIFEST_URL = '/remotes.json';

function isRemoteEntry(value: unknown): value is RemoteEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.name === 'string' &&
    typeof entry.entry === 'string' &&
    typeof entry.version === 'string' &&
    (entry.contract === undefined || typeof entry.contract === 'number')
  );
}

export function isRemotesManifest(value: unknown): value is RemotesManifest {
  if (typeof value !== 'object' || value === null) return false;
  const manifest = value as Record<string, unknown>;
  return (
    typeof manifest.contract === 'number' &&
    typeof manifest.remotes === 'object' &&
    manifest.remotes !== null &&
    Object.values(manifest.remotes).every(isRemoteEntry)
  );
}

async function fetchRemotesManifest(): Promise<RemotesManifest> {
  // no-cache: a redeployed remote is picked up on the next visit without rebuilding the host.
  const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  const body: unknown = await response.json();
  if (!isRemotesManifest(body))
    throw new Error(`${REMOTES_MANIFEST_URL} is not a remotes manifest`);
  return body;
}

let pending: Promise<RemotesManifest> | undefined;

/** The manifest, fetched once per page; `refresh` (a Retry) fetches it again. */
export function getRemotesManifest({ refresh = false } = {}): Promise<RemotesManifest> {
  if (!pending || refresh) {
    const request = fetchRemotesManifest();
    pending = request;
    // A failed fetch must not be served from cache to the next caller.
    request.catch(() => {
      if (pending === request) pending = undefined;
    });
  }
  return pending;
}
