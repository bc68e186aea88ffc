// Spec §3 "Profile": the fields a person sends when the onboarding wizard finishes.
import type { PersonCard, PersonCardInput } from './person-card.js';

export const SKILL_OPTIONS = [
  'Carpentry',
  'Gardening',
  'Cooking',
  'Teaching',
  'Technology',
  'Design',
  'Writing',
  'Music',
  'Art',
  'Childcare',
  'Eldercare',
  'Accounting',
  'Legal',
  'Marketing',
  'Photography',
  'Languages',
  'Repair',
  'Construction',
] as const;
export type SkillOption = (typeof SKILL_OPTIONS)[number];

export const VALUE_OPTIONS = [
  'Sustainability',
  'Community',
  'Creativity',
  'Learning',
  'Adventure',
  'Family',
  'Health',
  'Spirituality',
  'Innovation',
  'Tradition',
  'Equality',
  'Environment',
  'Social Impact',
  'Personal Growth',
] as const;
export type ValueOption = (typeof VALUE_OPTIONS)[number];

export const TIME_AVAILABLE_OPTIONS = ['part-time', 'regular', 'significant', 'full-time'] as const;
export type TimeAvailable = (typeof TIME_AVAILABLE_OPTIONS)[number];

export const ENERGY_LEVEL_OPTIONS = ['high', 'moderate', 'low'] as const;
export type EnergyLevel = (typeof ENERGY_LEVEL_OPTIONS)[number];

/** Limits the API enforces; the spec leaves server-side limits open (docs/DECISIONS.md). */
export const PROFILE_LIMITS = {
  listItems: 50,
  listItemLength: 100,
  textLength: 2000,
  locationLength: 200,
  emailLength: 254,
} as const;

export interface ProfileInput {
  hasSpace?: boolean;
  hasTools?: boolean;
  hasLand?: boolean;
  hasTransportation?: boolean;
  hasEquipment?: boolean;
  physicalAssets?: string;
  skills?: string[];
  timeAvailable?: TimeAvailable;
  energyLevel?: EnergyLevel;
  caregivingAbility?: boolean;
  professionalExperience?: string;
  needsHousing?: boolean;
  needsCompanionship?: boolean;
  needsTechHelp?: boolean;
  needsBusinessHelp?: boolean;
  specificNeeds?: string;
  purpose?: string;
  values?: string[];
  lifestyle?: string;
  location?: string;
  userId?: number;
  /** Optional: where to say that an introduction request or an acceptance is waiting. */
  notifyEmail?: string;
  /** Optional (issue 26 item 3): what others may see; left out, nothing is shown. */
  card?: PersonCardInput;
}

export interface Profile {
  id: string;
  hasSpace: boolean;
  hasTools: boolean;
  hasLand: boolean;
  hasTransportation: boolean;
  hasEquipment: boolean;
  physicalAssets: string | null;
  skills: string[];
  timeAvailable: TimeAvailable | null;
  energyLevel: EnergyLevel | null;
  caregivingAbility: boolean;
  professionalExperience: string | null;
  needsHousing: boolean;
  needsCompanionship: boolean;
  needsTechHelp: boolean;
  needsBusinessHelp: boolean;
  specificNeeds: string | null;
  purpose: string | null;
  values: string[];
  lifestyle: string | null;
  location: string | null;
  userId: number;
  createdAt: string;
  /** Only in the owner's own view. */
  notifyEmail?: string | null;
  /**
   * Whether the owner opened the link mailed to `notifyEmail`; until then nothing but that one
   * confirmation mail is sent to the address. Only in the owner's own view.
   */
  notifyEmailConfirmed?: boolean;
  /** How the place was read ('Berlin-Spandau, Germany'); null when it was not found or not given. */
  place?: string | null;
  /**
   * Only in the owner's own view: what they chose to show, and `place`, the town others see when
   * `showPlace` is chosen and the place was read to a town.
   */
  card?: PersonCardInput & Pick<PersonCard, 'place'>;
}

export interface CreateProfileResponse {
  profile: Profile;
}

export type GetProfileResponse = CreateProfileResponse;
