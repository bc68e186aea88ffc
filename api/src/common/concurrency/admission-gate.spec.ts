import { jest } from '@jest/globals';
import { AdmissionGate, GateFullError, USE_HALF_LIFE_MS } from './admission-gate.js';

/** A job that runs until `finish` is called, recording when it started. */
function heldJob(started: string[], name: string) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    job: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('AdmissionGate', () => {
  it('runs at most `concurrency` jobs at once and starts the waiting ones in arrival order', async () => {
    const gate = new AdmissionGate({ concurrency: 2, queue: 10, maxWaitMs: Infinity });
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => heldJob(started, name));
    const results = jobs.map(({ job }) => gate.run(job));
    await tick();
    expect(started).toEqual(['a', 'b']);
    jobs[1]!.finish();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    jobs[0]!.finish();
    jobs[2]!.finish();
    jobs[3]!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses at once when the line is full, and takes newcomers again when it moves', async () => {
    const gate = new AdmissionGate({ concurrency: 1, queue: 1, maxWaitMs: Infinity });
    const started: string[] = [];
    const first = heldJob(started, 'first');
    const second = heldJob(started, 'second');
    const running = gate.run(first.job);
    const waiting = gate.run(second.job);
    await expect(gate.run(async () => 'third')).rejects.toEqual(new GateFullError('full'));
    first.finish();
    await running;
    const fourth = gate.run(async () => 'fourth');
    second.finish();
    expect(await waiting).toBe('second');
    expect(await fourth).toBe('fourth');
  });

  it('gives a turn back once, even when its release is called twice', async () => {
    const gate = new AdmissionGate({ concurrency: 1, queue: 5, maxWaitMs: Infinity });
    const leave = await gate.enter();
    const next = gate.enter();
    const after = gate.enter();
    leave();
    leave();
    const leaveNext = await next;
    let afterStarted = false;
    void after.then(() => (afterStarted = true));
    await tick();
    expect(afterStarted).toBe(false);
    leaveNext();
    await after;
  });

  it('refuses a waiter that had no turn within maxWaitMs, and frees its place in line', async () => {
    jest.useFakeTimers();
    try {
      const gate = new AdmissionGate({ concurrency: 1, queue: 1, maxWaitMs: 1_000 });
      const leave = await gate.enter();
      const waiter = gate.enter();
      jest.advanceTimersByTime(1_001);
      await expect(waiter).rejects.toEqual(new GateFullError('timeout'));
      const again = gate.enter();
      leave();
      (await again)();
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses everyone waiting and every newcomer once closed', async () => {
    const gate = new AdmissionGate({ concurrency: 1, queue: 5, maxWaitMs: Infinity });
    await gate.enter();
    const waiter = gate.enter();
    gate.close();
    await expect(waiter).rejects.toEqual(new GateFullError('closed'));
    await expect(gate.enter()).rejects.toEqual(new GateFullError('closed'));
  });

  describe('with askers', () => {
    /** Enters `asker` and records when it gets its turn; `turn` resolves to its release. */
    function queue(gate: AdmissionGate, started: string[], asker: string, name = asker) {
      const turn = gate.enter(asker).then((leave) => {
        started.push(name);
        return leave;
      });
      return { turn, refused: turn.then(() => undefined).catch((error: GateFullError) => error) };
    }

    it('lets one who asked rarely go before the waiters of one who asks all the time', async () => {
      const gate = new AdmissionGate({ concurrency: 1, queue: 10, maxWaitMs: Infinity });
      const started: string[] = [];
      const running = await gate.enter('busy');
      const busy = ['busy1', 'busy2', 'busy3'].map((name) => queue(gate, started, 'busy', name));
      const rare = queue(gate, started, 'rare');
      running();
      (await rare.turn)();
      for (const waiter of busy) (await waiter.turn)();
      expect(started).toEqual(['rare', 'busy1', 'busy2', 'busy3']);
    });

    it('gives a full line’s last place to a newcomer who asked less, refusing the busiest waiter', async () => {
      const gate = new AdmissionGate({ concurrency: 1, queue: 2, maxWaitMs: Infinity });
      const started: string[] = [];
      const running = await gate.enter('a');
      const first = queue(gate, started, 'a', 'a1');
      const second = queue(gate, started, 'a', 'a2');
      const newcomer = queue(gate, started, 'b');
      expect(await second.refused).toEqual(new GateFullError('full'));
      running();
      (await newcomer.turn)();
      (await first.turn)();
      expect(started).toEqual(['b', 'a1']);
    });

    it('refuses a newcomer to a full line who asked as often as those waiting (first come first)', async () => {
      const gate = new AdmissionGate({ concurrency: 1, queue: 2, maxWaitMs: Infinity });
      const started: string[] = [];
      const running = await gate.enter('x');
      const waiting = ['p', 'q'].map((asker) => queue(gate, started, asker));
      await expect(gate.enter('r')).rejects.toEqual(new GateFullError('full'));
      running();
      for (const waiter of waiting) (await waiter.turn)();
      expect(started).toEqual(['p', 'q']);
    });

    it('counts an asker by the busiest of its names: a busy browser from a new address is busy', async () => {
      const gate = new AdmissionGate({ concurrency: 1, queue: 5, maxWaitMs: Infinity });
      for (let i = 0; i < 5; i += 1) (await gate.enter([`site-${i}`, 'browser-busy']))();
      const running = await gate.enter('x');
      const started: string[] = [];
      const busy = gate.enter(['site-new', 'browser-busy']).then((leave) => {
        started.push('busy');
        return leave;
      });
      const person = queue(gate, started, 'site-person');
      running();
      (await person.turn)();
      (await busy)();
      expect(started).toEqual(['site-person', 'busy']);
    });

    it('forgets use by half every minute, so a busy asker is an ordinary one again later', async () => {
      let now = 0;
      const gate = new AdmissionGate({ concurrency: 1, queue: 5, maxWaitMs: Infinity }, () => now);
      for (let i = 0; i < 8; i += 1) (await gate.enter('once-busy'))();
      now += 10 * USE_HALF_LIFE_MS;
      (await gate.enter('lately'))();
      const running = await gate.enter('x');
      const started: string[] = [];
      // Eight visits ten minutes ago count less than one a moment ago.
      const lately = queue(gate, started, 'lately');
      const onceBusy = queue(gate, started, 'once-busy');
      running();
      (await onceBusy.turn)();
      (await lately.turn)();
      expect(started).toEqual(['once-busy', 'lately']);
    });
  });
});
