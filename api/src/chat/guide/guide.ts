import type { HistoryEntry, KnowledgeTopic, Language } from '@ageless/contracts';
import type { Passage } from '../../knowledge/knowledge-search.service.js';
import type { PensionAnswer } from '../../pension/pension-question.js';
import { PENSION_TOPIC } from '../../pension/pension-tools.js';

export type { Passage };

/** What a guide gets to answer one message: the question, its language, the session's own history, passages. */
export interface GuideRequest {
  message: string;
  language: Language;
  /** The stored conversation so far (oldest first), never the client's copy. */
  history: HistoryEntry[];
  /** Knowledge passages found for the message, best first. */
  passages: Passage[];
  /** Language-model tokens this conversation may still use (0 or less: the model is not asked). */
  llmTokensLeft: number;
}

export interface GuideAnswer {
  text: string;
  answeredBy: 'openai' | 'offline';
  /** Set when a calculator answered: its sources replace the passages' and its topic picks the disclaimer. */
  calculator?: { sources: { title: string; url: string }[]; topic: KnowledgeTopic };
  /** Tokens the language model reported for this answer (prompt + completion, every round). */
  llmTokens?: number;
}

/** How a reply cites the pension calculator that gave its figures. */
export function calculatorCitation(answer: PensionAnswer): NonNullable<GuideAnswer['calculator']> {
  return {
    sources: answer.sources.map(({ title, url }) => ({ title, url })),
    topic: PENSION_TOPIC[answer.kind],
  };
}

/** A stream of text pieces; `reset` means "discard what was sent, the answer starts again" (fallback mid-stream). */
export type GuideChunk = { type: 'token'; text: string } | { type: 'reset' };

export interface Guide {
  answer(request: GuideRequest): Promise<GuideAnswer>;
  stream(request: GuideRequest): AsyncGenerator<GuideChunk, GuideAnswer>;
}

export const GUIDE = Symbol('GUIDE');

/** The knowledge search the guide builds on (KnowledgeSearchService in production). */
export interface PassageSearch {
  search(query: string, options: { language?: Language; limit?: number }): Promise<Passage[]>;
}
export const PASSAGE_SEARCH = Symbol('PASSAGE_SEARCH');
