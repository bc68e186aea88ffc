import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import frontEnds from '../../packages/contracts/src/front-ends.json';
import { freePort, type RunningProcess, startProcess } from '../../deploy/test/process';

const root = resolve(__dirname, '..', '..');
const TAGLINE = 'Turn What You Have Into The Life You Want';
const RELEASE_2 = `${TAGLINE}: release 2`;

// A team ships a new mfe-landing: the host is neither rebuilt nor restarted, only its manifest
// changes; a fresh page load shows the new release, and the old one comes back on roll-back.
test.describe('independent deploys of a remote', () => {
  test.setTimeout(300_000);
  const servers: RunningProcess[] = [];
  let hostDir: string;
  let v2Dir: string;
  let hostUrl: string;
  let v1Url: string;
  let v2Url: string;
  let plannerUrl: string;
  let productOrigin: string;

  const serve = async (dir: string, env: Record<string, string> = {}): Promise<string> => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    servers.push(
      await startProcess(['node', join(root, 'deploy/static-server/server.mjs')], {
        cwd: root,
        env: { PATH: process.env.PATH, PORT: String(port), STATIC_ROOT: dir, ...env },
        readyUrl: `${url}/healthz`,
      }),
    );
    return url;
  };

  type Release = { entry: string; version: string; contract?: number };
  // Every remote of the one list from the product, except the releases named here.
  const publishManifest = (releases: Record<string, Release>) => {
    const remotes = Object.fromEntries(
      frontEnds.apps.flatMap((app) =>
        app.kind === 'remote' && app.key
          ? [
              [
                app.key,
                {
                  name: app.name,
                  ...(releases[app.key] ?? {
                    entry: `${productOrigin}/remotes/${app.folder}/mf-manifest.json`,
                    version: '0.1.0',
                  }),
                },
              ],
            ]
          : [],
      ),
    );
    writeFileSync(join(hostDir, 'remotes.json'), JSON.stringify({ contract: 1, remotes }));
  };

  test.beforeAll(async ({ baseURL }) => {
    // The group's timeout does not cover this hook, and a webpack build on a busy machine takes more than 30 s.
    test.setTimeout(300_000);
    productOrigin = new URL(baseURL!).origin;
    // Release 2 of mfe-landing: the same remote built from a copy with one visible change.
    v2Dir = join(root, '.deploy-test', 'mfe-landing');
    rmSync(v2Dir, { recursive: true, force: true });
    mkdirSync(v2Dir, { recursive: true });
    for (const entry of ['src', 'package.json', 'webpack.config.cjs', 'tsconfig.json']) {
      cpSync(join(root, 'mfe-landing', entry), join(v2Dir, entry), { recursive: true });
    }
    symlinkSync(join(root, 'mfe-landing', 'node_modules'), join(v2Dir, 'node_modules'));
    const catalogue = join(v2Dir, 'src/app/i18n/en.ts');
    writeFileSync(
      catalogue,
      readFileSync(catalogue, 'utf8').replace(`'${TAGLINE}'`, `'${RELEASE_2}'`),
    );
    const build = spawnSync(join(root, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
      cwd: v2Dir,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr + build.stdout).toBe(0);

    // The host's files as deployed, in a folder of their own so the test can change its manifest.
    hostDir = mkdtempSync(join(tmpdir(), 'ageless-host-'));
    cpSync(join(root, 'host-shell/dist'), hostDir, { recursive: true });
    v1Url = await serve(join(root, 'mfe-landing/dist'));
    v2Url = await serve(join(v2Dir, 'dist'));
    plannerUrl = await serve(join(root, 'mfe-planner/dist'));
    hostUrl = await serve(hostDir, {
      SPA_FALLBACK: 'true',
      API_UPSTREAM: productOrigin,
      ALLOWED_ORIGINS: [v1Url, v2Url, plannerUrl, productOrigin].join(','),
    });
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(hostDir, { recursive: true, force: true });
    rmSync(join(root, '.deploy-test'), { recursive: true, force: true });
  });

  test('rolls a remote forward and back by its manifest alone', async ({ browser }) => {
    const visit = async () => {
      const context = await browser.newContext({ locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(hostUrl);
      return { page, close: () => context.close() };
    };

    publishManifest({ landing: { entry: `${v1Url}/mf-manifest.json`, version: '0.1.0' } });
    let visitor = await visit();
    await expect(visitor.page.getByText(TAGLINE, { exact: true }).first()).toBeVisible();
    await expect(visitor.page.getByText(RELEASE_2)).toHaveCount(0);
    await visitor.close();

    publishManifest({ landing: { entry: `${v2Url}/mf-manifest.json`, version: '0.2.0' } });
    visitor = await visit();
    await expect(visitor.page.getByText(RELEASE_2).first()).toBeVisible();
    await visitor.close();

    publishManifest({ landing: { entry: `${v1Url}/mf-manifest.json`, version: '0.1.0' } });
    visitor = await visit();
    await expect(visitor.page.getByText(TAGLINE, { exact: true }).first()).toBeVisible();
    await expect(visitor.page.getByText(RELEASE_2)).toHaveCount(0);
    await visitor.close();
  });

  test('shows a remote of an incompatible contract, or one that is down, as unavailable', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();

    publishManifest({
      landing: { entry: `${v2Url}/mf-manifest.json`, version: '2.0.0', contract: 2 },
    });
    await page.goto(hostUrl);
    await expect(
      page.getByText('This part of Ageless Connect is being updated', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();

    const down = `http://127.0.0.1:${await freePort()}`;
    publishManifest({ landing: { entry: `${down}/mf-manifest.json`, version: '0.3.0' } });
    await page.goto(hostUrl);
    await expect(page.getByText('This part of Ageless Connect could not be loaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await context.close();
  });

  test('loads the calculators from mfe-planner deployed on its own server', async ({ browser }) => {
    publishManifest({ planner: { entry: `${plannerUrl}/mf-manifest.json`, version: '0.1.0' } });
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const files: string[] = [];
    page.on('requestfinished', (request) => files.push(request.url()));
    await page.goto(`${hostUrl}/pension-planner`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pension Planner' })).toBeVisible();
    await page.goto(`${hostUrl}/budget-optimizer`);
    await expect(page.getByRole('heading', { level: 1, name: 'Budget Optimizer' })).toBeVisible();
    expect(files).toContain(`${plannerUrl}/remoteEntry.js`);
    // The calculators need nothing of the chat remote.
    expect(files.filter((url) => url.includes('mfe-chat') || url.includes('mfe_chat'))).toEqual([]);
    await context.close();
  });
});
