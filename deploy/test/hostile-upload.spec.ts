import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildLoopingDoc } from '../../api/test/support/documents.js';
import { freePort, type RunningProcess, startProcess } from './process.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const main = join(root, 'api/dist/main.js');

// The built API (`npm start`) reads documents in worker threads started from its compiled files: a
// hostile .doc is refused there and the process keeps serving (issue 16).
describe('document extraction in the built API', () => {
  let api: RunningProcess;
  let base: string;

  beforeAll(async () => {
    if (!existsSync(main))
      throw new Error('api/dist is missing: run `npm run build` first (npm test builds it).');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    api = await startProcess(['node', main], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        LOG_LEVEL: 'silent',
        DATA_DIR: 'memory://',
        PORT: String(port),
      },
      readyUrl: `${base}/readyz`,
    });
  });

  afterAll(async () => {
    await api?.stop();
  });

  const upload = (filename: string, bytes: Buffer) =>
    fetch(`${base}/api/upload`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        filename,
        fileData: bytes.toString('base64'),
        mimeType: 'application/msword',
      }),
    });

  it('refuses a .doc whose sector chain loops, stays up, and still reads a real one', async () => {
    const hostile = await upload('claim-form.doc', buildLoopingDoc());
    expect(hostile.status).toBe(422);
    expect(((await hostile.json()) as { error: string }).error).toMatch(/could not be read/);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const fixture = readFileSync(join(root, 'api/test/fixtures/witwenrente-umlaute.doc'));
    const real = await upload('witwenrente.doc', fixture);
    expect(real.status).toBe(201);
    expect(((await real.json()) as { preview: string }).preview).toContain('Witwenrente');
    expect(api.child.exitCode).toBeNull();
  });
});
