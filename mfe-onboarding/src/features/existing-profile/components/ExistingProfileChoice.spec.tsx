import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { type Language, type MyProfilesResponse } from '@ageless/contracts';
import { fakeApi, renderPage } from '@ageless/testing';
import App from '../../../app/App';
import { de } from '../../../app/i18n/de';
import { en } from '../../../app/i18n/en';
import { finishDraft } from '../../wizard/hooks/wizard-draft';

const FIRST = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
const SECOND = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

type Owned = MyProfilesResponse['profiles'];

const owned = (id: string, place: string | null, createdAt: string): Owned[number] => ({
  id,
  createdAt,
  place,
  waitingRequests: 0,
  notifyEmail: 'none',
});

// The API as "Get Started" meets it: this browser's profiles and the owner's own answers.
function fakeProfilesApi(profiles: Owned | 'fails', purposes: Record<string, string> = {}) {
  return fakeApi(({ url, method }) => {
    if (url.startsWith('/api/my-profiles')) {
      return profiles === 'fails'
        ? { status: 500, body: { statusCode: 500, message: 'The database is not reachable' } }
        : { body: { profiles } };
    }
    if (url.startsWith('/api/profiles/') && method === 'GET') {
      const id = url.split('/')[3]!.split('?')[0]!;
      return { body: { profile: { id, purpose: purposes[id] ?? null, skills: [], values: [] } } };
    }
    if (url.startsWith('/api/places/check')) {
      return { body: { found: 'none', label: null, alternatives: [], message: 'Not found.' } };
    }
    return undefined;
  }).calls;
}

// The text of the elements an element's aria-describedby names.
function descriptionOf(element: Element | undefined): string {
  const ids = element?.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function renderGetStarted(language: Language = 'en', path = '/onboarding') {
  return renderPage(
    <Routes>
      <Route path="/onboarding" element={<App />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: path, language, catalogues: { onboarding: { en, de } }, showLocation: true },
  );
}

// jsdom has no ResizeObserver; the wizard's checkboxes measure themselves with one.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => sessionStorage.clear());

describe('"Get Started" in a browser that already has a profile', () => {
  it('asks first, names the profile in the person’s words and makes nothing', async () => {
    const calls = fakeProfilesApi([owned(FIRST, 'Köln, Germany', '2026-11-02T10:00:00Z')], {
      [FIRST]: 'I would like to share my spare room with a student who helps me',
    });
    renderGetStarted();

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'You already have a profile on this device',
      }),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'I would like to share my…' })).toBeTruthy();
    expect(screen.getByText('Place: Köln, Germany')).toBeTruthy();
    expect(screen.getByText('Made on 2 November 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit my profile' }).getAttribute('href')).toBe(
      `/onboarding?edit=${FIRST}`,
    );
    expect(screen.getByRole('link', { name: 'See my matches' }).getAttribute('href')).toBe(
      `/matches/${FIRST}`,
    );
    // The wizard is not shown, and nothing was sent but reads.
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('starts the wizard only on the explicit choice, with the focus on its first step', async () => {
    const user = userEvent.setup();
    const calls = fakeProfilesApi([owned(FIRST, null, '2026-11-02T10:00:00Z')]);
    renderGetStarted();

    await user.click(
      await screen.findByRole('button', {
        name: 'Start a separate profile (for another person in my household)',
      }),
    );

    expect(
      screen.getByRole('heading', { level: 1, name: 'Discover Your Synergy Profile' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 2, name: 'What You Have' }),
      ),
    );
    expect(screen.getByTestId('location').textContent).toBe('/onboarding?separate=1');
    // Choosing makes nothing yet: the profile is created when the last step is sent.
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('starts a separate profile at the first step, even from the last step’s address', async () => {
    const user = userEvent.setup();
    fakeProfilesApi([owned(FIRST, null, '2026-11-02T10:00:00Z')]);
    renderGetStarted('en', '/onboarding?step=4');
    await user.click(await screen.findByRole('button', { name: /Start a separate profile/ }));

    expect(screen.getByTestId('location').textContent).toBe('/onboarding?separate=1');
    expect(screen.getByRole('heading', { level: 2, name: 'What You Have' })).toBeTruthy();
  });

  it('keeps the choice through the steps', async () => {
    const user = userEvent.setup();
    fakeProfilesApi([owned(FIRST, null, '2026-11-02T10:00:00Z')]);
    renderGetStarted();
    await user.click(await screen.findByRole('button', { name: /Start a separate profile/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByTestId('location').textContent).toBe('/onboarding?separate=1&step=2');
    expect(screen.getByRole('heading', { level: 2, name: 'What You Can Do' })).toBeTruthy();
  });

  it('asks again on Back from the matches after the separate profile was made', async () => {
    fakeProfilesApi([
      owned(SECOND, null, '2026-11-20T10:00:00Z'),
      owned(FIRST, null, '2026-11-02T10:00:00Z'),
    ]);
    // What the wizard leaves behind once it made the separate profile in this tab.
    finishDraft(SECOND);
    renderGetStarted('en', '/onboarding?separate=1&step=4');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'You already have profiles on this device',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Find My Synergies' })).toBeNull();
  });

  it('lists several profiles, each with its own edit link told apart by its name', async () => {
    fakeProfilesApi(
      [
        owned(SECOND, 'Tucson, AZ, USA', '2026-11-20T10:00:00Z'),
        owned(FIRST, 'Tucson, AZ, USA', '2026-11-02T10:00:00Z'),
      ],
      { [SECOND]: 'Fixing things with my tools', [FIRST]: 'Gardening together' },
    );
    renderGetStarted();

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'You already have profiles on this device',
      }),
    ).toBeTruthy();
    const entries = within(
      screen.getByRole('region', { name: 'You already have profiles on this device' }),
    ).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    const editLinks = await screen.findAllByRole('link', { name: 'Edit this profile' });
    await waitFor(() => expect(descriptionOf(editLinks[0])).toBe('Fixing things with my tools'));
    expect(editLinks[0]!.getAttribute('href')).toBe(`/onboarding?edit=${SECOND}`);
    expect(descriptionOf(editLinks[1])).toBe('Gardening together');
    expect(editLinks[1]!.getAttribute('href')).toBe(`/onboarding?edit=${FIRST}`);
  });

  it('asks in German too', async () => {
    fakeProfilesApi([owned(FIRST, 'Köln, Deutschland', '2026-11-02T10:00:00Z')]);
    renderGetStarted('de');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Sie haben auf diesem Gerät schon ein Profil',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mein Profil bearbeiten' })).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: 'Ein eigenes Profil beginnen (für eine andere Person in meinem Haushalt)',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Angelegt am 2. November 2026')).toBeTruthy();
  });
});

describe('"Get Started" in a browser without a profile', () => {
  it('opens the wizard at once', async () => {
    fakeProfilesApi([]);
    renderGetStarted();
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.queryByText(/already have a profile/)).toBeNull();
  });

  it('still lets the person start when the check fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeProfilesApi('fails');
    renderGetStarted();
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
  });
});
