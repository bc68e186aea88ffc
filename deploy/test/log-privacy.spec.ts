import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type TestDatabase, testDatabases } from '../../api/test/support/databases.js';
import { freePort, startProcess } from './process.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const main = join(root, 'api/dist/main.js');

// What people write stays out of the logs at the level production runs at: the built API on its own
// stdout, as an operator's log collector would read it.
describe.each(testDatabases())('logs at info level on $name', (factory) => {
  let database: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    if (!existsSync(main))
      throw new Error('api/dist is missing: run `npm run build` first (npm test builds it).');
    dataDir = mkdtempSync(join(tmpdir(), 'ageless-logs-'));
    database = await factory.create(join(dataDir, 'db'));
  });

  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('carry no message text, profile free text or document text', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api = await startProcess(['node', main], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        LOG_LEVEL: 'info',
        PORT: String(port),
        DATA_DIR: database.settings.dataDir,
        DATABASE_URL: database.settings.databaseUrl,
      },
      readyUrl: `${base}/readyz`,
      timeoutMs: 60_000,
    });
    // Each private text carries its own marker, so a leak names what leaked.
    const marker = (what: string): string => `${what}-${randomBytes(6).toString('hex')}`;
    const secrets: Record<string, string> = {
      purpose: marker('PurposeSecret'),
      specificNeeds: marker('NeedsSecret'),
      physicalAssets: marker('AssetsSecret'),
      professionalExperience: marker('ExperienceSecret'),
      lifestyle: marker('LifestyleSecret'),
      chatMessage: marker('ChatSecret'),
      streamMessage: marker('StreamSecret'),
      tooLongMessage: marker('TooLongSecret'),
      documentText: marker('DocumentSecret'),
      // Page links carry questions, e.g. the calculators' "Ask the guide" link with someone's figures.
      promptInUrl: marker('PromptSecret'),
    };
    const post = (path: string, body: unknown): Promise<globalThis.Response> =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    try {
      const profile = await post('/api/profiles', {
        purpose: `I want to ${secrets.purpose}`,
        specificNeeds: secrets.specificNeeds,
        physicalAssets: secrets.physicalAssets,
        professionalExperience: secrets.professionalExperience,
        lifestyle: secrets.lifestyle,
        skills: ['Gardening'],
      });
      expect(profile.status).toBe(201);
      const { id } = ((await profile.json()) as { profile: { id: string } }).profile;
      // A profile's id reads and deletes it: the log shows the route, not the id.
      secrets.profileId = id;
      // Read as the browser that made it (matches answer their owner only).
      const owner = (profile.headers.get('set-cookie') ?? '').split(';')[0]!;
      expect(
        (await fetch(`${base}/api/profiles/${id}/matches`, { headers: { cookie: owner } })).status,
      ).toBe(200);

      const chat = await post('/api/chat', {
        sessionId: `logs-${randomBytes(6).toString('hex')}`,
        message: `How do I plan ${secrets.chatMessage}?`,
      });
      expect(chat.status).toBe(200);
      const stream = await post('/api/chat/stream', {
        sessionId: `logs-${randomBytes(6).toString('hex')}`,
        message: `Tell me about ${secrets.streamMessage}`,
      });
      expect(stream.status).toBe(200);
      await stream.text();
      const refused = await post('/api/chat', {
        sessionId: `logs-${randomBytes(6).toString('hex')}`,
        message: `${secrets.tooLongMessage} ${'x'.repeat(3000)}`,
      });
      expect(refused.status).toBe(400);

      const upload = await post('/api/upload', {
        filename: 'allotment-notes.txt',
        content: `Minutes of the allotment meeting. ${secrets.documentText} was agreed.`,
        mimeType: 'text/plain',
      });
      expect(upload.status).toBe(201);
      await fetch(`${base}/chat?prompt=${secrets.promptInUrl}`);
      // Whatever the answer, the request is logged: with its path, not its query.
      await fetch(`${base}/api/free-tags?lang=de&q=${secrets.promptInUrl}`);
    } finally {
      await api.stop();
    }

    const log = api.output();
    // The log is on and records these requests, or the absence of the texts would prove nothing.
    expect(log).toMatch(/"url":"\/api\/profiles"/);
    expect(log).toMatch(/"url":"\/api\/chat"/);
    expect(log).toMatch(/"url":"\/api\/upload"/);
    expect(log).toMatch(/"url":"\/api\/free-tags\?…"/);
    expect(log).toMatch(/"url":"\/api\/profiles\/:id\/matches"/);
    const leaked = Object.entries(secrets)
      .filter(([, secret]) => log.includes(secret))
      .map(([what]) => what);
    expect(leaked).toEqual([]);
  });
});
