import { readFileSync } from 'node:fs';
import type { Nlp } from '@nlpjs/nlp';
import type { Language } from '@ageless/contracts';
import { loadClassifiers } from './learned-classifier.js';
import { writtenIn } from './safety-model.js';

// Which answer card a message asks for, learned from example messages (issue 24, item 2): nine or
// more per card and language, written by people who had not seen the engine — short, colloquial,
// misspelt, long stories with the question at the end, with their own numbers — so that a wording
// nobody put into a card's search terms still finds the card. api/scripts/train-guide-models.mjs
// trains it from ./examples/cards; the API only loads the stored model.

export const CARD_MODEL_FILE = new URL('./model/card-model.json', import.meta.url);
// NLP.js's name for "none of the intents".
const NONE = 'None';

/** A card the classifier sees in a message, with how likely it is the one asked for (0 to 1). */
export interface LearnedCard {
  cardId: string;
  score: number;
}

interface StoredModel {
  examplesHash: string;
  models: { card: unknown };
}

export class CardModel {
  private constructor(private readonly classifier: Nlp) {}

  static async load(file: URL = CARD_MODEL_FILE): Promise<CardModel> {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredModel;
    const { card } = await loadClassifiers(stored.models);
    return new CardModel(card);
  }

  /** The cards the message may ask for, likeliest first, read in the language it is written in. */
  async read(message: string, pageLanguage: Language): Promise<LearnedCard[]> {
    const { classifications } = await this.classifier.process(
      writtenIn(message, pageLanguage),
      message,
    );
    return classifications
      .filter((c) => c.intent !== NONE && c.score > 0)
      .map((c) => ({ cardId: c.intent, score: c.score }))
      .sort((a, b) => b.score - a.score);
  }
}
