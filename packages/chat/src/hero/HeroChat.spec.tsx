import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOPIC_TAGS } from '@ageless/contracts';
import { fakeApi, renderPage } from '@ageless/testing';
import { CHAT_TEXTS } from '../texts/chat-texts.js';
import { HeroChat } from './HeroChat.js';

// A chat component as a page shows it: the chat texts registered.
const page = { catalogues: { chat: CHAT_TEXTS } };

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fakeApi(() => undefined);
});

const topicButtons = () =>
  within(screen.getByRole('region', { name: /Topics for today|Themen für heute/ }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('HeroChat', () => {
  it('a language switch changes every topic and service at once, none left in English', async () => {
    const { i18n } = renderPage(<HeroChat />, page);
    const english = topicButtons();
    expect(english).toContain('Social Security timing');

    await act(async () => {
      await i18n.changeLanguage('de');
    });
    const german = topicButtons();
    expect(german).toHaveLength(english.length);
    const germanLabels = TOPIC_TAGS.map((topic) => topic.tagTextDE);
    for (const label of german) expect(germanLabels).toContain(label);
    expect(screen.getByRole('button', { name: 'Gespräch beginnen' })).toBeTruthy();
    expect(screen.queryByText('Healthcare costs')).toBeNull();
  });

  it('after Back or a reload shows the conversation again, open where it was left', async () => {
    localStorage.setItem('ageless-connect-session-id', 'widget-1234');
    localStorage.setItem(
      'ageless-connect-chat-history',
      JSON.stringify([
        { role: 'user', content: 'How do I find a walking group?' },
        { role: 'assistant', content: 'Ask at your local community centre.' },
      ]),
    );
    renderPage(<HeroChat />, page);
    expect(screen.getByText('How do I find a walking group?')).toBeTruthy();
    expect(screen.getByText('Ask at your local community centre.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start the conversation' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Your response' })).toBeTruthy();
    // The reply's Markdown renderer loads lazily: let it arrive before the test ends.
    await act(async () => {
      await import('../messages/ChatMarkdown.js');
    });
  });

  it('the Start button sends what was typed in the question box, as Enter does', async () => {
    const { calls: requests } = fakeApi(({ url }) =>
      url.endsWith('/api/chat') ? { body: { response: 'At 67, or earlier.' } } : undefined,
    );
    const user = userEvent.setup();
    renderPage(<HeroChat />, page);
    await user.type(
      screen.getByRole('searchbox', { name: 'What would you like to explore?' }),
      'When can I retire?',
    );
    await user.click(screen.getByRole('button', { name: 'Start the conversation' }));

    expect(await screen.findByText('When can I retire?')).toBeTruthy();
    await waitFor(() =>
      expect(
        requests.some(
          (request) =>
            request.method === 'POST' && /When can I retire\?/.test(JSON.stringify(request.body)),
        ),
      ).toBe(true),
    );
    expect(
      (
        screen.getByRole('searchbox', {
          name: 'What would you like to explore?',
        }) as HTMLInputElement
      ).value,
    ).toBe('');
    expect(screen.queryByRole('button', { name: 'Start the conversation' })).toBeNull();
    await act(async () => {
      await import('../messages/ChatMarkdown.js');
    });
  });

  it('the Start button with an empty question box opens the conversation and focuses its input', async () => {
    const { calls: requests } = fakeApi(() => undefined);
    const user = userEvent.setup();
    renderPage(<HeroChat />, page);
    await user.click(screen.getByRole('button', { name: 'Start the conversation' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your response' })),
    );
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
