// Issue 26 item 3, "people with a face, by choice": what a person chooses to show the people they
// may meet. Every field is opt-in; a field not chosen is neither stored nor sent to anyone else.

export const AGE_BANDS = [
  'under-55',
  '55-59',
  '60-64',
  '65-69',
  '70-74',
  '75-79',
  '80-plus',
] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** Languages one may say one speaks: a fixed list, so a card carries no free text here. */
export const CARD_LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'pl',
  'tr',
  'ru',
  'uk',
  'el',
  'ar',
  'zh',
  'vi',
  'ko',
] as const;
export type CardLanguage = (typeof CARD_LANGUAGES)[number];

export const PERSON_CARD_LIMITS = {
  firstNameLength: 40,
  aboutLength: 200,
} as const;

/** What the person chose to show; sent when a profile is created or edited. */
export interface PersonCardInput {
  /** Checked by `firstNameProblem` (person-name.ts); stored as `foldFirstName` gives it. */
  firstName?: string;
  ageBand?: AgeBand;
  /** Show the town or district the profile's place was read as (never the postcode or street). */
  showPlace?: boolean;
  languages?: CardLanguage[];
  /** One sentence about me: plain text, links and numbers removed. */
  about?: string;
}

/** What others see of a person: only the fields the person chose. */
export interface PersonCard {
  firstName?: string;
  ageBand?: AgeBand;
  /** Town or district ('Berlin-Spandau', 'Tucson, AZ'). */
  place?: string;
  languages?: CardLanguage[];
  about?: string;
}

/** Whether the person chose to show anything at all. */
export const cardIsEmpty = (card: PersonCard | undefined): boolean =>
  !card || Object.values(card).every((value) => value === undefined);
