import type { HistoryEntry, Language } from '@ageless/contracts';
import type { Passage } from '../../knowledge/knowledge-search.service.js';

export type { Passage };

/** What a guide gets to answer one message: the question, its language, the session's own history, passages. */
export interface GuideRequest {
  message: string;
  language: Language;
  /** The stored conversation so far (oldest first), never the client's copy. */
  history: HistoryEntry[];
  /** Knowledge passages found for the message, best first. */
  passages: Passage[];
}

export interface GuideAnswer {
  text: string;
  answeredBy: 'openai' | 'offline';
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
