import { LANGUAGES, STORAGE_KEYS, type Language } from '@ageless/contracts';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export interface LanguageEnvironment {
  storage?: Pick<Storage, 'getItem'> | undefined;
  navigatorLanguage?: string | undefined;
}

function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(STORAGE_KEYS.language) ?? null;
  } catch (error) {
    // Storage can be blocked (privacy settings); fall back to the browser language.
    console.warn('[i18n] could not read the saved language', error);
    return null;
  }
}

// Merely reading `localStorage` throws a SecurityError where storage is blocked, e.g. in a
// third-party iframe (/embed on another site) with third-party storage blocked.
function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch (error) {
    console.warn('[i18n] browser storage is not available', error);
    return undefined;
  }
}

/** Spec §4: the saved language if valid, else German for a German browser, else English. */
export function detectInitialLanguage(
  env: LanguageEnvironment = {
    storage: browserStorage(),
    navigatorLanguage: typeof navigator === 'undefined' ? undefined : navigator.language,
  },
): Language {
  const stored = readStoredLanguage(env.storage);
  if (isLanguage(stored)) return stored;
  return env.navigatorLanguage?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

export function saveLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch (error) {
    // The switch still works for this visit; only remembering it failed.
    console.warn('[i18n] could not save the language', error);
  }
}

export function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
