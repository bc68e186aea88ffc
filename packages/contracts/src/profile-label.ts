import type { PersonCard } from './person-card.js';
import type { Profile } from './profile.js';

// How one of a browser's profiles is named where the person picks between them (the wizard's "You
// already have a profile" screen and My Matches' list, issue 26 item 5): in the person's own words,
// enough of them to tell two apart.
const LABEL_WORDS = 6;

/** The first words of `text`, with an ellipsis when more followed; null for empty text. */
export function firstWords(text: string | null | undefined, count = LABEL_WORDS): string | null {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const head = words.slice(0, count).join(' ');
  return words.length > count ? `${head}…` : head;
}

/**
 * How a person is named to others (issue 26 item 3): the first name they chose to show; null when
 * they chose none (screens then number the people they list).
 */
export function cardName(card: Pick<PersonCard, 'firstName'> | undefined): string | null {
  return card?.firstName?.trim() || null;
}

/**
 * A name for one of this browser's profiles: the first name it shows others, else the first words of what moves them, what they need,
 * their experience, their way of life or what they have. Null when none was written; the screens
 * then name the profile by its place and date.
 */
export function profileName(profile: Profile | undefined): string | null {
  if (!profile) return null;
  return (
    cardName(profile.card) ??
    firstWords(profile.purpose) ??
    firstWords(profile.specificNeeds) ??
    firstWords(profile.professionalExperience) ??
    firstWords(profile.lifestyle) ??
    firstWords(profile.physicalAssets)
  );
}
