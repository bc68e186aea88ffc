import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, registerCatalogue } from '@ageless/i18n';
import { AppProviders, createQueryClient } from '@ageless/ui';
import { type PlaceCheckResponse } from '@ageless/contracts';
import { de } from '../../../app/i18n/de';
import { en } from '../../../app/i18n/en';
import { EMPTY_PROFILE_FORM, type ProfileForm } from '../hooks/profile-form';
import { MotivatesStep } from './Steps';

const answers: Record<string, PlaceCheckResponse> = {
  'Berlin-Spandau': {
    found: 'city',
    label: 'Berlin-Spandau, Germany',
    alternatives: [],
    message: 'Found: Berlin-Spandau, Germany.',
  },
  Xyzzyville: {
    found: 'none',
    label: null,
    alternatives: [],
    message:
      'We could not find this place. Try a town and district (Berlin-Spandau) or a postcode.',
  },
};

function fakeChecks() {
  const asked: string[] = [];
  globalThis.fetch = (async (input: string | URL | Request) => {
    const q = new URL(String(input), 'http://localhost').searchParams.get('q') ?? '';
    asked.push(q);
    const text = JSON.stringify(answers[q] ?? answers.Xyzzyville);
    return {
      ok: true,
      status: 200,
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as Response;
  }) as typeof fetch;
  return asked;
}

function Step() {
  const [form, setForm] = useState<ProfileForm>(EMPTY_PROFILE_FORM);
  return (
    <MotivatesStep form={form} update={(field, value) => setForm({ ...form, [field]: value })} />
  );
}

function renderStep() {
  const i18n = createI18n('en');
  registerCatalogue('onboarding', { en, de }, i18n);
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <Step />
    </AppProviders>,
  );
}

describe('the place field', () => {
  it('says what it found once typing settles, asking the API once', async () => {
    const asked = fakeChecks();
    renderStep();
    await userEvent.type(screen.getByLabelText(/Where do you live/), 'Berlin-Spandau');
    expect(
      await screen.findByText('Found: Berlin-Spandau, Germany.', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(asked).toEqual(['Berlin-Spandau']);
    // Screen readers hear it: the field points at the live region.
    const field = screen.getByLabelText(/Where do you live/);
    const status = screen.getByRole('status');
    expect(field.getAttribute('aria-describedby')).toContain(status.id);
  });

  it('says when it found nothing, with a hint', async () => {
    fakeChecks();
    renderStep();
    await userEvent.type(screen.getByLabelText(/Where do you live/), 'Xyzzyville');
    expect(await screen.findByText(/Try a town and district/, {}, { timeout: 3000 })).toBeTruthy();
  });
});
