import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initI18n } from '@ageless/i18n';
import { AppProviders, createQueryClient } from '@ageless/ui';
import { registerChatTexts } from '@ageless/chat';
import { ChatPage } from './ChatPage';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // Tags and the stored conversation are not what these tests look at: the API answers 404.
  globalThis.fetch = (async () =>
    ({
      ok: false,
      status: 404,
      statusText: 'Not Found',
      text: async () => '{}',
      json: async () => ({}),
    }) as Response) as typeof fetch;
});

async function renderPage(route: string) {
  const i18n = initI18n('en');
  await act(async () => {
    await i18n.changeLanguage('en');
  });
  registerChatTexts();
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <ChatPage />
      </MemoryRouter>
    </AppProviders>,
  );
  return i18n;
}

describe('ChatPage', () => {
  it('/chat?lang=de switches the page to German and remembers it', async () => {
    const i18n = await renderPage('/chat?lang=de');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ageless Synergie-Guide' }),
    ).toBeTruthy();
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('ageless-connect-language')).toBe('de');
    expect(screen.getByRole('checkbox', { name: /Ruhiger Modus/ })).toBeTruthy();
  });

  it('/chat?lang=xx is ignored', async () => {
    const i18n = await renderPage('/chat?lang=xx&prompt=Hello');
    expect(screen.getByRole('heading', { level: 1, name: 'Ageless Synergy Guide' })).toBeTruthy();
    expect(i18n.language).toBe('en');
    expect(
      (screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value,
    ).toBe('Hello');
  });

  it('shows the conversation of this tab again after a reload', async () => {
    sessionStorage.setItem(
      'ageless-connect-page-chat',
      JSON.stringify({
        id: 'page-0b9f8a1e-1111-4c2d-9e3f-123456789abc',
        messages: [
          { id: 'm1', role: 'user', content: 'Is Pflegegrad 2 enough?', timestamp: '' },
          { id: 'm2', role: 'assistant', content: 'It depends on your needs.', timestamp: '' },
        ],
        conversationCount: 1,
      }),
    );
    await renderPage('/chat');
    expect(screen.getByText('Is Pflegegrad 2 enough?')).toBeTruthy();
    expect(await screen.findByText('It depends on your needs.')).toBeTruthy();
  });
});
