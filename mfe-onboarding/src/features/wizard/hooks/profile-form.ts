import {
  type EnergyLevel,
  type Profile,
  type ProfileInput,
  SKILL_OPTIONS,
  type TimeAvailable,
  VALUE_OPTIONS,
} from '@ageless/contracts';

// Spec §3/§5: booleans default false, lists empty; no field is required.
export interface ProfileForm {
  hasSpace: boolean;
  hasTools: boolean;
  hasLand: boolean;
  hasTransportation: boolean;
  hasEquipment: boolean;
  physicalAssets: string;
  skills: string[];
  timeAvailable: TimeAvailable | '';
  energyLevel: EnergyLevel | '';
  caregivingAbility: boolean;
  professionalExperience: string;
  needsHousing: boolean;
  needsCompanionship: boolean;
  needsTechHelp: boolean;
  needsBusinessHelp: boolean;
  specificNeeds: string;
  purpose: string;
  values: string[];
  lifestyle: string;
  location: string;
  /** Optional: where "someone asks to meet you" notices go (issue 18); never shown to anyone. */
  notifyEmail: string;
}

export const EMPTY_PROFILE_FORM: ProfileForm = {
  hasSpace: false,
  hasTools: false,
  hasLand: false,
  hasTransportation: false,
  hasEquipment: false,
  physicalAssets: '',
  skills: [],
  timeAvailable: '',
  energyLevel: '',
  caregivingAbility: false,
  professionalExperience: '',
  needsHousing: false,
  needsCompanionship: false,
  needsTechHelp: false,
  needsBusinessHelp: false,
  specificNeeds: '',
  purpose: '',
  values: [],
  lifestyle: '',
  location: '',
  notifyEmail: '',
};

export type BooleanField = {
  [K in keyof ProfileForm]: ProfileForm[K] extends boolean ? K : never;
}[keyof ProfileForm];

export type TextField = {
  [K in keyof ProfileForm]: ProfileForm[K] extends string ? K : never;
}[keyof ProfileForm];

/** The request body: optional texts left empty are not sent. */
export function toProfileInput(form: ProfileForm): ProfileInput {
  const text = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    hasSpace: form.hasSpace,
    hasTools: form.hasTools,
    hasLand: form.hasLand,
    hasTransportation: form.hasTransportation,
    hasEquipment: form.hasEquipment,
    physicalAssets: text(form.physicalAssets),
    skills: form.skills,
    timeAvailable: form.timeAvailable || undefined,
    energyLevel: form.energyLevel || undefined,
    caregivingAbility: form.caregivingAbility,
    professionalExperience: text(form.professionalExperience),
    needsHousing: form.needsHousing,
    needsCompanionship: form.needsCompanionship,
    needsTechHelp: form.needsTechHelp,
    needsBusinessHelp: form.needsBusinessHelp,
    specificNeeds: text(form.specificNeeds),
    purpose: text(form.purpose),
    values: form.values,
    lifestyle: text(form.lifestyle),
    location: text(form.location),
    notifyEmail: text(form.notifyEmail),
    userId: 1,
  };
}

// Only a plain shape check, so a typo is caught before sending; the API checks it properly.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether the optional email is empty or looks like an address. */
export function notifyEmailLooksRight(value: string): boolean {
  return value.trim() === '' || EMAIL_SHAPE.test(value.trim());
}

const known = (options: readonly string[], chosen: readonly string[]) =>
  chosen.filter((item) => options.includes(item));

/** A saved profile as the wizard's answers, for editing it (nulls read as "not answered"). */
export function fromProfile(profile: Profile): ProfileForm {
  return {
    hasSpace: profile.hasSpace,
    hasTools: profile.hasTools,
    hasLand: profile.hasLand,
    hasTransportation: profile.hasTransportation,
    hasEquipment: profile.hasEquipment,
    physicalAssets: profile.physicalAssets ?? '',
    skills: known(SKILL_OPTIONS, profile.skills),
    timeAvailable: profile.timeAvailable ?? '',
    energyLevel: profile.energyLevel ?? '',
    caregivingAbility: profile.caregivingAbility,
    professionalExperience: profile.professionalExperience ?? '',
    needsHousing: profile.needsHousing,
    needsCompanionship: profile.needsCompanionship,
    needsTechHelp: profile.needsTechHelp,
    needsBusinessHelp: profile.needsBusinessHelp,
    specificNeeds: profile.specificNeeds ?? '',
    purpose: profile.purpose ?? '',
    values: known(VALUE_OPTIONS, profile.values),
    lifestyle: profile.lifestyle ?? '',
    location: profile.location ?? '',
    notifyEmail: profile.notifyEmail ?? '',
  };
}
