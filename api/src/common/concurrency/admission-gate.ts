import type { AdmissionLimits } from '../../config/app-config.js';

/** Refused admission: the line was full, the wait too long, or the gate closed. */
export class GateFullError extends Error {
  constructor(readonly reason: 'full' | 'timeout' | 'closed') {
    super(`admission refused (${reason})`);
  }
}

/** How fast an asker's recent use fades: after this long it counts half. */
export const USE_HALF_LIFE_MS = 60_000;
/** Askers whose recent use is remembered at most; the longest unseen is forgotten first. */
export const REMEMBERED_ASKERS = 10_000;

/**
 * How often each asker came lately, fading by half every USE_HALF_LIFE_MS: one who came once a
 * minute ago counts 0.5, one who came a hundred times counts about fifty. Bounded in size.
 */
class RecentUse {
  private readonly uses = new Map<string, { value: number; at: number }>();

  constructor(
    private readonly now: () => number,
    private readonly remembered: number,
  ) {}

  /** The asker's use so far, then counts this visit. */
  visit(key: string): number {
    const now = this.now();
    const known = this.uses.get(key);
    const value = known ? known.value * 0.5 ** ((now - known.at) / USE_HALF_LIFE_MS) : 0;
    // Deleted and set again, so the map's order is the order of last visits.
    this.uses.delete(key);
    this.uses.set(key, { value: value + 1, at: now });
    if (this.uses.size > this.remembered) this.uses.delete(this.uses.keys().next().value!);
    return value;
  }
}

interface Waiter {
  /** The asker's recent use when it came: fewer goes first. */
  readonly use: number;
  readonly start: () => void;
  readonly refuse: (error: GateFullError) => void;
  timer?: NodeJS.Timeout;
}

/**
 * Lets a bounded number of jobs run at once and a bounded number wait. What waits costs a callback,
 * not CPU: work that would otherwise all run interleaved on the one thread (and delay every other
 * request, health probes included) runs a few at a time instead, and an excess is refused cheaply
 * rather than queued without end.
 *
 * Jobs entered with an asker's key wait in order of that asker's recent use, then of arrival, and a
 * newcomer who used it less takes a full line's last place from the one who used it most: 80
 * throwaway profiles from 80 addresses, each reading its own matches in a loop, filled a first-come
 * line so that another person's matches were 503 on 17 of 21 reads (thirteenth hostile pass #4);
 * now a person who reads now and then waits at most for a running job. Without keys it is first come,
 * first served.
 */
export class AdmissionGate {
  /** Turns in use or promised to a waiter (a freed one passes straight to the next). */
  private slots = 0;
  /** Sorted: least recent use first, then arrival. */
  private readonly waiting: Waiter[] = [];
  private readonly recentUse: RecentUse;
  private closed = false;

  constructor(
    private readonly limits: AdmissionLimits,
    now: () => number = Date.now,
  ) {
    this.recentUse = new RecentUse(now, REMEMBERED_ASKERS);
  }

  /**
   * Takes a turn for `asker` (a client, a site; or several names of one asker, such as its address
   * and its browser, of which the busiest counts), waiting in line if need be; resolves to the
   * function that gives it back (once).
   */
  async enter(asker?: string | readonly string[]): Promise<() => void> {
    if (this.closed) throw new GateFullError('closed');
    const names = asker === undefined ? [] : typeof asker === 'string' ? [asker] : asker;
    const use = Math.max(0, ...names.map((name) => this.recentUse.visit(name)));
    if (this.slots < this.limits.concurrency) {
      this.slots += 1;
    } else {
      this.makeRoomFor(use);
      await new Promise<void>((start, refuse) => {
        const waiter: Waiter = { use, start, refuse };
        this.waiting.splice(this.placeFor(use), 0, waiter);
        if (Number.isFinite(this.limits.maxWaitMs))
          waiter.timer = setTimeout(() => {
            this.leaveLine(waiter);
            refuse(new GateFullError('timeout'));
          }, this.limits.maxWaitMs);
      });
    }
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = this.waiting[0];
      if (!next) {
        this.slots -= 1;
        return;
      }
      this.leaveLine(next);
      next.start();
    };
  }

  /** Runs `job` in `asker`'s turn. */
  async run<T>(job: () => Promise<T>, asker?: string | readonly string[]): Promise<T> {
    const leave = await this.enter(asker);
    try {
      return await job();
    } finally {
      leave();
    }
  }

  /** Refuses everyone waiting and every later arrival (shutdown). */
  close(): void {
    this.closed = true;
    for (const waiter of [...this.waiting]) {
      this.leaveLine(waiter);
      waiter.refuse(new GateFullError('closed'));
    }
  }

  /**
   * A full line refuses the newcomer, unless its last waiter (the one who used it most) used it more:
   * then that one is refused instead.
   */
  private makeRoomFor(use: number): void {
    if (this.waiting.length < this.limits.queue) return;
    const last = this.waiting.at(-1);
    if (!last || last.use <= use) throw new GateFullError('full');
    this.leaveLine(last);
    last.refuse(new GateFullError('full'));
  }

  /** After every waiter with no more use than `use`: equal use keeps arrival order. */
  private placeFor(use: number): number {
    const after = this.waiting.findIndex((waiter) => waiter.use > use);
    return after < 0 ? this.waiting.length : after;
  }

  /** Takes `waiter` out of the line, its timer with it. */
  private leaveLine(waiter: Waiter): void {
    clearTimeout(waiter.timer);
    this.waiting.splice(this.waiting.indexOf(waiter), 1);
  }
}
