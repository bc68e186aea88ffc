// Where the chats keep their conversations: local storage (this device, every tab, until the person
// forgets it), session storage (this tab; a host page may ask for it) or none (`storage="none"`:
// nothing is written to the host's page).
export type StorageKind = 'local' | 'session' | 'none';

/** What became of the last write: kept, refused for lack of room, or impossible (blocked). */
export type WriteResult = 'kept' | 'full' | 'blocked';

export interface ChatStorage {
  /** The kind asked for, and whether the browser grants it (private mode, sandboxed frames). */
  readonly kind: StorageKind;
  readonly available: boolean;
  read<T>(key: string): T | undefined;
  readText(key: string): string | undefined;
  write(key: string, value: unknown): WriteResult;
  remove(key: string): void;
}

function backend(kind: StorageKind): Storage | undefined {
  try {
    const store = kind === 'local' ? localStorage : kind === 'session' ? sessionStorage : undefined;
    if (!store) return undefined;
    // Safari in a third-party frame and old private modes hand out a store that throws on use.
    const probe = '__ageless-chat-probe__';
    store.setItem(probe, '1');
    store.removeItem(probe);
    return store;
  } catch (error) {
    // Blocked storage (privacy settings, sandboxed frames): the chat works without memory.
    console.warn('[chat] browser storage is not available', error);
  }
  return undefined;
}

// QuotaExceededError by name (most browsers) or by its legacy codes (old WebKit and Firefox).
function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException)) return false;
  return (
    error.name === 'QuotaExceededError' ||
    error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    error.code === 22 ||
    error.code === 1014
  );
}

export function chatStorage(kind: StorageKind = 'local'): ChatStorage {
  const store = kind === 'none' ? undefined : backend(kind);
  const readText = (key: string) => {
    try {
      return store?.getItem(key) ?? undefined;
    } catch (error) {
      console.warn('[chat] could not read browser storage', error);
      return undefined;
    }
  };
  return {
    kind,
    available: store !== undefined,
    readText,
    read<T>(key: string) {
      const text = readText(key);
      if (text === undefined) return undefined;
      try {
        return JSON.parse(text) as T;
      } catch {
        // A damaged copy (cut off by a full disk, edited by hand) is treated as no copy at all.
        console.warn(`[chat] ignoring unreadable ${key}`);
        return undefined;
      }
    },
    write(key, value) {
      if (!store) return 'blocked';
      try {
        store.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
        return 'kept';
      } catch (error) {
        console.warn('[chat] could not write browser storage', error);
        return isQuotaError(error) ? 'full' : 'blocked';
      }
    },
    remove(key) {
      try {
        store?.removeItem(key);
      } catch (error) {
        console.warn('[chat] could not remove from browser storage', error);
      }
    },
  };
}
