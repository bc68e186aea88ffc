import { registerCatalogue } from '@ageless/i18n';
import { de } from './de';
import { en, type MatchesCatalogue } from './en';

declare module '@ageless/i18n' {
  interface RemoteCatalogues {
    matches: MatchesCatalogue;
  }
}

// Runs once when the exposed module loads: the texts travel with the code.
registerCatalogue('matches', { en, de });
