import type { AdmissionLimits } from '../../config/app-config.js';

/** Refused admission: the line was full, the wait too long, or the gate closed. */
export class GateFullError extends Error {
  constructor(readonly reason: 'full' | 'timeout' | 'closed') {
    super(`admission refused (${reason})`);
  }
}

/**
 * Lets a bounded number of jobs run at once and a bounded number wait, first come first served. What
 * waits costs a callback, not CPU: work that would otherwise all run interleaved on the one thread
 * (and delay every other request, health probes included) runs a few at a time instead, and an
 * excess is refused cheaply rather than queued without end.
 */
export class AdmissionGate {
  /** Turns in use or promised to a waiter (a freed one passes straight to the next). */
  private slots = 0;
  private readonly waiting: { start: () => void; refuse: (error: GateFullError) => void }[] = [];
  private closed = false;

  constructor(private readonly limits: AdmissionLimits) {}

  /** Takes a turn, waiting in line if need be; resolves to the function that gives it back (once). */
  async enter(): Promise<() => void> {
    if (this.closed) throw new GateFullError('closed');
    if (this.slots < this.limits.concurrency) {
      this.slots += 1;
    } else {
      if (this.waiting.length >= this.limits.queue) throw new GateFullError('full');
      await new Promise<void>((start, refuse) => {
        const waiter = { start, refuse };
        this.waiting.push(waiter);
        if (Number.isFinite(this.limits.maxWaitMs)) {
          const timer = setTimeout(() => {
            const index = this.waiting.indexOf(waiter);
            if (index < 0) return;
            this.waiting.splice(index, 1);
            refuse(new GateFullError('timeout'));
          }, this.limits.maxWaitMs);
          waiter.start = () => {
            clearTimeout(timer);
            start();
          };
        }
      });
    }
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = this.waiting.shift();
      if (next) next.start();
      else this.slots -= 1;
    };
  }

  /** Runs `job` in its turn. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    const leave = await this.enter();
    try {
      return await job();
    } finally {
      leave();
    }
  }

  /** Refuses everyone waiting and every later arrival (shutdown). */
  close(): void {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.refuse(new GateFullError('closed'));
  }
}
