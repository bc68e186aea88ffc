import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshotWidths } from './support/chat-support';

// A third-party page on another origin (another port) that frames /embed. A real server, not
// page.route: Chromium's Local Network Access checks block a routed (public) page from framing
// 127.0.0.1.
let parentServer: Server;
let PARENT = '';

test.beforeAll(async () => {
  parentServer = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const policy = url.searchParams.get('policy') ?? 'strict-origin-when-cross-origin';
    const embed = url.searchParams.get('embed') ?? '';
    response.setHeader('Content-Type', 'text/html');
    response.setHeader('Referrer-Policy', policy);
    response.end(`<!doctype html><html lang="en"><head><title>Host</title></head><body>
<script>window.received=[];addEventListener('message',e=>window.received.push({origin:e.origin,data:e.data}));</script>
<iframe title="Ageless Connect" src="${embed}" style="width:100%;height:600px;border:0"></iframe></body></html>`);
  });
  await new Promise<void>((resolve) => parentServer.listen(0, '127.0.0.1', resolve));
  PARENT = `http://localhost:${(parentServer.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => parentServer.close(() => resolve())));

async function openParent(
  page: Page,
  embedUrl: string,
  referrerPolicy = 'strict-origin-when-cross-origin',
) {
  await page.goto(
    `${PARENT}/host.html?policy=${referrerPolicy}&embed=${encodeURIComponent(embedUrl)}`,
  );
}

const received = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          received: { origin: string; data: { type: string; height: number; source: string } }[];
        }
      ).received,
  );

test.describe('/embed', () => {
  for (const language of ['en', 'de'] as const) {
    test(`renders the chat in ${language} and posts its height to the parent's origin`, async ({
      page,
      baseURL,
    }) => {
      await openParent(page, `${baseURL}/embed?lang=${language}`);
      const frame = page.frameLocator('iframe');
      await expect(
        frame.getByRole('heading', {
          level: 1,
          name: language === 'en' ? 'Ageless Synergy Guide' : 'Ageless Synergie-Guide',
        }),
      ).toBeVisible();
      await expect.poll(async () => (await received(page)).length).toBeGreaterThan(0);
      const first = (await received(page))[0]!;
      expect(first.data.type).toBe('IFRAME_HEIGHT_CHANGE');
      expect(first.data.height).toBeGreaterThan(100);
      expect(first.data.source).toBe('ageless-connect-embed');
      expect(first.origin).toBe(new URL(baseURL!).origin);

      // A resize of the frame posts the new height.
      const before = (await received(page)).length;
      await page.setViewportSize({ width: 360, height: 800 });
      await expect.poll(async () => (await received(page)).length).toBeGreaterThan(before);
    });
  }

  test('posts nothing when the parent origin is unknown, and never to another origin', async ({
    page,
    baseURL,
  }) => {
    await openParent(page, `${baseURL}/embed`, 'no-referrer');
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await received(page)).toEqual([]);

    // parentOrigin names someone else: the browser drops the message, the real parent gets nothing.
    await openParent(
      page,
      `${baseURL}/embed?parentOrigin=${encodeURIComponent('https://elsewhere.example')}`,
    );
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await received(page)).toEqual([]);
  });

  test('the embed page alone is accessible, EN and DE', async ({ page }) => {
    for (const language of ['en', 'de'] as const) {
      await page.goto(`/embed?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoSeriousA11yViolations(page);
      await screenshotWidths(page, `embed-${language}`);
    }
  });
});
