import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@ageless/contracts';
import { NAMESPACES, resources, type Catalogue } from './catalogues/index.js';
import {
  applyDocumentLanguage,
  detectInitialLanguage,
  isLanguage,
  saveLanguage,
} from './language.js';

export {
  de,
  en,
  NAMESPACES,
  resources,
  type Catalogue,
  type Namespace,
} from './catalogues/index.js';
export {
  applyDocumentLanguage,
  detectInitialLanguage,
  isLanguage,
  saveLanguage,
  type LanguageEnvironment,
} from './language.js';
export {
  catalogueDifferences,
  catalogueLeaves,
  expectSameKeys,
  registerCatalogue,
} from './register.js';
export type { Language };

/**
 * Namespaces a remote registers at run time (registerCatalogue). A remote types its own with
 * `declare module '@ageless/i18n' { interface RemoteCatalogues { chat: ChatCatalogue } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RemoteCatalogues {}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Catalogue & RemoteCatalogues;
  }
}

// One instance per page: this package is a federation singleton, so the host and every remote
// get the same object.
let instance: I18n | undefined;

export function createI18n(language: Language): I18n {
  const i18n = i18next.createInstance();
  i18n
    .use(initReactI18next)
    .init({
      resources,
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: NAMESPACES,
      defaultNS: 'common',
      // React escapes output already.
      interpolation: { escapeValue: false },
      // Resources are bundled, so initialise synchronously and render translated on first paint.
      initAsync: false,
    })
    .catch((error: unknown) => console.error('[i18n] initialisation failed', error));
  return i18n;
}

/** The page's i18n instance, created on first call from the saved or browser language. */
export function initI18n(language: Language = detectInitialLanguage()): I18n {
  if (!instance) {
    instance = createI18n(language);
    applyDocumentLanguage(language);
  }
  return instance;
}

/** Switch language: save it, set <html lang>, re-render translated text. */
export async function setLanguage(language: Language): Promise<void> {
  if (!isLanguage(language)) throw new Error(`Unsupported language: ${String(language)}`);
  saveLanguage(language);
  applyDocumentLanguage(language);
  await initI18n(language).changeLanguage(language);
}
