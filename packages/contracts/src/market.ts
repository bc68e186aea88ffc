import type { Market } from './tags.js';

/**
 * Spec §4 market (landing widget, disclaimers): DE for a .de host or a German browser, EU for
 * British English, else US. Arguments default to the current page where there is one.
 */
export function detectMarket(
  hostname = typeof location === 'undefined' ? '' : location.hostname,
  browserLanguage = typeof navigator === 'undefined' ? '' : navigator.language,
): Market {
  const language = browserLanguage.toLowerCase();
  if (hostname.includes('.de') || language.startsWith('de')) return 'DE';
  if (language === 'en-gb') return 'EU';
  return 'US';
}
