import { type Profile } from '@ageless/contracts';
import { cardPreview, EMPTY_PROFILE_FORM, fromProfile, toProfileInput } from './profile-form';

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

describe('what others see (issue 26 item 3)', () => {
  it('sends no card when nothing is chosen, and only the chosen fields otherwise', () => {
    expect(toProfileInput(EMPTY_PROFILE_FORM).card).toBeUndefined();
    expect(
      toProfileInput({ ...EMPTY_PROFILE_FORM, cardFirstName: '  ', cardAbout: ' \n ' }).card,
    ).toBeUndefined();
    expect(
      toProfileInput({
        ...EMPTY_PROFILE_FORM,
        cardFirstName: ' Anna ',
        cardAbout: 'I love\n my garden.',
        cardLanguages: ['de'],
      }).card,
    ).toEqual({ firstName: 'Anna', about: 'I love my garden.', languages: ['de'] });
  });

  it('previews the town only when chosen and read, and never a first name that is not one', () => {
    const chosen = { ...EMPTY_PROFILE_FORM, cardShowPlace: true, cardFirstName: 'Anna1' };
    expect(cardPreview(chosen, 'Berlin-Spandau')).toEqual({ place: 'Berlin-Spandau' });
    expect(cardPreview(chosen, null)).toBeUndefined();
    expect(cardPreview({ ...chosen, cardShowPlace: false }, 'Berlin-Spandau')).toBeUndefined();
  });

  it('prefills the saved choices, leaving out languages no longer offered', () => {
    const form = fromProfile({
      ...({ skills: [], values: [] } as unknown as Profile),
      card: {
        firstName: 'Ben',
        ageBand: '80-plus',
        showPlace: true,
        place: 'Potsdam',
        languages: ['en', 'xx' as 'en'],
      },
    });
    expect(form).toMatchObject({
      cardFirstName: 'Ben',
      cardAgeBand: '80-plus',
      cardShowPlace: true,
      cardLanguages: ['en'],
      cardAbout: '',
    });
  });
});
