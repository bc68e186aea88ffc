import { readFileSync } from 'node:fs';
import type { Language } from '@ageless/contracts';
import type { Nlp } from '@nlpjs/nlp';
import { type DangerKind, dangerPlaces, foldText, type LearnedDanger } from './danger.js';
import { loadClassifiers } from './learned-classifier.js';
import { NgramModel, type StoredNgramModel } from './ngram-model.js';

// The safety stage's learned half (issue 24, items 1 and 5): an NLP.js classifier trained on the
// example messages in ./examples (danger told in many ways, requests to pick a product, and ordinary
// questions that only sound like either), so that wordings nobody wrote into a table are still
// recognised. api/scripts/train-guide-models.mjs trains it; the API only loads the stored model.

export const SAFETY_MODEL_FILE = new URL('./model/safety-model.json', import.meta.url);
const DANGER_PREFIX = 'danger.';
const PICK = 'pick';

/** What the classifier makes of one message. */
export interface SafetyReading {
  /** The danger it sees, with how likely any danger is; null: none learned. */
  danger: LearnedDanger | null;
  /** The most alarmed reading of two sentences in a row, for a message longer than that. */
  dangerInPlace: LearnedDanger | null;
  /** 0 to 1: how likely the person asks the guide to choose a product for them. */
  productPick: number;
}

// The commonest little words of each language (folded as foldText does): a message is in the
// language more of its words come from; with as many of each, the page's language decides.
const FUNCTION_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    'the and is are was were my i im me to a an of in on it its he she his her him they them we you what when how can cant do dont does not no this that with for have has had just but at be been will would should from so if there or'.split(
      ' ',
    ),
  ),
  de: new Set(
    'der die das den dem des und ist sind war ich mein meine meiner meinen mir mich nicht kein keine mit zu ein eine einen hat habe hab er sie es auf was wie wo wann kann konnen bin wir ihr sich seit so noch schon bei im am von fur uber aber oder wenn dass auch nur mal jetzt grad gerade'.split(
      ' ',
    ),
  ),
};

/** The language a message is written in, English or German. */
export function writtenIn(message: string, pageLanguage: Language): Language {
  const words = foldText(message).match(/\p{L}+/gu) ?? [];
  const count = (language: Language) =>
    words.filter((word) => FUNCTION_WORDS[language].has(word)).length;
  const en = count('en');
  const de = count('de');
  return en === de ? pageLanguage : en > de ? 'en' : 'de';
}

interface StoredModel {
  examplesHash: string;
  models: Record<'danger' | 'pick', unknown> & { ngram: StoredNgramModel };
}

const ORDINARY = 'ordinary';

/** The danger the word-parts reader sees: the likeliest kind, and how likely any danger is. */
function ngramDanger(probabilities: Record<string, number>): LearnedDanger {
  const [kind] = Object.entries(probabilities)
    .filter(([name]) => name !== ORDINARY)
    .reduce((a, b) => (b[1] > a[1] ? b : a));
  return { kind: kind as DangerKind, probability: 1 - (probabilities[ORDINARY] ?? 0) };
}

// The learned readers also look at two sentences in a row: a danger the whole story drowns stands
// out there, and a single sentence is too few words for them.
const LEARNED_WINDOW = 2;
// A long message is read in at most this many places, so one reading costs a bounded amount.
const LEARNED_PLACES = 6;
// Below this the whole message shows no trace of danger, and its places are not read.
const TRACE = 0.05;

export class SafetyModel {
  private constructor(
    private readonly danger: Nlp,
    private readonly pick: Nlp,
    private readonly ngram: NgramModel,
  ) {}

  static async load(file: URL = SAFETY_MODEL_FILE): Promise<SafetyModel> {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredModel;
    const { ngram, ...nlp } = stored.models;
    const { danger, pick } = await loadClassifiers(nlp);
    return new SafetyModel(danger, pick, NgramModel.fromStored(ngram));
  }

  /**
   * The message read in the language it is written in (people write in either, whatever the
   * page's language): read in the other one, most of its words are unknown and the verdict a guess.
   */
  async read(message: string, pageLanguage: Language): Promise<SafetyReading> {
    const language = writtenIn(message, pageLanguage);
    const picked = await this.pick.process(language, message);
    // A danger told in two sentences of a long story is drowned by the rest when the whole is read:
    // each two sentences in a row are read too, and the most alarmed place is kept beside the whole.
    // Only when the whole shows a trace of danger: an ordinary story costs one reading.
    const danger = await this.readDanger(message, language);
    let dangerInPlace: LearnedDanger | null = null;
    const places =
      (danger?.probability ?? 0) >= TRACE
        ? dangerPlaces(message, LEARNED_WINDOW, LEARNED_PLACES)
        : [];
    for (const place of places.length > 1 ? places : []) {
      // A place that names the danger the whole message hints at is read as a whole message is;
      // one that names another needs both readers to agree. Despair is the exception: it is told in
      // everyday words ("I've started cutting my arms again"), which no reader is ever sure of.
      const read = await this.readDanger(place, language, 'either');
      const agreed =
        read && read.kind !== danger?.kind && read.kind !== 'crisis'
          ? await this.readDanger(place, language, 'both')
          : read;
      if (agreed && (dangerInPlace === null || agreed.probability > dangerInPlace.probability))
        dangerInPlace = agreed;
    }
    return {
      danger,
      dangerInPlace,
      productPick: picked.classifications.find((c) => c.intent === PICK)?.score ?? 0,
    };
  }

  /**
   * `either`: the more alarmed of the two readers counts (a whole message: the stage fails safe).
   * `both`: both together, as the geometric mean (two sentences of a story: so few words leave the
   * whole-word reader sure of anything one word suggests; "it took forever" is not a medicine taken,
   * and the word-parts reader, which also learned from thousands of ordinary questions, says so).
   */
  private async readDanger(
    message: string,
    language: Language,
    readers: 'either' | 'both' = 'either',
  ): Promise<LearnedDanger | null> {
    const { classifications } = await this.danger.process(language, message);
    const dangers = classifications.filter((c) => c.intent.startsWith(DANGER_PREFIX));
    const top = dangers.reduce<(typeof dangers)[number] | null>(
      (a, c) => (a === null || c.score > a.score ? c : a),
      null,
    );
    const words: LearnedDanger | null = top && {
      kind: top.intent.slice(DANGER_PREFIX.length) as DangerKind,
      probability: dangers.reduce((sum, c) => sum + c.score, 0),
    };
    // Two readers: whole words (NLP.js) and parts of words (ngram-model.ts), which still reads a
    // dialect spelling, a typo or a compound the examples never had. The more alarmed one counts:
    // the safety stage fails safe.
    const parts = ngramDanger(this.ngram.probabilities(message));
    if (readers === 'both')
      return (
        words && { kind: words.kind, probability: Math.sqrt(words.probability * parts.probability) }
      );
    return words && words.probability >= parts.probability ? words : parts;
  }
}
