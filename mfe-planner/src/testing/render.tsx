import './polyfills';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@ageless/contracts';
import { initI18n } from '@ageless/i18n';
import '../app/i18n/register';

// React's own act() in jsdom: enough to render a screen and read what a person would see.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  /** The text, no-break spaces read as spaces. */
  text: () => string;
  rawText: () => string;
  unmount: () => void;
}

export async function render(ui: ReactNode, language: Language, path = '/'): Promise<Rendered> {
  const i18n = initI18n(language);
  await i18n.changeLanguage(language);
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root;
  await act(async () => {
    root = createRoot(container);
    root.render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </I18nextProvider>,
    );
  });
  return {
    container,
    text: () => (container.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '),
    rawText: () => container.textContent ?? '',
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}
