// Runs in a worker thread started by ExtractionPool: reads one uploaded file's text, so a hostile file
// can exhaust only this thread's memory and time, never the API's.
import { parentPort } from 'node:worker_threads';
import { extractText, type UploadExtension, type ZipLimits } from './text-extraction.js';
import { UploadError } from './upload-error.js';

export interface ExtractionJob {
  extension: UploadExtension;
  bytes: Uint8Array;
  limits: ZipLimits;
}

export type ExtractionResult =
  { text: string } | { refused: Pick<UploadError, 'code' | 'status' | 'detail'> };

parentPort?.once('message', (job: ExtractionJob) => {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  extractText(job.extension, bytes, job.limits).then(
    (text) => parentPort?.postMessage({ text } satisfies ExtractionResult),
    (error: unknown) => {
      const refused = error instanceof UploadError ? error : new UploadError('unreadable', 422);
      parentPort?.postMessage({
        refused: { code: refused.code, status: refused.status, detail: refused.detail },
      } satisfies ExtractionResult);
    },
  );
});
