import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FloatingChat } from '../floating/FloatingChat.js';
import { HeroChat } from '../hero/HeroChat.js';
import { fakeApi, renderPage, type FakeCall } from '@ageless/testing';
import { CHAT_TEXTS } from '../texts/chat-texts.js';

// A chat component as a page shows it: the chat texts registered.
const page = { catalogues: { chat: CHAT_TEXTS } };

// The two ways out of a conversation, as the reader meets them in the widget (German) and in the
// landing hero (English): start a new one, or forget this one after a plain question.

const WIDGET_KEY = 'ageless-connect-chat-session';
const SESSION_ID = 'widget-3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

function keepWidgetConversation() {
  localStorage.setItem(
    WIDGET_KEY,
    JSON.stringify({
      id: SESSION_ID,
      messages: [
        { id: 'q', role: 'user', content: 'Wann kann ich in Rente gehen?', timestamp: '' },
        { id: 'a', role: 'assistant', content: 'Mit 67 Jahren.', timestamp: '' },
      ],
      conversationCount: 1,
    }),
  );
}

let requests: FakeCall[];
let serverReachable: boolean;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  serverReachable = true;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  requests = fakeApi(({ method }) => {
    if (method === 'DELETE') {
      if (!serverReachable) throw new TypeError('Failed to fetch');
      return { status: 204, body: {} };
    }
    // The server no longer has the conversation: the copy on this device is shown.
    return undefined;
  }).calls;
});

const erasures = () => requests.filter((request) => request.method === 'DELETE');

describe('ConversationTools in the widget (German)', () => {
  it('says where the conversation is kept and forgets it only after a plain "yes"', async () => {
    keepWidgetConversation();
    const user = userEvent.setup();
    renderPage(<FloatingChat placement="inline" language="de" />, { ...page, language: 'de' });
    const panel = screen.getByRole('dialog', { name: 'Ageless Connect' });
    expect(within(panel).getByText('Mit 67 Jahren.')).toBeTruthy();
    expect(
      within(panel).getByText(
        'Dieses Gespräch bleibt auf diesem Gerät gespeichert, bis Sie es vergessen.',
      ),
    ).toBeTruthy();

    // By keyboard: the button, then the question; Escape answers "no" and keeps the panel open.
    const forget = within(panel).getByRole('button', { name: 'Dieses Gespräch vergessen' });
    forget.focus();
    await user.keyboard('{Enter}');
    const question = within(panel).getByRole('group', { name: 'Dieses Gespräch vergessen?' });
    expect(question).toHaveProperty(
      'textContent',
      expect.stringContaining('von diesem Gerät und von unserem Server gelöscht'),
    );
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('Dieses Gespräch vergessen?'),
    );
    await user.keyboard('{Escape}');
    expect(within(panel).queryByRole('group', { name: 'Dieses Gespräch vergessen?' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Ageless Connect' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(panel).getByRole('button', { name: 'Dieses Gespräch vergessen' }),
      ),
    );
    expect(erasures()).toHaveLength(0);
    expect(within(panel).getByText('Mit 67 Jahren.')).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Dieses Gespräch vergessen' }));
    await user.click(within(panel).getByRole('button', { name: 'Ja, vergessen' }));
    expect(await within(panel).findByText('Das Gespräch ist vergessen.')).toBeTruthy();
    expect(within(panel).queryByText('Mit 67 Jahren.')).toBeNull();
    expect(erasures().map((request) => request.url)).toEqual([`/api/chat/${SESSION_ID}`]);
    expect(localStorage.getItem(WIDGET_KEY)).toBeNull();
    // Back where the reader goes on: the input, and the quick start topics of an empty chat.
    expect(document.activeElement).toBe(
      within(panel).getByRole('textbox', { name: 'Ihre Nachricht' }),
    );
    expect(within(panel).getByRole('heading', { name: 'Schnellstart-Themen' })).toBeTruthy();
  });

  it('"Neues Gespräch beginnen" clears the panel without asking and without erasing', async () => {
    keepWidgetConversation();
    const user = userEvent.setup();
    renderPage(<FloatingChat placement="inline" language="de" />, { ...page, language: 'de' });
    await user.click(screen.getByRole('button', { name: 'Neues Gespräch beginnen' }));
    expect(screen.queryByText('Wann kann ich in Rente gehen?')).toBeNull();
    expect(screen.getByText('Ein neues Gespräch hat begonnen.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dieses Gespräch vergessen' })).toBeNull();
    expect(erasures()).toHaveLength(0);
    expect(localStorage.getItem(WIDGET_KEY)).toBeNull();
  });

  it('tells the reader when the server could not be reached to erase its copy', async () => {
    keepWidgetConversation();
    serverReachable = false;
    const user = userEvent.setup();
    renderPage(<FloatingChat placement="inline" language="de" />, { ...page, language: 'de' });
    await user.click(screen.getByRole('button', { name: 'Dieses Gespräch vergessen' }));
    await user.click(screen.getByRole('button', { name: 'Ja, vergessen' }));
    expect(
      await screen.findByText(
        /Das Gespräch ist von diesem Gerät gelöscht\. Unser Server war nicht/,
      ),
    ).toBeTruthy();
    expect(localStorage.getItem(WIDGET_KEY)).toBeNull();
  });
});

describe('ConversationTools in the landing hero (English)', () => {
  it('offers both buttons under a conversation and "No, keep it" keeps it', async () => {
    localStorage.setItem('ageless-connect-session-id', 'widget-hero-123456');
    localStorage.setItem(
      'ageless-connect-chat-history',
      JSON.stringify([
        { role: 'user', content: 'How do I find a walking group?' },
        { role: 'assistant', content: 'Ask your local senior centre.' },
      ]),
    );
    const user = userEvent.setup();
    renderPage(<HeroChat />, page);
    expect(screen.getByRole('button', { name: 'Start a new conversation' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Forget this conversation' }));
    expect(
      screen.getByText(
        'Everything you and the guide wrote here will be deleted from this device and from our server. You cannot get it back.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(screen.getByText('Ask your local senior centre.')).toBeTruthy();
    expect(localStorage.getItem('ageless-connect-chat-history')).toContain('walking group');

    await user.click(screen.getByRole('button', { name: 'Forget this conversation' }));
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Yes, forget it' }));
    });
    expect(await screen.findByText('The conversation is forgotten.')).toBeTruthy();
    expect(screen.queryByText('Ask your local senior centre.')).toBeNull();
    expect(localStorage.getItem('ageless-connect-chat-history')).toBeNull();
    expect(localStorage.getItem('ageless-connect-session-id')).toBeNull();
    expect(erasures().map((request) => request.url)).toEqual(['/api/chat/widget-hero-123456']);
  });
});
