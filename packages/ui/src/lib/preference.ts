import { useSyncExternalStore } from 'react';

/**
 * A reader's setting kept in local storage (text size, calm mode): every part of the page that
 * reads it re-renders when it changes, here or in another tab. Blocked storage keeps it in memory.
 */
export interface Preference<T extends string> {
  key: string;
  read(): T;
  /** `persist` false: for this page only (a host that asked the widget to write nothing). */
  write(value: T, persist?: boolean): void;
  useValue(): T;
}

const CHANGED = 'ageless-preference';

export function createPreference<T extends string>(
  key: string,
  allowed: readonly T[],
  fallback: T,
): Preference<T> {
  let memory: T | undefined;
  const valid = (value: unknown): value is T => allowed.includes(value as T);

  const read = (): T => {
    if (memory !== undefined) return memory;
    try {
      const stored = localStorage.getItem(key);
      if (valid(stored)) return stored;
    } catch {
      // Storage blocked (privacy settings, sandboxed frame): the default until changed.
    }
    return fallback;
  };

  const subscribe = (onChange: () => void) => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key) return;
      memory = undefined;
      onChange();
    };
    window.addEventListener(CHANGED, onChange);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(CHANGED, onChange);
      window.removeEventListener('storage', onStorage);
    };
  };

  return {
    key,
    read,
    write(value, persist = true) {
      memory = value;
      if (persist) {
        try {
          localStorage.setItem(key, value);
        } catch (error) {
          console.warn(`[ui] could not remember ${key}`, error);
        }
      }
      window.dispatchEvent(new Event(CHANGED));
    },
    useValue: () => useSyncExternalStore(subscribe, read, () => fallback),
  };
}
