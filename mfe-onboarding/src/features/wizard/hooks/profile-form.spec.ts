import { type Profile } from '@ageless/contracts';
import { EMPTY_PROFILE_FORM, fromProfile, toProfileInput } from './profile-form';

describe('toProfileInput', () => {
  it('sends false booleans, empty lists and userId 1 for an untouched form', () => {
    expect(toProfileInput(EMPTY_PROFILE_FORM)).toMatchObject({
      hasSpace: false,
      skills: [],
      values: [],
      needsHousing: false,
      userId: 1,
    });
  });

  it('leaves out blank optional texts and unchosen options', () => {
    const input = toProfileInput({ ...EMPTY_PROFILE_FORM, purpose: '   ', location: ' Berlin ' });
    expect(input.purpose).toBeUndefined();
    expect(input.timeAvailable).toBeUndefined();
    expect(input.location).toBe('Berlin');
  });
});

describe('fromProfile (editing a saved profile)', () => {
  const saved: Profile = {
    id: '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e',
    hasSpace: true,
    hasTools: false,
    hasLand: false,
    hasTransportation: true,
    hasEquipment: false,
    physicalAssets: null,
    skills: ['Cooking', 'Retired skill no longer offered'],
    timeAvailable: 'regular',
    energyLevel: null,
    caregivingAbility: false,
    professionalExperience: 'Teacher',
    needsHousing: false,
    needsCompanionship: true,
    needsTechHelp: false,
    needsBusinessHelp: false,
    specificNeeds: null,
    purpose: null,
    values: ['Community'],
    lifestyle: null,
    location: 'Berlin-Spandau',
    userId: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
  };

  it('prefills every answer, empty where nothing was saved', () => {
    const form = fromProfile(saved);
    expect(form).toMatchObject({
      hasSpace: true,
      hasTransportation: true,
      physicalAssets: '',
      skills: ['Cooking'],
      timeAvailable: 'regular',
      energyLevel: '',
      professionalExperience: 'Teacher',
      needsCompanionship: true,
      values: ['Community'],
      location: 'Berlin-Spandau',
    });
  });

  it('sends the same answers back unchanged', () => {
    const input = toProfileInput(fromProfile(saved));
    expect(input).toMatchObject({
      skills: ['Cooking'],
      location: 'Berlin-Spandau',
      purpose: undefined,
    });
  });
});
