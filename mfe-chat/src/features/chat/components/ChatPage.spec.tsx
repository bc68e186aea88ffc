import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@ageless/i18n';
import { registerChatTexts } from '@ageless/chat';
import { fakeApi, renderPage, type FakeCall } from '@ageless/testing';
import { ChatPage } from './ChatPage';

let calls: FakeCall[] = [];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // Tags and the stored conversation are not what these tests look at: the API answers 404.
  calls = fakeApi(() => ({ status: 404, body: {} })).calls;
});

// The page's one i18n instance: ?lang= switches it, as it switches the host's.
async function renderChatPage(route: string) {
  const i18n = initI18n('en');
  await act(async () => {
    await i18n.changeLanguage('en');
  });
  registerChatTexts();
  renderPage(<ChatPage />, { i18n, route });
  return i18n;
}

describe('ChatPage', () => {
  it('/chat?lang=de switches the page to German and remembers it', async () => {
    const i18n = await renderChatPage('/chat?lang=de');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ageless Synergie-Guide' }),
    ).toBeTruthy();
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('ageless-connect-language')).toBe('de');
    expect(screen.getByRole('checkbox', { name: /Ruhiger Modus/ })).toBeTruthy();
  });

  it('/chat?lang=xx is ignored', async () => {
    const i18n = await renderChatPage('/chat?lang=xx&prompt=Hello');
    expect(screen.getByRole('heading', { level: 1, name: 'Ageless Synergy Guide' })).toBeTruthy();
    expect(i18n.language).toBe('en');
    expect(
      (screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value,
    ).toBe('Hello');
  });

  it('takes over the conversation an older version kept for this tab only', async () => {
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
    await renderChatPage('/chat');
    expect(screen.getByText('Is Pflegegrad 2 enough?')).toBeTruthy();
    expect(await screen.findByText('It depends on your needs.')).toBeTruthy();
  });

  it('shows the conversation kept on this device in a new tab, with where it is kept', async () => {
    localStorage.setItem(
      'ageless-connect-page-chat',
      JSON.stringify({
        v: 2,
        id: 'page-5c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
        messages: [
          { id: 'm1', role: 'user', content: 'What is a Rentenlücke?', timestamp: '' },
          {
            id: 'm2',
            role: 'assistant',
            content: 'The gap between pension and needs.',
            timestamp: '',
          },
        ],
        conversationCount: 1,
      }),
    );
    await renderChatPage('/chat');
    expect(screen.getByText('What is a Rentenlücke?')).toBeTruthy();
    expect(
      screen.getByText('This conversation is kept on this device until you forget it.'),
    ).toBeTruthy();
  });

  it('the conversation box: its title on top, the input at the bottom, the hint described', async () => {
    await renderChatPage('/chat');
    const box = screen.getByTestId('chat-conversation');
    expect(
      within(box).getByRole('heading', { level: 1, name: 'Ageless Synergy Guide' }),
    ).toBeTruthy();
    const input = within(box).getByRole('textbox', { name: 'Your message' });
    const hintId = input.getAttribute('aria-describedby')!;
    expect(document.getElementById(hintId)?.textContent).toBe(
      'Enter sends. Shift+Enter starts a new line.',
    );
    // No conversation yet: nothing to start afresh from or to forget.
    expect(screen.queryByRole('button', { name: 'Forget this conversation' })).toBeNull();
  });

  it('"Forget this conversation" asks, then erases it here and on the server', async () => {
    const id = 'page-7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a';
    localStorage.setItem(
      'ageless-connect-page-chat',
      JSON.stringify({
        v: 2,
        id,
        messages: [{ id: 'm1', role: 'user', content: 'My pension statement', timestamp: '' }],
        conversationCount: 1,
      }),
    );
    const user = userEvent.setup();
    await renderChatPage('/chat');
    await user.click(screen.getByRole('button', { name: 'Forget this conversation' }));
    expect(screen.getByRole('group', { name: 'Forget this conversation?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes, forget it' }));
    expect(await screen.findByText('The conversation is forgotten.')).toBeTruthy();
    expect(screen.queryByText('My pension statement')).toBeNull();
    expect(localStorage.getItem('ageless-connect-page-chat')).toBeNull();
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', url: `/api/chat/${id}` }),
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your message' }));
  });
  it('shows a kept answer with its link to the planner and the numbers it used', async () => {
    const path = '/pension-planner?system=us&pia=2000&born=1962&claim=62';
    localStorage.setItem(
      'ageless-connect-page-chat',
      JSON.stringify({
        v: 2,
        id: 'page-6d2e3f4a-5b6c-4d7e-8f90-1a2b3c4d5e6f',
        messages: [
          { id: 'm1', role: 'user', content: 'My PIA is $2,000, born 1962. At 62?', timestamp: '' },
          {
            id: 'm2',
            role: 'assistant',
            content: 'At 62: $1,400.00 a month (30% less).',
            timestamp: '',
            planner: { path },
          },
        ],
        conversationCount: 1,
      }),
    );
    await renderChatPage('/chat');
    const link = await screen.findByRole('link', {
      name: 'Open the pension planner with these numbers',
    });
    expect(link.getAttribute('href')).toBe(path);
  });
});
