import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createI18n, registerCatalogue } from '@ageless/i18n';
import { AppProviders, createQueryClient } from '@ageless/ui';
import { type Language } from '@ageless/contracts';
import { de } from '../../../app/i18n/de';
import { en } from '../../../app/i18n/en';
import { EMPTY_PROFILE_FORM } from '../hooks/profile-form';
import { Wizard, type ProfileEdit } from './Wizard';

const ID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

// The API as the wizard meets it: place checks, and the profile's create or update.
function fakeApi() {
  const calls: Call[] = [];
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      url,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    const payload = url.startsWith('/api/places/check')
      ? { found: 'none', label: null, alternatives: [], message: 'Not found.' }
      : { profile: { id: ID }, returnKey: 'k'.repeat(43) };
    const text = JSON.stringify(payload);
    return {
      ok: true,
      status: method === 'POST' ? 201 : 200,
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as Response;
  }) as typeof fetch;
  return calls;
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderWizard(
  path: string,
  { edit, language = 'en' }: { edit?: ProfileEdit; language?: Language } = {},
) {
  const i18n = createI18n(language);
  registerCatalogue('onboarding', { en, de }, i18n);
  return render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/onboarding" element={<Wizard edit={edit} />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </AppProviders>,
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
    const calls = fakeApi();
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
    const calls = fakeApi();
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
    fakeApi();
    renderWizard(`/onboarding?edit=${ID}`, { edit });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location').textContent).toBe(`/matches/${ID}`);
  });

  it('keeps the saved email, and removes it when the field is emptied', async () => {
    const user = userEvent.setup();
    const calls = fakeApi();
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
