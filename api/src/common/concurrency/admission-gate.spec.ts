import { jest } from '@jest/globals';
import { AdmissionGate, GateFullError } from './admission-gate.js';

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
});
