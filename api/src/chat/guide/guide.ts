import type { Language, Market } from '@ageless/contracts';
import type { Passage } from '../../knowledge/index.js';
import type { GuideContext, GuideTurn, PlanSource } from './planner.js';

export type { Passage };

export type LlmLimit = 'conversation' | 'day';

/** What a guide gets to answer one message: the question, its language and market, the stored history. */
export interface GuideRequest {
  message: string;
  language: Language;
  /** The visitor's market (spec §4): picks 911 or 112 and the regulators named. */
  market: Market;
  /** The stored conversation so far (oldest first), never the client's copy. */
  history: GuideTurn[];
  /** Language-model tokens this conversation may still use (0 or less: the model is not asked). */
  llmTokensLeft: number;
  /** Which budget `llmTokensLeft` comes from: this conversation's (the default), or the client's for today. */
  llmLimit?: LlmLimit;
}

export interface GuideAnswer {
  text: string;
  answeredBy: 'openai' | 'offline';
  /** The cards, passages or calculator rules the answer used, each with its own link. */
  sources: PlanSource[];
  /** The knowledge topic that picks the one disclaimer; null: none (social topics, emergencies). */
  topic: string | null;
  /** The system the answer is about, when it is about one. */
  system: 'US' | 'DE' | null;
  /** Stored with the answer for the next message. */
  context: GuideContext;
  /** Tokens the language model reported for this answer (prompt + completion, every round). */
  llmTokens?: number;
}

/** A stream of text pieces; `reset` means "discard what was sent, the answer starts again" (fallback mid-stream). */
export type GuideChunk = { type: 'token'; text: string } | { type: 'reset' };

export interface Guide {
  answer(request: GuideRequest): Promise<GuideAnswer>;
  stream(request: GuideRequest): AsyncGenerator<GuideChunk, GuideAnswer>;
}

export const GUIDE = Symbol('GUIDE');
