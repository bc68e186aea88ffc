import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { type Language } from '@ageless/contracts';
import { fakeApi, renderPage } from '@ageless/testing';
import { de } from '../../../app/i18n/de';
import { en } from '../../../app/i18n/en';
import { EMPTY_PROFILE_FORM } from '../hooks/profile-form';
import { Wizard, type ProfileEdit } from './Wizard';

const ID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

const NOT_FOUND_PLACE = { found: 'none', label: null, alternatives: [], message: 'Not found.' };

// The place check answers `placeCheck`; a profile is created (201) or saved with this id.
function fakeProfileApi(placeCheck: object = NOT_FOUND_PLACE) {
  return fakeApi(({ url, method }) => ({
    status: method === 'POST' ? 201 : 200,
    body: url.startsWith('/api/places/check')
      ? placeCheck
      : { profile: { id: ID }, returnKey: 'k'.repeat(43) },
  })).calls;
}

function renderWizard(
  path: string,
  { edit, language = 'en' }: { edit?: ProfileEdit; language?: Language } = {},
) {
  return renderPage(
    <Routes>
      <Route path="/onboarding" element={<Wizard edit={edit} />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: path, language, catalogues: { onboarding: { en, de } }, showLocation: true },
  );
}

// jsdom has no ResizeObserver; the checkboxes' library measures them with one.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => sessionStorage.clear());

describe('the wizard’s notification email', () => {
  it('explains the optional email, catches a mistyped one before sending, then sends it', async () => {
    const user = userEvent.setup();
    const calls = fakeProfileApi();
    renderWizard('/onboarding?step=4');
    const email = screen.getByLabelText(/Your email for notices/);
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(
      screen.getByText(/We write to you only when someone asks to be introduced to you/),
    ).toBeTruthy();

    await user.type(email, 'anna@example');
    await user.click(screen.getByRole('button', { name: 'Find My Synergies' }));
    expect(screen.getByText(/This does not look like an email address/)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(email, '.com');
    expect(screen.queryByText(/This does not look like an email address/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Find My Synergies' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        notifyEmail: 'anna@example.com',
      }),
    );
  });

  it('sends no email when the field is left empty, in German too', async () => {
    const user = userEvent.setup();
    const calls = fakeProfileApi();
    renderWizard('/onboarding?step=4', { language: 'de' });
    expect(screen.getByLabelText(/Ihre E-Mail-Adresse für Benachrichtigungen/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Synergien/ }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = calls.find((call) => call.method === 'POST')!.body as Record<string, unknown>;
    expect('notifyEmail' in body && body.notifyEmail !== undefined).toBe(false);
  });
});

describe('editing a profile', () => {
  const edit: ProfileEdit = {
    profileId: ID,
    initial: { ...EMPTY_PROFILE_FORM, purpose: 'Gardening', notifyEmail: 'anna@example.com' },
  };

  it('goes back to the matches page, not home, from step 1', async () => {
    const user = userEvent.setup();
    fakeProfileApi();
    renderWizard(`/onboarding?edit=${ID}`, { edit });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location').textContent).toBe(`/matches/${ID}`);
  });

  it('keeps the saved email, and removes it when the field is emptied', async () => {
    const user = userEvent.setup();
    const calls = fakeProfileApi();
    renderWizard(`/onboarding?edit=${ID}&step=4`, { edit });
    const email = screen.getByLabelText(/Your email for notices/) as HTMLInputElement;
    expect(email.value).toBe('anna@example.com');
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = calls.find((call) => call.method === 'PUT')!.body as Record<string, unknown>;
    expect(body.purpose).toBe('Gardening');
    expect(body.notifyEmail).toBeUndefined();
  });
});

describe('what others see', () => {
  const SPANDAU = {
    found: 'city',
    label: 'Berlin-Spandau, Germany',
    alternatives: [],
    message: 'Found: Berlin-Spandau, Germany.',
    town: 'Berlin-Spandau',
  };
  const preview = () => within(screen.getByTestId('card-preview'));

  it('previews only what the person chooses, as they type, and sends only that', async () => {
    const user = userEvent.setup();
    const calls = fakeProfileApi(SPANDAU);
    renderWizard('/onboarding?step=4');
    expect(preview().getByText(/Nothing yet: others see only what you have and need/)).toBeTruthy();

    await user.type(screen.getByLabelText(/Where do you live/), '13585 Berlin');
    await user.type(screen.getByLabelText(/Your first name/), 'Anna');
    expect(preview().getByText('Anna')).toBeTruthy();
    expect(preview().queryByText(/Nothing yet/)).toBeNull();
    await user.selectOptions(screen.getByLabelText(/Your age group/), '70-74');
    await user.type(
      screen.getByLabelText(/One sentence about you/),
      'I love my garden and good conversation.',
    );
    expect(preview().getByText('Anna')).toBeTruthy();
    expect(preview().getByText('70–74')).toBeTruthy();
    expect(preview().getByText('I love my garden and good conversation.')).toBeTruthy();
    // The place is typed but not chosen: the preview does not show it.
    expect(preview().queryByText(/Berlin|13585/)).toBeNull();

    await user.click(
      await screen.findByRole('checkbox', { name: /Show my town or district: Berlin-Spandau/ }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'German' }));
    expect(preview().getByText('Berlin-Spandau')).toBeTruthy();
    expect(preview().getByText('German')).toBeTruthy();
    expect(preview().queryByText(/13585/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Find My Synergies' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = calls.find((call) => call.method === 'POST')!.body as Record<string, unknown>;
    expect(body.card).toEqual({
      firstName: 'Anna',
      ageBand: '70-74',
      showPlace: true,
      languages: ['de'],
      about: 'I love my garden and good conversation.',
    });
  });

  it('sends no card when nothing is chosen, in German too', async () => {
    const user = userEvent.setup();
    const calls = fakeProfileApi(SPANDAU);
    renderWizard('/onboarding?step=4', { language: 'de' });
    expect(screen.getByRole('heading', { name: 'Was andere sehen' })).toBeTruthy();
    expect(preview().getByText(/Noch nichts/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Synergien/ }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = calls.find((call) => call.method === 'POST')!.body as Record<string, unknown>;
    expect(body.card).toBeUndefined();
  });

  it('keeps a first name that is not one out of the preview and the request', async () => {
    const user = userEvent.setup();
    const calls = fakeProfileApi();
    renderWizard('/onboarding?step=4');
    const name = screen.getByLabelText(/Your first name/);
    await user.type(name, 'www.anna.de');
    expect(screen.getByText(/Please write only your first name/)).toBeTruthy();
    expect(preview().queryByText(/anna/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Find My Synergies' }));
    expect(document.activeElement).toBe(name);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  // Seventh hostile pass #5: a card that speaks for the product, its staff or a bank.
  it.each<[Language, string, string, RegExp]>([
    [
      'en',
      'Ageless Connect Team',
      'Find My Synergies',
      /^Please use your own first name, not a family role, a title, a call for help, or the name of a company, a bank or a team\.$/,
    ],
    ['en', 'Ｐａｙｐａｌ', 'Find My Synergies', /or the name of a company, a bank or a team/],
    [
      'de',
      'Sicherheitsteam',
      'Meine Synergien finden',
      /^Bitte verwenden Sie Ihren eigenen Vornamen, keine Familienrolle, keinen Titel, keinen Hilferuf und nicht den Namen einer Firma, einer Bank oder eines Teams\.$/,
    ],
    [
      'de',
      'Аdmin',
      'Meine Synergien finden',
      /nicht den Namen einer Firma, einer Bank oder eines Teams/,
    ],
  ])(
    'in %s, says “%s” is not the person’s own name and sends nothing',
    async (language, typed, submit, message) => {
      const user = userEvent.setup();
      const calls = fakeProfileApi();
      renderWizard('/onboarding?step=4', { language });
      const name = screen.getByRole('textbox', { name: /first name|Vorname/ });
      await user.type(name, typed);
      const error = screen.getByText(message);
      // Told next to the field, and read out with it.
      expect(name.getAttribute('aria-invalid')).toBe('true');
      expect(name.getAttribute('aria-describedby')).toContain(error.id);
      expect(preview().queryByText(typed)).toBeNull();
      await user.click(screen.getByRole('button', { name: submit }));
      expect(document.activeElement).toBe(name);
      expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    },
  );

  it('asks for one alphabet when look-alike letters are mixed into a name, in German too', async () => {
    const user = userEvent.setup();
    fakeProfileApi();
    renderWizard('/onboarding?step=4', { language: 'de' });
    // A Cyrillic 'а' in 'Anna'.
    await user.type(screen.getByLabelText(/Ihr Vorname/), 'Аnna');
    expect(screen.getByText(/aus einem anderen Alphabet/)).toBeTruthy();
  });

  it('sends a name in full-width letters as the plain letters the preview shows', async () => {
    const user = userEvent.setup();
    const calls = fakeProfileApi();
    renderWizard('/onboarding?step=4');
    await user.type(screen.getByLabelText(/Your first name/), 'Ｊｏｓé Ｍａｒíａ');
    expect(preview().getByText('José María')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Find My Synergies' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = calls.find((call) => call.method === 'POST')!.body as Record<string, unknown>;
    expect(body.card).toEqual({ firstName: 'José María' });
  });

  it('shows the saved choices when a profile is edited, and takes one back', async () => {
    const user = userEvent.setup();
    const calls = fakeProfileApi();
    const initial = {
      ...EMPTY_PROFILE_FORM,
      cardFirstName: 'Ben',
      cardAgeBand: '65-69' as const,
      cardLanguages: ['en' as const],
    };
    renderWizard(`/onboarding?edit=${ID}&step=4`, { edit: { profileId: ID, initial } });
    expect(preview().getByText('Ben')).toBeTruthy();
    expect(preview().getByText('English')).toBeTruthy();
    await user.clear(screen.getByLabelText(/Your first name/));
    expect(preview().queryByText('Ben')).toBeNull();
    expect(preview().getByText('No name shown')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = calls.find((call) => call.method === 'PUT')!.body as Record<string, unknown>;
    expect(body.card).toEqual({ ageBand: '65-69', languages: ['en'] });
  });
});
