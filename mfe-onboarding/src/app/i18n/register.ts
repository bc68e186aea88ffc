import { registerCatalogue } from '@ageless/i18n';
import { de } from './de';
import { en, type OnboardingCatalogue } from './en';

declare module '@ageless/i18n' {
  interface RemoteCatalogues {
    onboarding: OnboardingCatalogue;
  }
}

// Runs once when the exposed module loads: the texts travel with the code.
registerCatalogue('onboarding', { en, de });
