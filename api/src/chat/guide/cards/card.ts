import type { KnowledgeTopic, Language } from '@ageless/contracts';
import type { PensionSystem } from '../understanding/market.js';

/** One language's side of an answer card. */
export interface CardText {
  /** Short title, also cited as the source's name. */
  title: string;
  /** Words and phrases people use for this subject: indexed for search, never shown. */
  terms: string;
  /**
   * The answer in whole sentences, most important first. `{figure-id}` is replaced by the figure's
   * value on the day asked from the dated figures table (api/src/figures), and the answer then says
   * as of when; every other number is a rule quoted from the card's sources.
   */
  answer: string;
}

/** A curated answer to one subject, in English and German, with the public sources it is based on. */
export interface AnswerCard {
  id: string;
  topic: KnowledgeTopic;
  /** The system the card is about; null for subjects that are the same everywhere. */
  system: PensionSystem | null;
  sources: { title: string; url: string }[];
  en: CardText;
  de: CardText;
}

export type CardSource = AnswerCard['sources'][number];

/** Declares a card (a typed identity, so card files read as data). */
export const card = (value: AnswerCard): AnswerCard => value;

export const cardText = (value: AnswerCard, language: Language): CardText => value[language];

type Side = [title: string, terms: string, answer: string];

/** A card from its parts: [title, terms, answer] in English and in German. */
export function cardOf(
  id: string,
  topic: KnowledgeTopic,
  system: PensionSystem | null,
  sources: CardSource[],
  en: Side,
  de: Side,
): AnswerCard {
  const side = ([title, terms, answer]: Side): CardText => ({ title, terms, answer });
  return { id, topic, system, sources, en: side(en), de: side(de) };
}
