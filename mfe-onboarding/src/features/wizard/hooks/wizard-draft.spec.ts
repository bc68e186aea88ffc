import { jest } from '@jest/globals';
import { EMPTY_PROFILE_FORM } from './profile-form';
import {
  CREATED_STORAGE_KEY,
  DRAFT_STORAGE_KEY,
  finishDraft,
  forgetCreatedProfile,
  loadCreatedProfileId,
  loadDraft,
  parseDraft,
  saveDraft,
} from './wizard-draft';

const PROFILE_ID = '3f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f';

describe('the wizard draft in session storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('brings back every answer after a reload', () => {
    const answers = {
      ...EMPTY_PROFILE_FORM,
      hasSpace: true,
      skills: ['Gardening', 'Cooking'],
      timeAvailable: 'regular' as const,
      energyLevel: 'low' as const,
      specificNeeds: 'A lift to the doctor on Tuesdays',
      values: ['Community'],
      location: 'Freiburg',
    };
    saveDraft(answers);
    expect(loadDraft()).toEqual(answers);
  });

  it('brings back what others may see, dropping age bands and languages not offered', () => {
    const card = {
      ...EMPTY_PROFILE_FORM,
      cardFirstName: 'Anna',
      cardAgeBand: '70-74' as const,
      cardShowPlace: true,
      cardLanguages: ['de' as const],
      cardAbout: 'Hello',
    };
    saveDraft(card);
    expect(loadDraft()).toEqual(card);
    expect(
      parseDraft(JSON.stringify({ cardAgeBand: '72', cardLanguages: ['de', 'klingon', 3] })),
    ).toMatchObject({ cardAgeBand: '', cardLanguages: ['de'] });
  });

  it('stores nothing for an untouched form', () => {
    saveDraft(EMPTY_PROFILE_FORM);
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('starts empty when the stored draft is not JSON or not an object', () => {
    for (const raw of ['{not json', '"text"', '42', 'null', '[1,2]']) {
      sessionStorage.setItem(DRAFT_STORAGE_KEY, raw);
      expect(loadDraft()).toEqual(EMPTY_PROFILE_FORM);
    }
  });

  it('drops fields of the wrong type and options the wizard does not offer', () => {
    const form = parseDraft(
      JSON.stringify({
        hasSpace: 'yes',
        hasTools: true,
        location: 12,
        purpose: 'Teach',
        skills: ['Gardening', 'Hacking', 7, 'Gardening'],
        values: 'Community',
        timeAvailable: 'always',
        energyLevel: 'moderate',
        userId: 99,
      }),
    );
    expect(form).toEqual({
      ...EMPTY_PROFILE_FORM,
      hasTools: true,
      purpose: 'Teach',
      skills: ['Gardening'],
      energyLevel: 'moderate',
    });
  });

  it('ignores keys that are not answers, such as __proto__', () => {
    const form = parseDraft('{"hasTools":true,"__proto__":{"polluted":true}}');
    expect(form).toEqual({ ...EMPTY_PROFILE_FORM, hasTools: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((form as unknown as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('forgets the answers and remembers the new profile once it is created', () => {
    saveDraft({ ...EMPTY_PROFILE_FORM, hasLand: true });
    finishDraft(PROFILE_ID);
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(loadDraft()).toEqual(EMPTY_PROFILE_FORM);
    expect(loadCreatedProfileId()).toBe(PROFILE_ID);
    forgetCreatedProfile();
    expect(loadCreatedProfileId()).toBeNull();
  });

  it('offers a remembered profile only when it is a UUID', () => {
    sessionStorage.setItem(CREATED_STORAGE_KEY, '../../upload');
    expect(loadCreatedProfileId()).toBeNull();
  });

  it('keeps the wizard working when storage refuses to save', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => saveDraft({ ...EMPTY_PROFILE_FORM, hasLand: true })).not.toThrow();
    expect(warn).toHaveBeenCalled();
    setItem.mockRestore();
    warn.mockRestore();
  });
});
