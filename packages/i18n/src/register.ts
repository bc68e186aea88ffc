import { LANGUAGES, type Language } from '@ageless/contracts';
import { initI18n } from './index.js';

type Tree = { readonly [key: string]: string | Tree };

/**
 * A remote's own namespace, added to the page's one i18n instance when its exposed module loads,
 * so each remote ships its texts with its code and stays independently deployable.
 */
export function registerCatalogue(
  namespace: string,
  catalogues: Record<Language, Tree>,
  i18n = initI18n(),
): void {
  for (const language of LANGUAGES) {
    // deep + overwrite: a newer remote version replaces the texts of an older one.
    i18n.addResourceBundle(language, namespace, catalogues[language], true, true);
  }
}

/** Every leaf of a catalogue as [dotted key, value]. */
export function catalogueLeaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null
      ? catalogueLeaves(value, path)
      : [[path, value]];
  });
}

/**
 * The keys one catalogue has and the other lacks, plus empty values, for a test to assert as [].
 * Kept here so every remote's catalogue test uses the same check.
 */
export function catalogueDifferences(en: Tree, de: Tree): string[] {
  const enLeaves = catalogueLeaves(en);
  const deLeaves = catalogueLeaves(de);
  const enKeys = new Set(enLeaves.map(([key]) => key));
  const deKeys = new Set(deLeaves.map(([key]) => key));
  return [
    ...[...enKeys].filter((key) => !deKeys.has(key)).map((key) => `missing in de: ${key}`),
    ...[...deKeys].filter((key) => !enKeys.has(key)).map((key) => `missing in en: ${key}`),
    ...[...enLeaves, ...deLeaves]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => `empty: ${key}`),
  ];
}

/** Jest-free assertion for catalogue specs: throws with the list of differences. */
export function expectSameKeys(en: Tree, de: Tree): void {
  const differences = catalogueDifferences(en, de);
  if (differences.length > 0) {
    throw new Error(`Catalogues differ:\n${differences.join('\n')}`);
  }
}
