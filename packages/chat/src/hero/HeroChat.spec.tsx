import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { TOPIC_TAGS } from '@ageless/contracts';
import { fakeFetch, renderChat } from '../testing/render.js';
import { HeroChat } from './HeroChat.js';

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fakeFetch(() => undefined);
});

const topicButtons = () =>
  within(screen.getByRole('region', { name: /Topics for today|Themen für heute/ }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('HeroChat', () => {
  it('a language switch changes every topic and service at once, none left in English', async () => {
    const { i18n } = renderChat(<HeroChat />);
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
    renderChat(<HeroChat />);
    expect(screen.getByText('How do I find a walking group?')).toBeTruthy();
    expect(screen.getByText('Ask at your local community centre.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start the conversation' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Your response' })).toBeTruthy();
    // The reply's Markdown renderer loads lazily: let it arrive before the test ends.
    await act(async () => {
      await import('../messages/ChatMarkdown.js');
    });
  });
});
