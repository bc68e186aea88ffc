import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PlaceCheckResponse } from '@ageless/contracts';
import { fakeApi, renderPage } from '@ageless/testing';
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

const placeOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('q') ?? '';

/** The place check answered from `answers`; every call recorded. */
function fakeChecks() {
  return fakeApi(({ url }) => ({ body: answers[placeOf(url)] ?? answers.Xyzzyville })).calls;
}

function Step() {
  const [form, setForm] = useState<ProfileForm>(EMPTY_PROFILE_FORM);
  return (
    <MotivatesStep form={form} update={(field, value) => setForm({ ...form, [field]: value })} />
  );
}

function renderStep() {
  renderPage(<Step />, { catalogues: { onboarding: { en, de } } });
}

describe('the place field', () => {
  it('says what it found once typing settles, asking the API once', async () => {
    const asked = fakeChecks();
    renderStep();
    await userEvent.type(screen.getByLabelText(/Where do you live/), 'Berlin-Spandau');
    expect(
      await screen.findByText('Found: Berlin-Spandau, Germany.', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(asked.map((call) => placeOf(call.url))).toEqual(['Berlin-Spandau']);
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
