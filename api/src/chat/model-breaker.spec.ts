import { jest } from '@jest/globals';
import type { Guide, GuideAnswer, GuideChunk, GuideRequest } from './guide/guide.js';
import { BreakerGuide, ModelBreaker, type ModelOutcome, modelOutcome } from './model-breaker.js';

const SETTINGS = { failures: 3, windowMs: 60_000, cooldownMs: 30_000 };
const LEASE_MS = 300_000;

/** A breaker on a clock the test moves. */
function breakerAt(settings = SETTINGS) {
  const clock = { now: 1_000_000 };
  const logger = { log: jest.fn(), warn: jest.fn() };
  const breaker = new ModelBreaker({ ...settings }, LEASE_MS, () => clock.now, logger);
  /** One answer asked of the model, ending as `outcome`; false when the breaker kept it offline. */
  const ask = (outcome: ModelOutcome): boolean => {
    const pass = breaker.admit();
    if (pass) breaker.settle(pass, outcome);
    return pass !== undefined;
  };
  return { breaker, clock, ask, logger };
}

/** A breaker on the real clock that logs nothing. */
const quietBreaker = (failures: number): ModelBreaker =>
  new ModelBreaker({ ...SETTINGS, failures }, LEASE_MS, Date.now, {
    log: jest.fn(),
    warn: jest.fn(),
  });

describe('ModelBreaker', () => {
  it('opens after the failures in a row, keeps the model unasked for the cool-down, then lets one answer try', () => {
    const { breaker, clock, ask, logger } = breakerAt();
    expect([ask('failed'), ask('failed'), ask('failed')]).toEqual([true, true, true]);
    expect(breaker.admit()).toBeUndefined();
    // The operator is told once, not on every answer kept offline.
    breaker.admit();
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]![0]).toMatch(/3 answers in a row failed within 60 s.*30 s/);
    clock.now += SETTINGS.cooldownMs - 1;
    expect(breaker.admit()).toBeUndefined();
    clock.now += 1;
    const trial = breaker.admit();
    expect(trial).toEqual({ trial: true });
    // Only one trial at a time: the others still go offline.
    expect(breaker.admit()).toBeUndefined();
    breaker.settle(trial!, 'answered');
    expect(breaker.admit()).toEqual({ trial: false });
    expect(logger.log).toHaveBeenCalledTimes(1);
  });

  it('opens again for a whole cool-down when the trial fails', () => {
    const { breaker, clock, ask } = breakerAt();
    for (let i = 0; i < 3; i += 1) ask('failed');
    clock.now += SETTINGS.cooldownMs;
    expect(ask('failed')).toBe(true);
    expect(breaker.admit()).toBeUndefined();
    clock.now += SETTINGS.cooldownMs - 1;
    expect(breaker.admit()).toBeUndefined();
    clock.now += 1;
    expect(breaker.admit()).toEqual({ trial: true });
  });

  it('counts only failures in a row: an answer in between starts the count again', () => {
    const { breaker, ask } = breakerAt();
    ask('failed');
    ask('failed');
    ask('answered');
    ask('failed');
    ask('failed');
    expect(breaker.admit()).toEqual({ trial: false });
    ask('failed');
    expect(breaker.admit()).toBeUndefined();
  });

  it('counts only the failures begun within the window, a whole wait for the answer allowed', () => {
    const { breaker, clock, ask } = breakerAt();
    ask('failed');
    clock.now += 40_000 + LEASE_MS;
    ask('failed');
    clock.now += 30_000;
    // The first began 70 s before the second: two within the window.
    ask('failed');
    expect(breaker.admit()).toEqual({ trial: false });
    ask('failed');
    expect(breaker.admit()).toBeUndefined();
  });

  it('adds up failures that each waited out the whole answer time', () => {
    // A hung server: each failure is reported after the timeouts and retries (here 61.5 s), so
    // no two fall within 60 s of each other; they still open the breaker (fifteenth pass #5).
    const { breaker, clock, ask } = breakerAt();
    for (let i = 0; i < 3; i += 1) {
      clock.now += 61_500;
      ask('failed');
    }
    expect(breaker.admit()).toBeUndefined();
  });

  it('keeps the trial for the next answer when the one let in did not need the model', () => {
    const { breaker, clock, ask } = breakerAt();
    for (let i = 0; i < 3; i += 1) ask('failed');
    clock.now += SETTINGS.cooldownMs;
    expect(ask('untried')).toBe(true);
    expect(breaker.admit()).toEqual({ trial: true });
  });

  it('lets another trial in when one never reports within its lease', () => {
    const { breaker, clock, ask } = breakerAt();
    for (let i = 0; i < 3; i += 1) ask('failed');
    clock.now += SETTINGS.cooldownMs;
    expect(breaker.admit()).toEqual({ trial: true });
    clock.now += LEASE_MS - 1;
    expect(breaker.admit()).toBeUndefined();
    clock.now += 1;
    expect(breaker.admit()).toEqual({ trial: true });
  });

  it('ignores failures of answers that asked before it opened', () => {
    const { breaker, clock } = breakerAt();
    const early = [breaker.admit()!, breaker.admit()!, breaker.admit()!, breaker.admit()!];
    for (const pass of early.slice(0, 3)) breaker.settle(pass, 'failed');
    clock.now += SETTINGS.cooldownMs - 10;
    breaker.settle(early[3]!, 'failed');
    clock.now += 10;
    // The cool-down still ends when it would have.
    expect(breaker.admit()).toEqual({ trial: true });
  });

  it('never opens with 0 failures set', () => {
    const { breaker, ask } = breakerAt({ ...SETTINGS, failures: 0 });
    for (let i = 0; i < 50; i += 1) ask('failed');
    expect(breaker.admit()).toEqual({ trial: false });
  });
});

describe('modelOutcome', () => {
  const answer = (answeredBy: 'openai' | 'offline', llmTokens?: number): GuideAnswer => ({
    text: 'x',
    answeredBy,
    sources: [],
    topic: null,
    system: null,
    context: {} as GuideAnswer['context'],
    ...(llmTokens === undefined ? {} : { llmTokens }),
  });

  it('tells a model answer, a fallback after a failure and an answer that never asked apart', () => {
    expect(modelOutcome(answer('openai', 120))).toBe('answered');
    expect(modelOutcome(answer('offline', 0))).toBe('failed');
    expect(modelOutcome(answer('offline', 35))).toBe('failed');
    expect(modelOutcome(answer('offline'))).toBe('untried');
  });
});

describe('BreakerGuide', () => {
  const request = (llmTokensLeft = 1000): GuideRequest => ({
    message: 'What is Medicare?',
    language: 'en',
    market: 'US',
    history: [],
    llmTokensLeft,
  });

  /** A guide that answers as `answeredBy`, counting the answers it was asked for. */
  function guide(answeredBy: 'openai' | 'offline', llmTokens?: number) {
    const result: GuideAnswer = {
      text: `by ${answeredBy}`,
      answeredBy,
      sources: [],
      topic: null,
      system: null,
      context: {} as GuideAnswer['context'],
      ...(llmTokens === undefined ? {} : { llmTokens }),
    };
    const calls = { n: 0 };
    const fake: Guide = {
      answer: async () => {
        calls.n += 1;
        return result;
      },
      async *stream(): AsyncGenerator<GuideChunk, GuideAnswer> {
        calls.n += 1;
        yield { type: 'token', text: result.text };
        return result;
      },
    };
    return { fake, calls };
  }

  const drain = async (stream: AsyncGenerator<GuideChunk, GuideAnswer>): Promise<GuideAnswer> => {
    for (;;) {
      const next = await stream.next();
      if (next.done) return next.value;
    }
  };

  it('stops asking a failing model guide and answers offline, plain and streamed', async () => {
    const failing = guide('offline', 0);
    const offline = guide('offline');
    const guarded = new BreakerGuide(failing.fake, offline.fake, quietBreaker(2));
    await guarded.answer(request());
    await drain(guarded.stream(request()));
    expect(failing.calls.n).toBe(2);
    expect(offline.calls.n).toBe(0);
    expect((await guarded.answer(request())).text).toBe('by offline');
    expect((await drain(guarded.stream(request()))).text).toBe('by offline');
    expect(failing.calls.n).toBe(2);
    expect(offline.calls.n).toBe(2);
  });

  it('hands a turn with no budget left to the model guide, which says why, however open', async () => {
    const failing = guide('offline', 0);
    const guarded = new BreakerGuide(failing.fake, guide('offline').fake, quietBreaker(1));
    await guarded.answer(request());
    await guarded.answer(request(0));
    expect(failing.calls.n).toBe(2);
  });

  it('keeps asking a model guide that answers', async () => {
    const working = guide('openai', 80);
    const guarded = new BreakerGuide(working.fake, guide('offline').fake, quietBreaker(1));
    for (let i = 0; i < 5; i += 1)
      expect((await guarded.answer(request())).answeredBy).toBe('openai');
    expect(working.calls.n).toBe(5);
  });
});
