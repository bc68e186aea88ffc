import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { AdmissionGate } from '../common/concurrency/admission-gate.js';
import type { ExtractionJob, ExtractionResult } from './extraction.worker.js';
import type { UploadExtension, ZipLimits } from './text-extraction.js';
import { UploadError } from './upload-error.js';

export interface ExtractionPoolOptions {
  /** Files read at the same time; each has its own thread and heap. */
  concurrency: number;
  /** Files that may wait for a thread; one more is answered 503 with Retry-After. */
  queue: number;
  /** A file still being read after this long is given up (its thread is stopped). */
  timeoutMs: number;
  /** Heap of each thread, in MB; a file that needs more is refused, the API keeps its memory. */
  heapMb: number;
}

export const EXTRACTION_DEFAULTS: ExtractionPoolOptions = {
  // Uploads are rare staff work: one at a time keeps the API's memory bound to one thread's heap.
  concurrency: 1,
  queue: 4,
  timeoutMs: 20_000,
  // Fits a .docx at the element cap (ZipLimits.maxXmlElements) with room to spare.
  heapMb: 384,
};

/** Where the worker's code is: beside this file, built (.js) or, under Jest, the TypeScript source. */
export function extractionWorker(): { script: URL; options: WorkerOptions } {
  const here = import.meta.url;
  if (!here.endsWith('.ts'))
    return { script: new URL('./extraction.worker.js', here), options: {} };
  const hooks = new URL('../../scripts/ts-worker-hooks.mjs', here);
  return {
    script: new URL('./extraction.worker.ts', here),
    options: { execArgv: ['--import', hooks.href] },
  };
}

/**
 * Reads uploaded files in worker threads, one fresh thread per file: a file that loops, exhausts its
 * heap or crashes its parser fails alone with a 4xx, and the API's own thread never waits for it.
 */
@Injectable()
export class ExtractionPool implements OnModuleDestroy {
  private readonly logger = new Logger('Extraction');
  private readonly running = new Set<Worker>();
  private readonly gate: AdmissionGate;

  constructor(
    private readonly options: ExtractionPoolOptions = EXTRACTION_DEFAULTS,
    private readonly worker: { script: URL | string; options: WorkerOptions } = extractionWorker(),
  ) {
    this.gate = new AdmissionGate({
      concurrency: options.concurrency,
      queue: options.queue,
      maxWaitMs: Infinity,
    });
  }

  async extract(extension: UploadExtension, bytes: Buffer, limits: ZipLimits): Promise<string> {
    let leave: () => void;
    try {
      leave = await this.gate.enter();
    } catch {
      // A full line or a server shutting down: the uploader is told to try again shortly.
      throw new UploadError('busy', 503);
    }
    try {
      return await this.run({ extension, bytes, limits });
    } finally {
      leave();
    }
  }

  private run(job: ExtractionJob): Promise<string> {
    const worker = new Worker(this.worker.script, {
      ...this.worker.options,
      resourceLimits: {
        maxOldGenerationSizeMb: this.options.heapMb,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
    });
    this.running.add(worker);
    return new Promise<string>((resolve, reject) => {
      let settled = false;
      const settle = (outcome: () => void): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outcome();
        void worker.terminate();
      };
      const timer = setTimeout(() => {
        this.logger.warn(
          `A document was still being read after ${this.options.timeoutMs} ms; stopped.`,
        );
        settle(() => reject(new UploadError('unreadable', 422)));
      }, this.options.timeoutMs);
      worker.once('message', (result: ExtractionResult) =>
        settle(() =>
          'text' in result
            ? resolve(result.text)
            : reject(
                new UploadError(result.refused.code, result.refused.status, result.refused.detail),
              ),
        ),
      );
      worker.once('error', (error) => {
        // ERR_WORKER_OUT_OF_MEMORY for a file that needs more than the thread's heap.
        this.logger.warn(
          `Reading a document failed: ${(error as { code?: string }).code ?? error.message}`,
        );
        settle(() => reject(new UploadError('unreadable', 422)));
      });
      worker.once('exit', () => {
        this.running.delete(worker);
        settle(() => reject(new UploadError('unreadable', 422)));
      });
      worker.postMessage(job);
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.gate.close();
    await Promise.all([...this.running].map((worker) => worker.terminate()));
  }
}
