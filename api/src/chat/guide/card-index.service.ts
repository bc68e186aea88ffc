import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Language } from '@ageless/contracts';
import {
  type AnalysedQuery,
  missingWeight,
  SEARCH_CONFIGURATIONS,
  SEARCH_RULES,
  type SearchRules,
  tsqueryLiteral,
  weighTerms,
} from '../../knowledge/index.js';
import { CardIndexRepository, type CardIndexRow } from './card-index.repository.js';
import type { AnswerCard } from './cards/card.js';
import { ANSWER_CARDS } from './cards/index.js';
import type { PensionSystem } from './understanding/market.js';

export interface CardSearch {
  matches: CardMatch[];
  /**
   * 0..1: how much of the question the cards' vocabulary understands, by IDF: words no card or
   * chunk knows count as the rarest words would. Low for questions on other subjects.
   */
  understood: number;
}

export interface CardMatch {
  card: AnswerCard;
  /** 0..1: IDF-weighted share of the question's known terms the card contains. */
  coverage: number;
  /** ts_rank_cd with title and terms weighted above the answer text, to order equal coverage. */
  rank: number;
}

// Any constant works; it only keeps two replicas starting together from indexing the cards twice.
const CARD_SYNC_LOCK = 763_910_015;
const FIGURE = /\{[a-z0-9.+-]+(?:\/\d+)?\}/g;

// The words that name a card's subject, added to every card of that topic so that "my Social
// Security" or "meine Rente" count for all of them and the distinguishing words decide.
const TOPIC_WORDS: Partial<Record<string, Record<Language, string>>> = {
  'social-security': { en: 'Social Security benefit', de: 'Social Security US-Rente' },
  medicare: { en: 'Medicare', de: 'Medicare' },
  '401k': { en: 'retirement savings account', de: 'Altersvorsorge USA' },
  'gesetzliche-rente': { en: 'German pension Rente', de: 'Rente gesetzliche Rente' },
  'abschlaege-zuschlaege': { en: 'German pension Rente', de: 'Rente gesetzliche Rente' },
  rentenluecke: { en: 'German pension Rente', de: 'Rente Vorsorge' },
  pflegeversicherung: { en: 'care Pflege', de: 'Pflege Pflegeversicherung' },
};

// The example messages the card classifier learns from (understanding/examples/cards), by card and
// language: the words people really ask a card's question with, searched beside its own words.
const CARD_EXAMPLES = new URL('./understanding/examples/cards/', import.meta.url);

type CardExamples = Map<string, Record<Language, string[]>>;

// The classifier's examples of other subjects (printers, recipes, politics) are a row of their own
// that never answers: a card that covers a question no more than they do is not what it asks about.
const OTHER_SUBJECTS = 'None';

function readCardExamples(folder: URL = CARD_EXAMPLES): CardExamples {
  const byCard: CardExamples = new Map();
  for (const name of readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const examples = JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as {
      intent: string;
      language: Language;
      text: string;
    }[];
    for (const { intent, language, text } of examples) {
      const entry = byCard.get(intent) ?? { en: [], de: [] };
      entry[language]?.push(text);
      byCard.set(intent, entry);
    }
  }
  return byCard;
}

// A card is indexed anew when its text, its examples or the search rules its vector was made with
// change (issue 24, item 7).
const cardHash = (
  card: AnswerCard,
  examples: Record<Language, string[]> | undefined,
  rules: SearchRules,
): string =>
  createHash('sha256')
    .update(rules.hash)
    .update(JSON.stringify(card))
    .update(JSON.stringify(examples ?? null))
    .digest('hex');

/**
 * The curated answer cards in PostgreSQL: one row per card and language, with a search vector of its
 * title and the words people use (weight A), its answer (weight B) and the example messages people
 * asked it with (weight C), and term counts for IDF. Cards are data in the code (cards/*.cards.ts);
 * start-up writes what changed.
 */
@Injectable()
export class CardIndexService implements OnApplicationBootstrap {
  private readonly logger = new Logger('GuideCards');
  private readonly byId = new Map(ANSWER_CARDS.map((card) => [card.id, card]));
  // The cards' term counts, read once: cards change only with the code, so every instance holds the
  // same counts, and a question needs no query for them.
  private termCounts: Promise<Record<Language, Map<string, number>>> | undefined;

  constructor(private readonly index: CardIndexRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    const changed = await this.sync();
    this.logger.log(`Answer cards: ${ANSWER_CARDS.length} (${changed} indexed anew)`);
  }

  card(id: string): AnswerCard | undefined {
    return this.byId.get(id);
  }

  /**
   * The cards' term counts per language and lexeme: this module's one read of guide_card_terms for
   * others. Knowledge places a question's words among them too (ChatModule hands this over).
   */
  counts(): Promise<Record<Language, Map<string, number>>> {
    this.termCounts ??= this.index.termCounts();
    return this.termCounts;
  }

  async sync(
    cards: readonly AnswerCard[] = ANSWER_CARDS,
    rules: SearchRules = SEARCH_RULES,
    examples: CardExamples = readCardExamples(),
  ): Promise<number> {
    this.termCounts = undefined;
    return this.index.transaction(async (index) => {
      await index.lock(CARD_SYNC_LOCK);
      const hashes = await index.storedHashes();
      const wanted = new Set<string>();
      let changed = 0;
      const rows: CardIndexRow[] = cards.flatMap((card) => {
        const hash = cardHash(card, examples.get(card.id), rules);
        return (['en', 'de'] as const).map((language) => ({
          id: card.id,
          language,
          market: card.system,
          topic: card.topic,
          hash,
          named: rules.apply(
            `${card[language].title}. ${card[language].terms} ${TOPIC_WORDS[card.topic]?.[language] ?? ''}`,
          ),
          answer: rules.apply(card[language].answer.replace(FIGURE, ' ')),
          examples: rules.apply((examples.get(card.id)?.[language] ?? []).join('\n')),
        }));
      });
      const other = examples.get(OTHER_SUBJECTS);
      const otherHash = createHash('sha256')
        .update(rules.hash)
        .update(JSON.stringify(other ?? null))
        .digest('hex');
      for (const language of ['en', 'de'] as const)
        rows.push({
          id: OTHER_SUBJECTS,
          language,
          market: null,
          topic: 'other',
          hash: otherHash,
          named: '',
          answer: '',
          examples: rules.apply((other?.[language] ?? []).join('\n')),
        });
      for (const row of rows) {
        const key = `${row.id}:${row.language}`;
        wanted.add(key);
        if (hashes.get(key) === row.hash) continue;
        await index.upsert(row, SEARCH_CONFIGURATIONS[row.language]);
        changed += 1;
      }
      const gone = [...hashes.keys()].filter((key) => !wanted.has(key));
      for (const key of gone) {
        const [id, language] = key.split(':');
        await index.delete(id!, language!);
      }
      if (changed > 0 || gone.length > 0) {
        // The counts are rebuilt from the cards as they are now.
        await index.rebuildTermCounts();
      }
      return changed + gone.length;
    });
  }

  /**
   * The best cards of the system asked about (or general), best first. Cards are bilingual: the
   * words are matched against the answer language's side first, and against the other side when
   * that finds no good match (an English tag label in the German interface), the card then shown in
   * the answer's language.
   */
  async search(
    analysed: AnalysedQuery,
    language: Language,
    system: PensionSystem | null,
    limit = 3,
  ): Promise<CardSearch> {
    const own = await this.searchSide(analysed, language, system, limit);
    if ((own.matches[0]?.coverage ?? 0) >= 0.5) return own;
    const other = await this.searchSide(analysed, language === 'de' ? 'en' : 'de', system, limit);
    const better = (other.matches[0]?.coverage ?? 0) > (own.matches[0]?.coverage ?? 0);
    return {
      matches: better ? other.matches : own.matches,
      understood: Math.max(own.understood, other.understood),
    };
  }

  private async searchSide(
    analysed: AnalysedQuery,
    language: Language,
    system: PensionSystem | null,
    limit = 3,
  ): Promise<CardSearch> {
    const terms = analysed.terms[language];
    if (terms.length === 0) return { matches: [], understood: 0 };
    const counts = (await this.counts())[language];
    const total = counts.get('') ?? 0;
    const weights = weighTerms(
      terms.filter((term) => (counts.get(term.lexeme) ?? 0) > 0),
      counts,
      total,
    );
    // Words no card knows (typos nothing matched, an uploaded document's subject, another subject
    // altogether) lower every card's share and the share of the question understood.
    const missing = missingWeight(analysed, language, counts, total);
    const understood = weights.total === 0 ? 0 : weights.total / (weights.total + missing);
    weights.total += missing;
    if (weights.lexemes.length === 0) return { matches: [], understood };
    const rows = await this.index.search({
      language,
      system,
      lexemes: weights.lexemes.map(tsqueryLiteral),
      weights: weights.weights,
      total: weights.total,
      limit,
    });
    // Cards that cover the question no more than the examples of other subjects do are left out.
    const other = rows.find((row) => row.id === OTHER_SUBJECTS);
    const matches = rows
      .filter((row) => other === undefined || row.coverage > other.coverage)
      .map((row) => ({ card: this.byId.get(row.id), coverage: row.coverage, rank: row.rank }))
      .filter((match): match is CardMatch => match.card !== undefined);
    return { matches, understood };
  }
}
