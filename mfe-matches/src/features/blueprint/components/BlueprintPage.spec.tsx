import { fakeApi, renderPage } from '@ageless/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type BlueprintDetail } from '@ageless/contracts';
import App, { MATCHES_PATHS } from '../../../app/App';
import { de } from '../../../app/i18n/de';
import { en } from '../../../app/i18n/en';

// The matches remote as the host shows it: its texts, its routes, where the router is.
const page = { catalogues: { matches: { en, de } }, paths: MATCHES_PATHS, showLocation: true };

const ID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const KEY = 'intergenerational-homeshare';
const PATH = `/matches/${ID}/blueprints/${KEY}`;

const detail: BlueprintDetail = {
  key: KEY,
  name: 'Home share',
  description: 'Share your home with someone who helps.',
  category: 'Housing',
  categoryKey: 'housing',
  participants: { min: 2, max: 2 },
  match: {
    score: 0.8,
    matchType: 'high',
    reasons: ['Your spare room fits their need for a home'],
    blueprint: { name: 'Home share', description: '', category: 'Housing' },
  },
  firstSteps: ['Meet for a coffee in a public place'],
  agreement: {
    title: 'A home-sharing agreement',
    items: ['Costs', 'Quiet hours', 'Guests', 'Chores', 'A trial period'],
  },
  safetyTips: ['Never send money or share bank details'],
  people: [
    {
      handle: 'h'.repeat(22),
      distanceBadge: 'local',
      distanceBand: 'town',
      brings: ['Cooking'],
      needs: ['Extra space in the home'],
      sharedValues: ['Community'],
      time: 'Regular',
      energy: 'Moderate',
      introduction: null,
    },
  ],
  canConnect: true,
  requestsLeftToday: 5,
  page: 1,
  pageCount: 1,
};

describe('the blueprint page', () => {
  it('shows a person by the card they chose: name, age group, town, languages and their sentence', async () => {
    const anna = {
      ...detail.people[0]!,
      card: {
        firstName: 'Anna',
        ageBand: '70-74' as const,
        place: 'Berlin-Spandau',
        languages: ['de' as const, 'en' as const],
        about: 'I have a spare room and a big garden.',
      },
    };
    fakeApi({
      [`GET /api/profiles/${ID}/blueprints/${KEY}`]: {
        body: { ...detail, people: [anna, { ...detail.people[0]!, handle: 'g'.repeat(22) }] },
      },
    });
    renderPage(<App />, { ...page, route: PATH });
    const [first, second] = await screen.findAllByTestId('nearby-person');
    const card = within(first!);
    expect(card.getByRole('heading', { name: 'Anna' })).toBeTruthy();
    expect(card.getByText('70–74')).toBeTruthy();
    expect(card.getByText('Berlin-Spandau')).toBeTruthy();
    expect(card.getByText('German, English')).toBeTruthy();
    expect(card.getByText('I have a spare room and a big garden.')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Ask to be introduced (Anna)' })).toBeTruthy();
    // Someone who chose nothing keeps a number, and no card facts appear for them.
    const other = within(second!);
    expect(other.getByRole('heading', { name: 'Person 2' })).toBeTruthy();
    expect(other.queryByText('Age:')).toBeNull();
  });

  it('shows what to agree on, how to stay safe and the people nearby by their options only', async () => {
    fakeApi({ [`GET /api/profiles/${ID}/blueprints/${KEY}`]: { body: detail } });
    renderPage(<App />, { ...page, route: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home share' })).toBeTruthy();
    for (const item of detail.agreement.items) expect(screen.getByText(item)).toBeTruthy();
    expect(screen.getByText('Never send money or share bank details')).toBeTruthy();
    const person = screen.getByTestId('nearby-person');
    expect(within(person).getByText('Local')).toBeTruthy();
    expect(within(person).getByText('In your town')).toBeTruthy();
    expect(within(person).getByText('Cooking')).toBeTruthy();
    expect(within(person).getByText('Extra space in the home')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to my matches/ }).getAttribute('href')).toBe(
      `/matches/${ID}`,
    );
  });

  it('says "for 2 people", never "2 to 2", in English and German', async () => {
    fakeApi({ [`GET /api/profiles/${ID}/blueprints/${KEY}`]: { body: detail } });
    const { unmount } = renderPage(<App />, { ...page, route: PATH });
    expect(await screen.findByText('For 2 people')).toBeTruthy();
    expect(screen.queryByText(/2 to 2/)).toBeNull();
    unmount();
    fakeApi({
      [`GET /api/profiles/${ID}/blueprints/${KEY}`]: {
        body: { ...detail, participants: { min: 3, max: 20 } },
      },
    });
    renderPage(<App />, { ...page, route: PATH, language: 'de' });
    expect(await screen.findByText('Für 3 bis 20 Personen')).toBeTruthy();
  });

  it('marks where a long German name may break on a phone, read out as written', async () => {
    const name = 'Generationenübergreifendes Wohnen für Hilfe';
    fakeApi({ [`GET /api/profiles/${ID}/blueprints/${KEY}`]: { body: { ...detail, name } } });
    renderPage(<App />, { ...page, route: PATH, language: 'de' });
    const heading = await screen.findByRole('heading', { level: 1 });
    // Soft hyphens where a browser without a German dictionary would split mid-syllable unmarked.
    expect(heading.textContent).toContain(
      'Gene\u00ADra\u00ADti\u00ADo\u00ADne\u00ADnü\u00ADber\u00ADgrei\u00ADfendes',
    );
    expect(heading.textContent?.replaceAll('\u00AD', '')).toBe(name);
  });

  it('says "Für 2 Personen" in German', async () => {
    fakeApi({ [`GET /api/profiles/${ID}/blueprints/${KEY}`]: { body: detail } });
    renderPage(<App />, { ...page, route: PATH, language: 'de' });
    expect(await screen.findByText('Für 2 Personen')).toBeTruthy();
    expect(screen.queryByText(/2 bis 2/)).toBeNull();
  });

  it('asks to be introduced with a short message, counting the characters', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      [`GET /api/profiles/${ID}/blueprints/${KEY}`]: { body: detail },
      [`POST /api/profiles/${ID}/introductions`]: { status: 201, body: {} },
    });
    renderPage(<App />, { ...page, route: PATH });
    await user.click(
      await screen.findByRole('button', { name: 'Ask to be introduced (Person 1)' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('0 of 500 characters')).toBeTruthy();
    expect(within(dialog).getByText('Links are removed before it is sent.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByText('Please write a short message.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText('Your message'), 'Hello, I cook.');
    expect(within(dialog).getByText('14 of 500 characters')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        blueprintKey: KEY,
        handle: 'h'.repeat(22),
        message: 'Hello, I cook.',
      }),
    );
  });

  it('shows the API’s own words when it refuses, e.g. the daily limit', async () => {
    const user = userEvent.setup();
    fakeApi({
      [`GET /api/profiles/${ID}/blueprints/${KEY}`]: { body: detail },
      [`POST /api/profiles/${ID}/introductions`]: {
        status: 429,
        body: {
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'You can ask for 5 introductions a day.',
        },
      },
    });
    renderPage(<App />, { ...page, route: PATH });
    await user.click(
      await screen.findByRole('button', { name: 'Ask to be introduced (Person 1)' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your message'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('You can ask for 5 introductions a day.')).toBeTruthy();
  });

  it('hides the people from a browser that does not own the profile', async () => {
    fakeApi({
      [`GET /api/profiles/${ID}/blueprints/${KEY}`]: {
        body: { ...detail, canConnect: false, people: [] },
      },
    });
    renderPage(<App />, { ...page, route: PATH });
    expect(await screen.findByText(/Only the browser that made this profile/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ask to be introduced/ })).toBeNull();
  });

  it("says the profile was made on another device when the API answers that it is another browser's", async () => {
    fakeApi({
      [`GET /api/profiles/${ID}/blueprints/${KEY}`]: {
        status: 403,
        body: {
          statusCode: 403,
          error: 'Forbidden',
          message: 'Dieses Profil gehört zu einem anderen Browser.',
        },
      },
    });
    renderPage(<App />, { ...page, route: PATH, language: 'de' });
    expect(
      await screen.findByRole('heading', {
        name: 'Dieses Profil wurde auf einem anderen Gerät erstellt',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Erneut versuchen|Try again/ })).toBeNull();
  });

  it('tells an unknown idea from an unknown profile', async () => {
    fakeApi({ [`GET /api/profiles/${ID}/matches`]: { body: { matches: [] } } });
    renderPage(<App />, { ...page, route: PATH });
    expect(
      await screen.findByRole('heading', { name: 'We could not find this idea' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my matches' }).getAttribute('href')).toBe(
      `/matches/${ID}`,
    );
  });

  it('says so when the profile itself is gone', async () => {
    fakeApi({});
    renderPage(<App />, { ...page, route: PATH, language: 'de' });
    expect(
      await screen.findByRole('heading', { name: 'Wir haben dieses Profil nicht gefunden' }),
    ).toBeTruthy();
  });

  it('shows the next page of people with "More people", by keyboard, until the last', async () => {
    const user = userEvent.setup();
    const person = (handle: string) => ({ ...detail.people[0]!, handle: handle.repeat(22) });
    const { calls } = fakeApi(({ url }) => {
      const second = url.includes('page=2');
      return {
        body: {
          ...detail,
          people: second ? [person('b')] : [person('a')],
          page: second ? 2 : 1,
          pageCount: 2,
        },
      };
    });
    renderPage(<App />, { ...page, route: PATH });
    expect(await screen.findAllByTestId('nearby-person')).toHaveLength(1);
    const more = screen.getByRole('button', { name: 'More people' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('nearby-person')).toHaveLength(2));
    expect(calls.some((call) => call.url.includes('page=2'))).toBe(true);
    // Numbered on from the first page, and focus where the new people begin.
    expect(screen.getByRole('heading', { name: 'Person 2' })).toBeTruthy();
    await waitFor(() =>
      expect(
        document.activeElement?.contains(screen.getByRole('heading', { name: 'Person 2' })),
      ).toBe(true),
    );
    expect(screen.queryByRole('button', { name: 'More people' })).toBeNull();
  });

  it('says "Weitere Personen" in German', async () => {
    fakeApi({
      [`GET /api/profiles/${ID}/blueprints/${KEY}`]: { body: { ...detail, pageCount: 3 } },
    });
    renderPage(<App />, { ...page, route: PATH, language: 'de' });
    expect(await screen.findByRole('button', { name: 'Weitere Personen' })).toBeTruthy();
  });
});
