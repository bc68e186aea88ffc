import { registerCatalogue } from '@ageless/i18n';
import { de } from './de';
import { en, type CalculatorsCatalogue } from './en';

declare module '@ageless/i18n' {
  interface RemoteCatalogues {
    calculators: CalculatorsCatalogue;
  }
}

// Runs when a calculator screen loads: its texts travel with its code.
registerCatalogue('calculators', { en, de });
