import {
  type AgeBand,
  CARD_LANGUAGES,
  type CardLanguage,
  type EnergyLevel,
  type FirstNameProblem,
  firstNameProblem,
  foldFirstName,
  type PersonCard,
  type PersonCardInput,
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
  // What others see (issue 26 item 3): each one shown only when filled in or ticked.
  cardFirstName: string;
  cardAgeBand: AgeBand | '';
  cardShowPlace: boolean;
  cardLanguages: CardLanguage[];
  cardAbout: string;
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
  cardFirstName: '',
  cardAgeBand: '',
  cardShowPlace: false,
  cardLanguages: [],
  cardAbout: '',
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
    card: cardInput(form),
    userId: 1,
  };
}

/** What others may see, as sent: only the fields chosen; none at all when nothing was. */
export function cardInput(form: ProfileForm): PersonCardInput | undefined {
  const card: PersonCardInput = {};
  // As the API stores it (full-width letters as plain ones), so the preview shows what others will.
  const firstName = foldFirstName(form.cardFirstName);
  const about = form.cardAbout.replace(/\s+/g, ' ').trim();
  if (firstName) card.firstName = firstName;
  if (form.cardAgeBand) card.ageBand = form.cardAgeBand;
  if (form.cardShowPlace) card.showPlace = true;
  if (form.cardLanguages.length > 0) card.languages = form.cardLanguages;
  if (about) card.about = about;
  return Object.keys(card).length > 0 ? card : undefined;
}

/**
 * The card as the preview draws it, before saving: what others will see. `town` is how the place
 * check read the place (the API stores the same town); a first name that is not one is left out,
 * as the API would refuse it.
 */
export function cardPreview(form: ProfileForm, town: string | null): PersonCard | undefined {
  const input = cardInput(form);
  if (!input) return undefined;
  const { showPlace, ...card } = input;
  const shown: PersonCard = { ...card };
  if (shown.firstName && !firstNameLooksRight(shown.firstName)) delete shown.firstName;
  if (showPlace && town) shown.place = town;
  return Object.keys(shown).length > 0 ? shown : undefined;
}

/** What is wrong with the optional first name (the API's own rule); null when empty or fine. */
export function cardFirstNameProblem(value: string): FirstNameProblem | null {
  return value.trim() === '' ? null : firstNameProblem(value);
}

/** Whether the optional first name is empty or may be shown. */
export const firstNameLooksRight = (value: string): boolean => cardFirstNameProblem(value) === null;

// Only a plain shape check, so a typo is caught before sending; the API checks it properly.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether the optional email is empty or looks like an address. */
export function notifyEmailLooksRight(value: string): boolean {
  return value.trim() === '' || EMAIL_SHAPE.test(value.trim());
}

const known = <T extends string>(options: readonly T[], chosen: readonly string[]): T[] =>
  chosen.filter((item): item is T => (options as readonly string[]).includes(item));

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
    cardFirstName: profile.card?.firstName ?? '',
    cardAgeBand: profile.card?.ageBand ?? '',
    cardShowPlace: profile.card?.showPlace ?? false,
    cardLanguages: known(CARD_LANGUAGES, profile.card?.languages ?? []),
    cardAbout: profile.card?.about ?? '',
  };
}
