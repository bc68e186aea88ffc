// Where the embeddable chats keep their state: a host (the custom element) may ask for
// session storage or none at all (`storage="none"`), so nothing is written to its page.
export type StorageKind = 'local' | 'session' | 'none';

export interface ChatStorage {
  read<T>(key: string): T | undefined;
  readText(key: string): string | undefined;
  write(key: string, value: unknown): void;
}

function backend(kind: StorageKind): Storage | undefined {
  try {
    if (kind === 'local') return localStorage;
    if (kind === 'session') return sessionStorage;
  } catch (error) {
    // Blocked storage (privacy settings, sandboxed frames): the chat works without memory.
    console.warn('[chat] browser storage is not available', error);
  }
  return undefined;
}

export function chatStorage(kind: StorageKind = 'local'): ChatStorage {
  const store = backend(kind);
  const readText = (key: string) => {
    try {
      return store?.getItem(key) ?? undefined;
    } catch (error) {
      console.warn('[chat] could not read browser storage', error);
      return undefined;
    }
  };
  return {
    readText,
    read<T>(key: string) {
      const text = readText(key);
      if (text === undefined) return undefined;
      try {
        return JSON.parse(text) as T;
      } catch {
        console.warn(`[chat] ignoring unreadable ${key}`);
        return undefined;
      }
    },
    write(key, value) {
      try {
        store?.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
      } catch (error) {
        console.warn('[chat] could not write browser storage', error);
      }
    },
  };
}
