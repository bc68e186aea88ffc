import { defineConfig } from '@playwright/test';

// Given a URL, test that deployment; otherwise start the whole product locally (built if needed,
// throwaway embedded database). The script prints the URL it listens on.
const externalBaseUrl = process.env.E2E_BASE_URL;
const localPort = process.env.E2E_PORT ?? '3210';
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${localPort}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/test-results',
  fullyParallel: false,
  workers: 1,
  // In CI one more try: a test that fails and then passes is reported as flaky (counted and listed in
  // the JSON report), so a slow first page on a loaded 2-core machine does not stop the whole landing,
  // while a real failure fails twice.
  retries: process.env.CI === 'true' ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.artifacts/results.json' }]],
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright's own browser download is not used here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node ../scripts/serve-for-e2e.mjs',
        env: { E2E_PORT: localPort },
        url: `${baseURL}/remotes.json`,
        reuseExistingServer: false,
        // A first run builds the front ends and the API.
        timeout: 300_000,
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
