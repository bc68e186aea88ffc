import type { PersonCard } from '@ageless/contracts';
import type { RequestLanguage } from '../common/http/request-language.js';
import { cleanMessage, onlyRemoved } from '../common/text/message-text.js';
import type { ProfileEntity } from './entities/profile.entity.js';

export type CardColumns = Pick<
  ProfileEntity,
  'cardFirstName' | 'cardAgeBand' | 'cardPlace' | 'cardLanguages' | 'cardAbout'
>;

/**
 * What others see of a profile: only the fields its person chose, each key absent otherwise (not
 * null, not empty), so a field not chosen never reaches another browser; undefined for none.
 */
export function personCard(columns: CardColumns): PersonCard | undefined {
  const card: PersonCard = {};
  if (columns.cardFirstName) card.firstName = columns.cardFirstName;
  if (columns.cardAgeBand) card.ageBand = columns.cardAgeBand;
  if (columns.cardPlace) card.place = columns.cardPlace;
  if (columns.cardLanguages.length > 0) card.languages = columns.cardLanguages;
  if (columns.cardAbout) card.about = columns.cardAbout;
  return Object.keys(card).length > 0 ? card : undefined;
}

/**
 * The sentence about me as others read it: one line, folded as messages are. A sentence the
 * messages' filter would cut (links, e-mail addresses, phone and account numbers) is refused before
 * it is stored (`aboutRefused`, thirteenth hostile pass #1); the filter still runs, for what it folds
 * and for cards stored before that; null when nothing but removed parts is left.
 */
export function aboutText(text: string | undefined, lang: RequestLanguage): string | null {
  if (!text) return null;
  const cleaned = cleanMessage(text.replace(/\s+/g, ' '), lang);
  return cleaned === '' || onlyRemoved(cleaned) ? null : cleaned;
}
