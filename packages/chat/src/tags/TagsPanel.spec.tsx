import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DynamicTagsResponse, FreeTagsResponse } from '@ageless/contracts';
import { fakeApi, renderPage } from '@ageless/testing';
import { CHAT_TEXTS } from '../texts/chat-texts.js';
import { TagsPanel } from './TagsPanel.js';

// A chat component as a page shows it: the chat texts registered.
const page = { catalogues: { chat: CHAT_TEXTS } };

const FREE: FreeTagsResponse = {
  tags: [],
  popularTags: [
    { id: 'f1', text: 'Walking groups', category: 'social', icon: '🚶', clickCount: 9 },
  ],
  timestamp: '2026-11-23T10:00:00Z',
};

const dynamicTags = (language: string): DynamicTagsResponse => ({
  success: true,
  market: 'US',
  tags: [
    {
      id: 'd1',
      text: language === 'de' ? 'Rentenerhöhung 2026' : 'Medicare open enrollment',
      category: 'health',
      urgency: 'high',
      isNewsResponsive: true,
    },
    {
      id: 'd2',
      text: language === 'de' ? 'Ehrenamt finden' : 'Find volunteering',
      category: 'social',
      urgency: 'low',
      isNewsResponsive: false,
    },
  ],
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('TagsPanel', () => {
  it('shows popular and today’s topics; a pick fills the input and counts the click', async () => {
    const { calls: requests } = fakeApi(({ url }) => {
      if (url.startsWith('/api/free-tags?')) return { body: FREE };
      if (url.startsWith('/api/dynamic-tags?lang=en')) return { body: dynamicTags('en') };
      if (url.endsWith('/click')) return { body: { success: true } };
      return undefined;
    });
    const onPick = jest.fn();
    renderPage(<TagsPanel onPick={onPick} />, page);

    // Twelve skeleton tiles while today's topics load (spec §9).
    expect(screen.getByTestId('tag-skeletons').children).toHaveLength(12);
    const timely = await screen.findByRole('button', { name: /Medicare open enrollment/ });
    expect(timely.textContent).toContain('Timely');
    expect(screen.getByText(/^Updated /)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /Walking groups/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Find volunteering' }));
    expect(onPick.mock.calls).toEqual([['Walking groups'], ['Find volunteering']]);
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'POST')).toEqual([
        expect.objectContaining({ url: '/api/free-tags/click', body: { tagId: 'f1' } }),
        expect.objectContaining({ url: '/api/dynamic-tags/click', body: { tagId: 'd2' } }),
      ]),
    );
    const upgrade = screen.getByRole('link', { name: 'Upgrade to Premium Tags' });
    expect(upgrade.getAttribute('href')).toBe('/upgrade');
  });

  it('asks for today’s topics in the page’s language and shows them in German', async () => {
    const { calls: requests } = fakeApi(({ url }) => {
      if (url.startsWith('/api/free-tags?')) return { body: FREE };
      if (url.startsWith('/api/dynamic-tags?lang=de')) return { body: dynamicTags('de') };
      return undefined;
    });
    renderPage(<TagsPanel onPick={() => undefined} />, { ...page, language: 'de' });
    expect(await screen.findByRole('button', { name: 'Ehrenamt finden' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Heute entdecken' })).toBeTruthy();
    const asked = requests.find((request) => request.url.startsWith('/api/dynamic-tags'));
    expect(asked?.url).toBe('/api/dynamic-tags?lang=de');
  });

  it.each([
    [
      'en',
      'Popular This Week',
      'The topics people choose most this week will appear here. Until then, try one of today’s topics below.',
    ],
    [
      'de',
      'Beliebt diese Woche',
      'Hier erscheinen die Themen, die diese Woche am häufigsten gewählt werden. Bis dahin finden Sie unten die Themen von heute.',
    ],
  ] as const)(
    'on a new installation (%s) says what Popular This Week will show and where to start meanwhile',
    async (language, heading, line) => {
      fakeApi(({ url }) => {
        if (url.startsWith('/api/free-tags?')) return { body: { ...FREE, popularTags: [] } };
        if (url.startsWith('/api/dynamic-tags?')) return { body: dynamicTags(language) };
        return undefined;
      });
      renderPage(<TagsPanel onPick={() => undefined} />, { ...page, language: language });
      const popular = screen.getByRole('heading', { name: heading }).parentElement!;
      expect(await within(popular).findByText(line)).toBeTruthy();
      expect(within(popular).queryAllByRole('button')).toHaveLength(0);
      expect(screen.queryByText(/No topics right now|Gerade keine Themen/)).toBeNull();
    },
  );

  it('says so when today’s topics cannot be loaded, also when the API answers success: false', async () => {
    fakeApi(({ url }) => {
      if (url.startsWith('/api/free-tags?')) return { status: 500, body: {} };
      if (url.startsWith('/api/dynamic-tags?'))
        return { body: { ...dynamicTags('en'), success: false } };
      return undefined;
    });
    renderPage(<TagsPanel onPick={() => undefined} />, page);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to load dynamic content. Please refresh to try again.',
    );
    const popular = screen.getByRole('heading', { name: 'Popular This Week' }).parentElement!;
    expect(within(popular).queryAllByRole('button')).toHaveLength(0);
  });
});
