import { registerCatalogue } from '@ageless/i18n';
import { de } from './de';
import { en, type LandingCatalogue } from './en';

declare module '@ageless/i18n' {
  interface RemoteCatalogues {
    landing: LandingCatalogue;
  }
}

// Runs once when the exposed module loads: the texts travel with the code.
registerCatalogue('landing', { en, de });
