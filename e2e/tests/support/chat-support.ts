import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const SCREENSHOT_DIR = join(__dirname, '..', '..', '.artifacts', 'screenshots');

// The accessibility scan and the full-page screenshots are the slowest steps of a test, and far
// slower on a loaded 2-core machine (a calculator test with both ran past its 30 s in CI): each adds
// its own allowance to the test's time limit instead of eating the steps' share.
const A11Y_SCAN_MS = 10_000;
const SCREENSHOTS_MS = 10_000;
const allowMore = (ms: number): void => test.info().setTimeout(test.info().timeout + ms);

export async function expectNoSeriousA11yViolations(page: Page) {
  allowMore(A11Y_SCAN_MS);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    'serious or critical accessibility violations',
  ).toEqual([]);
}

/** Full-page screenshot at 1280 and 360 px into e2e/.artifacts/screenshots. */
export async function screenshotWidths(page: Page, name: string) {
  allowMore(SCREENSHOTS_MS);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    // Layout settles after the resize (and fonts).
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
  }
  console.log(`screenshots: ${SCREENSHOT_DIR}/${name}-{1280,360}.png`);
}

/** The stored language the product starts with (spec §4 storage key). */
export async function useLanguage(page: Page, language: 'en' | 'de') {
  await page.addInitScript((lang) => {
    localStorage.setItem('ageless-connect-language', lang);
  }, language);
}

// Until the chat and tag API (issue 4) is deployed, these routes answer in the browser. Each stub
// is only used when the real endpoint is missing (404), so the same test runs on the real API.
/**
 * Answers the chat stream with a fixed reply, as the server would send it (SSE tokens, then done).
 * Only for checks of how a reply is rendered (e.g. hostile Markdown); everything else uses the API.
 */
export async function stubChatStream(page: Page, reply: string): Promise<void> {
  const sse = [
    ...reply.split(/(?<= )/).map((token) => `event: token\ndata: ${JSON.stringify({ token })}\n\n`),
    `event: done\ndata: ${JSON.stringify({
      response: reply,
      message: { role: 'assistant', content: reply, timestamp: new Date().toISOString() },
    })}\n\n`,
  ].join('');
  await page.route('**/api/chat/stream*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/event-stream', body: sse }),
  );
}
