import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import {
  AGE_BANDS,
  CARD_LANGUAGES,
  ENERGY_LEVEL_OPTIONS,
  SKILL_OPTIONS,
  TIME_AVAILABLE_OPTIONS,
  VALUE_OPTIONS,
} from '@ageless/contracts';
import { EMPTY_PROFILE_FORM, type ProfileForm } from './profile-form';

// Session storage: the answers survive Back, Forward and reload in this tab, and are gone when
// the tab closes (a shared computer does not keep someone's needs and address).
export const DRAFT_STORAGE_KEY = 'ageless-connect-onboarding-draft';
/** The profile created in this tab, so returning to the wizard offers its matches. */
export const CREATED_STORAGE_KEY = 'ageless-connect-onboarding-created';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): DraftStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch (error) {
    // Reading `sessionStorage` throws where storage is blocked; the wizard still works.
    console.warn('[onboarding] session storage is not available', error);
    return undefined;
  }
}

function oneOf<T extends string>(options: readonly T[], value: unknown): T | '' {
  return typeof value === 'string' && (options as readonly string[]).includes(value)
    ? (value as T)
    : '';
}

function listOf<T extends string>(options: readonly T[], value: unknown): T[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((item): item is T => options.includes(item as T)))];
}

/**
 * A stored draft, checked field by field: anything of the wrong type or outside the offered
 * options falls back to the empty answer, so an old or tampered entry never breaks the wizard.
 */
export function parseDraft(raw: string | null): ProfileForm | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const stored = data as Record<string, unknown>;
  const form: ProfileForm = { ...EMPTY_PROFILE_FORM };
  for (const key of Object.keys(EMPTY_PROFILE_FORM) as (keyof ProfileForm)[]) {
    const value = stored[key];
    const empty = EMPTY_PROFILE_FORM[key];
    if (typeof empty === 'boolean' && typeof value === 'boolean') {
      (form as unknown as Record<string, unknown>)[key] = value;
    } else if (typeof empty === 'string' && typeof value === 'string') {
      (form as unknown as Record<string, unknown>)[key] = value;
    }
  }
  form.skills = listOf(SKILL_OPTIONS, stored.skills);
  form.values = listOf(VALUE_OPTIONS, stored.values);
  form.timeAvailable = oneOf(TIME_AVAILABLE_OPTIONS, stored.timeAvailable);
  form.energyLevel = oneOf(ENERGY_LEVEL_OPTIONS, stored.energyLevel);
  form.cardAgeBand = oneOf(AGE_BANDS, stored.cardAgeBand);
  form.cardLanguages = listOf(CARD_LANGUAGES, stored.cardLanguages);
  return form;
}

function isEmpty(form: ProfileForm): boolean {
  return JSON.stringify(form) === JSON.stringify(EMPTY_PROFILE_FORM);
}

function read(key: string): string | null {
  try {
    return sessionStore()?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`[onboarding] could not read ${key}`, error);
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    const store = sessionStore();
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch (error) {
    // Full or blocked storage: the answers stay on screen, only keeping them across a reload fails.
    console.warn(`[onboarding] could not save ${key}`, error);
  }
}

export function loadDraft(): ProfileForm {
  return parseDraft(read(DRAFT_STORAGE_KEY)) ?? EMPTY_PROFILE_FORM;
}

export function saveDraft(form: ProfileForm): void {
  write(DRAFT_STORAGE_KEY, isEmpty(form) ? null : JSON.stringify(form));
}

export function loadCreatedProfileId(): string | null {
  const id = read(CREATED_STORAGE_KEY);
  // Only an id as the API issues them (a UUID) is offered as a link.
  return id && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
    ? id
    : null;
}

/** After the profile is created: the answers are forgotten, the new profile remembered. */
export function finishDraft(profileId: string): void {
  write(DRAFT_STORAGE_KEY, null);
  write(CREATED_STORAGE_KEY, profileId);
}

export function forgetCreatedProfile(): void {
  write(CREATED_STORAGE_KEY, null);
}

/**
 * The wizard's answers, read from session storage once and written back on every change. Editing
 * a saved profile starts from its answers and keeps them out of the new-profile draft.
 */
export function useWizardDraft(
  editing?: ProfileForm,
): [ProfileForm, Dispatch<SetStateAction<ProfileForm>>] {
  const [form, setForm] = useState<ProfileForm>(() => editing ?? loadDraft());
  const keepDraft = editing === undefined;
  useEffect(() => {
    if (keepDraft) saveDraft(form);
  }, [form, keepDraft]);
  return [form, setForm];
}
