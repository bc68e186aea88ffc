import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
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

interface IndexedRow {
  id: string;
  language: Language;
  market: string | null;
  topic: string;
  hash: string;
  /** Weight A: title and the words people use; B: the answer; C: the example messages. */
  named: string;
  answer: string;
  examples: string;
}

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

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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
    this.termCounts ??= this.dataSource
      .query('SELECT language, lexeme, card_count AS n FROM guide_card_terms')
      .then((rows: { language: Language; lexeme: string; n: string }[]) => {
        const counts: Record<Language, Map<string, number>> = { en: new Map(), de: new Map() };
        for (const row of rows) counts[row.language].set(row.lexeme, Number(row.n));
        return counts;
      });
    return this.termCounts;
  }

  async sync(
    cards: readonly AnswerCard[] = ANSWER_CARDS,
    rules: SearchRules = SEARCH_RULES,
    examples: CardExamples = readCardExamples(),
  ): Promise<number> {
    this.termCounts = undefined;
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [CARD_SYNC_LOCK]);
      const stored: { id: string; language: string; content_hash: string }[] = await manager.query(
        'SELECT id, language, content_hash FROM guide_cards',
      );
      const hashes = new Map(stored.map((row) => [`${row.id}:${row.language}`, row.content_hash]));
      const wanted = new Set<string>();
      let changed = 0;
      const rows: IndexedRow[] = cards.flatMap((card) => {
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
        const config = SEARCH_CONFIGURATIONS[row.language];
        await manager.query(
          `INSERT INTO guide_cards (id, language, market, topic, content_hash, search_vector)
           VALUES ($1, $2, $3, $4, $5,
                   setweight(to_tsvector($6::regconfig, $7), 'A') || setweight(to_tsvector($6::regconfig, $8), 'B')
                     || setweight(to_tsvector($6::regconfig, $9), 'C'))
           ON CONFLICT (id, language) DO UPDATE SET market = EXCLUDED.market, topic = EXCLUDED.topic,
             content_hash = EXCLUDED.content_hash, search_vector = EXCLUDED.search_vector`,
          [
            row.id,
            row.language,
            row.market,
            row.topic,
            row.hash,
            config,
            row.named,
            row.answer,
            row.examples,
          ],
        );
        changed += 1;
      }
      const gone = [...hashes.keys()].filter((key) => !wanted.has(key));
      for (const key of gone) {
        const [id, language] = key.split(':');
        await manager.query('DELETE FROM guide_cards WHERE id = $1 AND language = $2', [
          id,
          language,
        ]);
      }
      if (changed > 0 || gone.length > 0) {
        // A few hundred rows: the counts are rebuilt whole; '' holds the number of cards per language.
        // A word counts for the cards whose own words (title, terms, answer) hold it: the everyday
        // words of the example messages would make every word common and every question understood.
        await manager.query('DELETE FROM guide_card_terms');
        await manager.query(
          `INSERT INTO guide_card_terms (language, lexeme, card_count)
           SELECT c.language, u.lexeme, count(*) FROM guide_cards c CROSS JOIN LATERAL unnest(c.search_vector) AS u
            WHERE u.weights && ARRAY['A', 'B']
            GROUP BY c.language, u.lexeme
           UNION ALL
           SELECT language, '', count(*) FROM guide_cards GROUP BY language`,
        );
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
    const parameters: unknown[] = [language, system];
    const parameter = (value: unknown): string => {
      parameters.push(value);
      return `$${parameters.length}`;
    };
    const query = `${parameter(weights.lexemes.map(tsqueryLiteral).join(' | '))}::tsquery`;
    // A word in the card's title or in the words people use for it (weight A) counts fully; one only
    // in its answer text or in the messages people asked it with (weights B and C) counts 60 %.
    const sum = weights.lexemes
      .map(
        (lexeme, i) =>
          `((c.search_vector @@ ${parameter(tsqueryLiteral(lexeme))}::tsquery)::int * 0.6 + (c.search_vector @@ ${parameter(`${tsqueryLiteral(lexeme)}:A`)}::tsquery)::int * 0.4) * ${parameter(weights.weights[i])}::float8`,
      )
      .join(' + ');
    const rows: { id: string; coverage: number; rank: number }[] = await this.dataSource.query(
      `SELECT c.id, (${sum}) / ${parameter(weights.total)}::float8 AS coverage,
              ts_rank_cd('{0.1, 0.2, 0.5, 1.0}', c.search_vector, ${query}) AS rank
         FROM guide_cards c
        WHERE c.language = $1 AND c.search_vector @@ ${query}
          AND ($2::text IS NULL OR c.market IS NULL OR c.market = $2::text)
        ORDER BY coverage DESC, rank DESC, c.id
        LIMIT ${parameter(limit)}`,
      parameters,
    );
    // Cards that cover the question no more than the examples of other subjects do are left out.
    const other = rows.find((row) => row.id === OTHER_SUBJECTS);
    const matches = rows
      .filter((row) => other === undefined || Number(row.coverage) > Number(other.coverage))
      .map((row) => ({
        card: this.byId.get(row.id),
        coverage: Number(row.coverage),
        rank: Number(row.rank),
      }))
      .filter((match): match is CardMatch => match.card !== undefined);
    return { matches, understood };
  }
}
