import { EMPTY_PROFILE_FORM, toProfileInput } from './profile-form';

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
