import { Logger } from '@nestjs/common';
import type { ModelBreakerSettings } from '../config/app-config.js';
import type { Guide, GuideAnswer, GuideChunk, GuideRequest } from './guide/guide.js';

/** What became of an answer the model was allowed to write. */
export type ModelOutcome = 'answered' | 'failed' | 'untried';

/** Leave to ask the model for one answer; `trial` when it is the one try after a cool-down. */
export interface ModelPass {
  readonly trial: boolean;
}

const ASK: ModelPass = { trial: false };
const TRIAL: ModelPass = { trial: true };

/**
 * A circuit breaker for the model server, per process (fourteenth hostile pass #7: with a server
 * that accepts and never answers, every turn waited out the timeout and a retry, about 11 s).
 * Closed, every answer may ask the model. After `failures` failed answers in a row, all begun
 * within `windowMs`, it opens: for `cooldownMs` no answer asks, the offline guide answers at once. Then it
 * is half-open: one answer (the trial) asks while the others still go offline; the trial's success
 * closes it, its failure opens it for another cool-down. A trial that never reports (the process
 * lost it) lets the next one in after `trialLeaseMs`. The settings are read on every call, so a
 * changed config applies at once.
 */
export class ModelBreaker {
  /** When each of the failures in a row since the last success happened (within the window). */
  private failures: number[] = [];
  private openedAt: number | undefined;
  private trialSince: number | undefined;

  constructor(
    private readonly settings: ModelBreakerSettings,
    private readonly trialLeaseMs: number,
    private readonly now: () => number = Date.now,
    private readonly logger: Pick<Logger, 'log' | 'warn'> = new Logger('ModelBreaker'),
  ) {}

  /** Whether this answer may ask the model: undefined while open, or while another is the trial. */
  admit(): ModelPass | undefined {
    if (this.openedAt === undefined) return ASK;
    const now = this.now();
    if (now < this.openedAt + this.settings.cooldownMs) return undefined;
    if (this.trialSince !== undefined && now < this.trialSince + this.trialLeaseMs)
      return undefined;
    this.trialSince = now;
    return TRIAL;
  }

  /** Reports what became of an answer `admit` let ask the model. */
  settle(pass: ModelPass, outcome: ModelOutcome): void {
    if (outcome === 'untried') {
      // The answer did not need the model (a safety route, a calculator): the trial is still to come.
      if (pass.trial) this.trialSince = undefined;
      return;
    }
    if (outcome === 'answered') {
      if (this.openedAt !== undefined)
        this.logger.log('The model server answers again: the language model writes the answers.');
      this.failures = [];
      this.openedAt = undefined;
      this.trialSince = undefined;
      return;
    }
    const now = this.now();
    if (pass.trial) {
      this.trialSince = undefined;
      this.open(now, 'the try after the cool-down failed too');
      return;
    }
    // An answer that asked before the breaker opened adds nothing: it is open already.
    if (this.openedAt !== undefined || this.settings.failures === 0) return;
    // An answer reports its failure only once it has waited out every try (up to `trialLeaseMs`):
    // the window counts from when the attempts began, so failures a full wait apart still add up
    // (fifteenth hostile pass #5: 61.5 s per failure never fitted 5 into 60 s).
    this.failures = this.failures.filter(
      (at) => now - at < this.settings.windowMs + this.trialLeaseMs,
    );
    this.failures.push(now);
    if (this.failures.length >= this.settings.failures)
      this.open(
        now,
        `${this.failures.length} answers in a row failed within ${this.settings.windowMs / 1000} s`,
      );
  }

  private open(now: number, why: string): void {
    this.failures = [];
    this.openedAt = now;
    this.logger.warn(
      `Model server failing (${why}): the offline guide answers without asking it for ${this.settings.cooldownMs / 1000} s, then one answer tries it again.`,
    );
  }
}

/**
 * What became of an answer of the model guide (OpenAiGuide): written by the model, or the offline
 * answer it gives when the server failed, which carries the tokens spent on the failed tries
 * (`llmTokens`, 0 or more); its answers that never ask the model (safety routes, calculators, a
 * used-up budget) carry none.
 */
export function modelOutcome(answer: GuideAnswer): ModelOutcome {
  if (answer.answeredBy === 'openai') return 'answered';
  return answer.llmTokens === undefined ? 'untried' : 'failed';
}

/**
 * The model guide behind the breaker: while it is open the offline guide answers at once, as the
 * model guide itself does when the server fails. A turn whose budget is used up goes to the model
 * guide, which asks nothing and says why.
 */
export class BreakerGuide implements Guide {
  constructor(
    private readonly model: Guide,
    private readonly offline: Guide,
    private readonly breaker: ModelBreaker,
  ) {}

  async answer(request: GuideRequest): Promise<GuideAnswer> {
    if (request.llmTokensLeft <= 0) return this.model.answer(request);
    const pass = this.breaker.admit();
    if (!pass) return this.offline.answer(request);
    let outcome: ModelOutcome = 'untried';
    try {
      const answer = await this.model.answer(request);
      outcome = modelOutcome(answer);
      return answer;
    } finally {
      this.breaker.settle(pass, outcome);
    }
  }

  async *stream(request: GuideRequest): AsyncGenerator<GuideChunk, GuideAnswer> {
    if (request.llmTokensLeft <= 0) return yield* this.model.stream(request);
    const pass = this.breaker.admit();
    if (!pass) return yield* this.offline.stream(request);
    let outcome: ModelOutcome = 'untried';
    try {
      const answer = yield* this.model.stream(request);
      outcome = modelOutcome(answer);
      return answer;
    } finally {
      // Also when the stream is given up early: an answer that did not finish tells nothing.
      this.breaker.settle(pass, outcome);
    }
  }
}
