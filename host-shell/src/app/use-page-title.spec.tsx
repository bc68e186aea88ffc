import { act } from '@testing-library/react';
import { ROUTES } from '@ageless/contracts';
import { createI18n } from '@ageless/i18n';
import { renderPage } from '@ageless/testing';
import { usePageTitle } from './use-page-title';

function Titled() {
  usePageTitle();
  return null;
}

function renderAt(path: string, language: 'en' | 'de') {
  return renderPage(<Titled />, { route: path, language }).i18n;
}

describe('the title of each page', () => {
  it.each([
    ['/', 'en', 'Ageless Connect: Turn What You Have Into The Life You Want'],
    ['/chat', 'en', 'AI Guide | Ageless Connect'],
    ['/budget-optimizer', 'de', 'Budget-Optimierer | Ageless Connect'],
    [
      '/matches/5b0e8f51-3a51-4c1e-9d2b-0a8f6f0f2b11/',
      'de',
      'Ihre Synergie-Matches | Ageless Connect',
    ],
    ['/upgrade', 'en', 'Upgrade to Connector | Ageless Connect'],
    ['/no-such-page', 'en', 'Page Not Found | Ageless Connect'],
    ['/no-such-page', 'de', 'Seite nicht gefunden | Ageless Connect'],
  ] as const)('names %s in %s after the page', (path, language, title) => {
    renderAt(path, language);
    expect(document.title).toBe(title);
  });

  it('follows a switch of the language', async () => {
    const i18n = renderAt('/onboarding', 'en');
    expect(document.title).toBe('Discover Your Synergy Profile | Ageless Connect');
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(document.title).toBe('Entdecken Sie Ihr Synergie-Profil | Ageless Connect');
  });

  it.each(['en', 'de'] as const)(
    'has a title in %s for every route of the one list',
    (language) => {
      const i18n = createI18n(language);
      const missing = ROUTES.filter((route) => !i18n.exists(route.titleKey, { ns: 'shell' }));
      expect(missing).toEqual([]);
    },
  );
});
