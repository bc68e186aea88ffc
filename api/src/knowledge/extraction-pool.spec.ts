import { readFileSync } from 'node:fs';
import { ExtractionPool, EXTRACTION_DEFAULTS } from './extraction-pool.js';
import { zipLimitsFor } from './text-extraction.js';
import { UploadError } from './upload-error.js';

const FIXTURE = new URL('../../test/fixtures/witwenrente-umlaute.doc', import.meta.url);
const limits = zipLimitsFor(10 * 1024 * 1024);

/** A pool whose threads run `code` instead of the real extraction. */
const poolRunning = (code: string, options: Partial<typeof EXTRACTION_DEFAULTS> = {}) =>
  new ExtractionPool(
    { ...EXTRACTION_DEFAULTS, ...options },
    { script: code, options: { eval: true } },
  );

const refusal = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
  } catch (error) {
    return error instanceof UploadError ? `${error.status} ${error.code}` : String(error);
  }
  return 'accepted';
};

describe('ExtractionPool', () => {
  const pools: ExtractionPool[] = [];
  const track = (pool: ExtractionPool): ExtractionPool => {
    pools.push(pool);
    return pool;
  };
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.onModuleDestroy()));
  });

  it('reads a real Word document in its own thread (the worker as the app starts it)', async () => {
    const pool = track(new ExtractionPool());
    const text = await pool.extract('.doc', readFileSync(FIXTURE), limits);
    expect(text).toContain('Witwenrente');
  });

  it('passes the refusal of a file that is not what its name says back as that refusal', async () => {
    const pool = track(new ExtractionPool());
    expect(await refusal(pool.extract('.docx', Buffer.from('plain text, not a ZIP'), limits))).toBe(
      '415 not_docx',
    );
  });

  it('stops a file that is still being read after the time limit and refuses it', async () => {
    const pool = track(poolRunning('for (;;) {}', { timeoutMs: 300 }));
    expect(await refusal(pool.extract('.doc', Buffer.alloc(4), limits))).toBe('422 unreadable');
  });

  it('refuses a file whose reading needs more than the thread’s heap, and keeps serving', async () => {
    const pool = track(
      poolRunning('const hoard = []; for (;;) hoard.push(new Array(100000).fill(hoard.length));', {
        heapMb: 32,
      }),
    );
    expect(await refusal(pool.extract('.doc', Buffer.alloc(4), limits))).toBe('422 unreadable');
    const real = track(new ExtractionPool());
    expect(await real.extract('.txt', Buffer.from('still reading'), limits)).toBe('still reading');
  });

  it('lets a few files wait and answers 503 to more, then serves the waiting ones', async () => {
    const pool = track(
      poolRunning(
        `const { parentPort } = require('node:worker_threads');
         parentPort.once('message', () => setTimeout(() => parentPort.postMessage({ text: 'done' }), 200));`,
        { concurrency: 1, queue: 1 },
      ),
    );
    const first = pool.extract('.txt', Buffer.alloc(1), limits);
    const second = pool.extract('.txt', Buffer.alloc(1), limits);
    expect(await refusal(pool.extract('.txt', Buffer.alloc(1), limits))).toBe('503 busy');
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
    expect(await pool.extract('.txt', Buffer.alloc(1), limits)).toBe('done');
  });
});
