import { createServer, type Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SCREENSHOT_DIR } from './support/chat-support';

// <ageless-chat> on a plain third-party page: another origin (another port) with a strict CSP.
// The same server answers as two origins: http://127.0.0.1:PORT, which the API must list in
// CORS_ORIGINS, and http://localhost:PORT, which it must not (the "site not allowed" case).
// A real server rather than page.route: Chromium's Local Network Access checks treat a routed
// page as public and block its requests to 127.0.0.1.
const PAGE_PORT = Number(process.env.E2E_WIDGET_PAGE_PORT ?? 3391);
const ALLOWED = `http://127.0.0.1:${PAGE_PORT}`;
const NOT_ALLOWED = `http://localhost:${PAGE_PORT}`;

const TEXT = {
  en: {
    open: 'Open the Ageless Connect chat',
    subtitle: 'Your Active Aging Companion',
    quickStart: 'Quick Start Topics',
    input: 'Your message',
    send: 'Send',
    close: 'Close chat',
    question: 'How can I stay active after retiring?',
    unreachable: /cannot be reached from this website/,
    reply: /^New reply from the guide: /,
  },
  de: {
    open: 'Ageless-Connect-Chat öffnen',
    subtitle: 'Ihr Begleiter für aktives Älterwerden',
    quickStart: 'Schnellstart-Themen',
    input: 'Ihre Nachricht',
    send: 'Senden',
    close: 'Chat schließen',
    question: 'Wie bleibe ich im Ruhestand aktiv?',
    unreachable: /von dieser Website aus nicht erreichbar/,
    reply: /^Neue Antwort/,
  },
} as const;

// Deliberately hostile page CSS: if any of it reached the widget, the checks below would see it.
const HOST_CSS = `
html { font-size: 10px; }
* { color: rgb(255, 0, 0) !important; font-family: "Comic Sans MS", cursive !important; }
button { background: rgb(255, 255, 0) !important; border-radius: 0 !important; padding: 40px !important; }
div, p, h2, h3 { margin: 25px !important; line-height: 3 !important; }
ageless-chat { font-size: 9px; letter-spacing: 4px; }
.page-button { font-size: 15px; }
`;

// External (no inline script under this CSP): records CSP violations and the widget's events.
const HOST_JS = `
window.__violations = [];
window.__events = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__violations.push(e.violatedDirective + ' ' + e.blockedURI);
});
for (const name of ['ready', 'open', 'close', 'message', 'upgrade-required']) {
  document.addEventListener('ageless-chat:' + name, (e) => {
    window.__events.push({ type: e.type, detail: e.detail });
  });
}
`;

let server: Server;
let API = '';

function pageHtml(params: URLSearchParams): string {
  const lang = params.get('lang') === 'de' ? 'de' : 'en';
  const count = Number(params.get('count') ?? '1');
  const storage = params.get('storage') ?? 'local';
  const elements = Array.from(
    { length: count },
    (_, i) =>
      `<ageless-chat id="chat-${i + 1}" lang="${lang}" storage="${storage}"${
        i === 1 ? ' position="bottom-left"' : ''
      }></ageless-chat>`,
  ).join('\n');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Garden Club Weekly</title>
<link rel="stylesheet" href="/host.css">
<script src="/host.js"></script>
<script type="module" src="${API}/widget/ageless-chat.js"></script>
</head>
<body>
<header><a href="#news">Skip to news</a></header>
<main id="news">
<h1>Garden Club Weekly</h1>
<p class="page-text">Tomatoes are ripe. Our retirees' club meets on Thursday.</p>
<button class="page-button" type="button">A button of the page</button>
${elements}
</main>
</body>
</html>`;
}

test.beforeAll(async ({ baseURL }) => {
  API = new URL(baseURL ?? 'http://127.0.0.1:3210').origin;
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${API}`,
    `style-src 'self' ${API}`,
    `connect-src 'self' ${API}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/host.css') {
      response.setHeader('Content-Type', 'text/css');
      return response.end(HOST_CSS);
    }
    if (url.pathname === '/host.js') {
      response.setHeader('Content-Type', 'text/javascript');
      return response.end(HOST_JS);
    }
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Content-Security-Policy', csp);
    response.end(pageHtml(url.searchParams));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(PAGE_PORT, '0.0.0.0', resolve);
  });
  // The API must allow the third-party origin: fail early with the fix, not with a timeout.
  const answer = await fetch(`${API}/api/chat/widget-probe`, { headers: { Origin: ALLOWED } });
  expect(
    answer.headers.get('access-control-allow-origin'),
    `start the product with CORS_ORIGINS=${ALLOWED} (E2E_WIDGET_PAGE_PORT=${PAGE_PORT})`,
  ).toBe(ALLOWED);
});

test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Watch {
  consoleErrors: string[];
  requests: string[];
}

/** Opens the third-party page and records console errors and every request it makes. */
async function openHostPage(
  page: Page,
  options: { lang?: 'en' | 'de'; count?: number; storage?: string; origin?: string } = {},
): Promise<Watch> {
  const watch: Watch = { consoleErrors: [], requests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') watch.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => watch.consoleErrors.push(error.message));
  page.on('request', (request) => watch.requests.push(request.url()));
  const params = new URLSearchParams({
    lang: options.lang ?? 'en',
    count: String(options.count ?? 1),
    storage: options.storage ?? 'none',
  });
  await page.goto(`${options.origin ?? ALLOWED}/?${params}`);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { __events: { type: string }[] }).__events.filter(
            (e) => e.type === 'ageless-chat:ready',
          ).length,
      ),
    )
    .toBe(options.count ?? 1);
  return watch;
}

const events = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __events: { type: string; detail: unknown }[] }).__events,
  );
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

function widget(page: Page, id = 'chat-1'): Locator {
  return page.locator(`#${id}`);
}

async function openPanel(page: Page, lang: 'en' | 'de', id = 'chat-1'): Promise<Locator> {
  await widget(page, id).getByRole('button', { name: TEXT[lang].open }).click();
  const dialog = widget(page, id).getByRole('dialog', { name: 'Ageless Connect' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function send(dialog: Locator, lang: 'en' | 'de', text: string) {
  const answersBefore = await dialog.locator('ol > li.items-start').count();
  await dialog.getByRole('textbox', { name: TEXT[lang].input }).fill(text);
  await dialog.getByRole('textbox', { name: TEXT[lang].input }).press('Enter');
  await expect(dialog.locator('ol > li.items-start')).toHaveCount(answersBefore + 1, {
    timeout: 20_000,
  });
  // The reply is complete when the input is usable again.
  await expect(dialog.getByRole('button', { name: TEXT[lang].send })).toBeDisabled();
}

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
  console.log(`screenshot: ${join(SCREENSHOT_DIR, `${name}.png`)}`);
}

test.describe('<ageless-chat> on a third-party page with a strict CSP', () => {
  for (const lang of ['en', 'de'] as const) {
    test(`chats in ${lang} with no CSP violation, files from the widget origin only`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const watch = await openHostPage(page, { lang });
      // Only the launcher so far: the panel chunk loads on first open.
      expect(watch.requests.filter((url) => url.includes('/widget/chunks/'))).toEqual([]);

      const dialog = await openPanel(page, lang);
      await expect(dialog.getByText(TEXT[lang].subtitle)).toBeVisible();
      await expect(dialog.getByRole('heading', { name: TEXT[lang].quickStart })).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([384, 600]);

      await send(dialog, lang, TEXT[lang].question);
      await expect(dialog.locator('[aria-live="polite"]')).toHaveText(TEXT[lang].reply);
      await shot(page, `widget-third-party-${lang}-1280`);

      expect(await violations(page)).toEqual([]);
      expect(watch.consoleErrors).toEqual([]);
      // Launcher, chunks and stylesheet come from the widget's origin; the page only adds its own.
      const widgetFiles = watch.requests.filter((url) => /\.(js|css)(\?|$)/.test(url));
      for (const url of widgetFiles) {
        expect(
          [`${API}/widget/`, `${ALLOWED}/host.`].some((prefix) => url.startsWith(prefix)),
        ).toBe(true);
      }
      expect(widgetFiles.some((url) => url.includes('/widget/chunks/panel.'))).toBe(true);
      expect(widgetFiles.some((url) => /\/widget\/ageless-chat\.[0-9a-f]+\.css$/.test(url))).toBe(
        true,
      );

      const types = (await events(page)).map((event) => event.type);
      expect(types).toEqual([
        'ageless-chat:ready',
        'ageless-chat:open',
        'ageless-chat:message',
        'ageless-chat:message',
      ]);
      const [, , mine, theirs] = await events(page);
      expect(mine?.detail).toMatchObject({ role: 'user', content: TEXT[lang].question });
      expect(theirs?.detail).toMatchObject({ role: 'assistant' });
    });
  }

  test('host CSS does not reach the widget, and widget CSS does not touch the page', async ({
    page,
  }) => {
    await openHostPage(page);
    const launcher = widget(page).getByRole('button', { name: TEXT.en.open });
    const launcherStyle = await launcher.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        background: s.backgroundColor,
        radius: s.borderRadius,
        width: s.width,
        padding: s.paddingTop,
      };
    });
    // size-16 = 4rem at the widget's own 18 px base (the page's root is 10 px).
    expect(launcherStyle).toMatchObject({ background: 'rgb(31, 92, 79)', width: '72px' });
    expect(launcherStyle.radius).not.toBe('0px');
    expect(launcherStyle.padding).not.toBe('40px');
    const dialog = await openPanel(page, 'en');
    const title = dialog.getByRole('heading', { name: 'Ageless Connect' });
    const titleStyle = await title.evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.color, family: s.fontFamily, margin: s.marginTop, size: s.fontSize };
    });
    expect(titleStyle.color).toBe('rgb(255, 255, 255)');
    expect(titleStyle.family).not.toContain('Comic Sans');
    expect(titleStyle.margin).toBe('0px');
    // text-xl at the widget's own 18 px base, whatever the page's root font size (10 px here).
    expect(titleStyle.size).toBe('22.5px');
    const bodyText = await dialog
      .getByRole('heading', { name: TEXT.en.quickStart })
      .evaluate((el) => getComputedStyle(el).letterSpacing);
    expect(bodyText).toBe('normal');

    // The page keeps its own look: no Preflight, theme or utilities leaked out of the shadow root.
    const pageStyle = await page.evaluate(() => {
      const h1 = getComputedStyle(document.querySelector('h1')!);
      const button = getComputedStyle(document.querySelector('.page-button')!);
      return {
        bodyMargin: getComputedStyle(document.body).marginTop,
        h1Size: h1.fontSize,
        h1Weight: h1.fontWeight,
        buttonBackground: button.backgroundColor,
        buttonFont: button.fontSize,
        rootVar: getComputedStyle(document.documentElement).getPropertyValue('--color-primary'),
        sheets: document.styleSheets.length,
      };
    });
    expect(pageStyle).toEqual({
      bodyMargin: '8px',
      h1Size: '20px', // 2em of the 10 px root set by the page
      h1Weight: '700',
      buttonBackground: 'rgb(255, 255, 0)',
      buttonFont: '15px',
      rootVar: '',
      sheets: 1,
    });
  });

  test('attributes: primary-color, z-index, mode="inline" and setLanguage()', async ({ page }) => {
    await openHostPage(page);
    const chat = widget(page);
    const launcher = chat.getByRole('button', { name: TEXT.en.open });
    await expect(launcher).toHaveCSS('z-index', '1000');
    await chat.evaluate((el) => {
      el.setAttribute('primary-color', 'rgb(90, 30, 120)');
      el.setAttribute('z-index', '50');
    });
    await expect(launcher).toHaveCSS('background-color', 'rgb(90, 30, 120)');
    await expect(launcher).toHaveCSS('z-index', '50');
    await chat.evaluate((el) =>
      (el as HTMLElement & { setLanguage(l: string): void }).setLanguage('de'),
    );
    await expect(chat.getByRole('button', { name: TEXT.de.open })).toBeVisible();

    // Inline: the panel in the page's flow at once, no launcher and no close button.
    await page.evaluate(() => {
      const inline = document.createElement('ageless-chat');
      inline.id = 'chat-inline';
      inline.setAttribute('mode', 'inline');
      inline.setAttribute('storage', 'none');
      document.querySelector('main')!.append(inline);
    });
    const panel = widget(page, 'chat-inline').getByRole('dialog', { name: 'Ageless Connect' });
    await expect(panel).toBeVisible();
    await expect(panel).toHaveCSS('position', 'relative');
    await expect(
      widget(page, 'chat-inline').getByRole('button', { name: TEXT.en.close }),
    ).toHaveCount(0);
    await expect(
      widget(page, 'chat-inline').getByRole('button', { name: TEXT.en.open }),
    ).toBeHidden();
  });

  test('two elements on one page; removing one cleans up, re-adding works', async ({ page }) => {
    await openHostPage(page, { count: 2 });
    const first = await openPanel(page, 'en', 'chat-1');
    const second = await openPanel(page, 'en', 'chat-2');
    const [a, b] = [await first.boundingBox(), await second.boundingBox()];
    expect(a && b && a.x > b.x).toBe(true); // bottom-right and bottom-left

    // Remove the first while a reply is streaming: its request is aborted, nothing stays behind.
    const aborted: string[] = [];
    page.on('requestfailed', (request) => aborted.push(request.url()));
    // The local guide answers in milliseconds: hold this one reply back (the real API still
    // answers it) so the element is removed while the request is in flight.
    await page.route(
      // The chat's language is in the query (?lang=).
      '**/api/chat/stream*',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        await route.continue().catch(() => undefined);
      },
      { times: 1 },
    );
    await first.getByRole('textbox', { name: TEXT.en.input }).fill(TEXT.en.question);
    const streaming = page.waitForRequest((request) => request.url().includes('/api/chat'));
    await first.getByRole('textbox', { name: TEXT.en.input }).press('Enter');
    await streaming;
    await page.evaluate(() => document.getElementById('chat-1')!.remove());
    await expect(page.locator('ageless-chat')).toHaveCount(1);
    await expect(second).toBeVisible();
    await expect
      .poll(() => aborted.filter((url) => url.includes('/api/chat')).length)
      .toBeGreaterThan(0);

    // The other one still chats.
    await send(second, 'en', 'Hello from the second widget');

    // Re-added: a fresh launcher that opens again.
    await page.evaluate(() => {
      const again = document.createElement('ageless-chat');
      again.id = 'chat-3';
      again.setAttribute('storage', 'none');
      again.setAttribute('position', 'bottom-left');
      document.querySelector('main')!.append(again);
    });
    await widget(page, 'chat-2').getByRole('button', { name: TEXT.en.close }).click();
    const third = await openPanel(page, 'en', 'chat-3');
    await send(third, 'en', 'Back again');
  });

  test('survives a single-page-app route change', async ({ page }) => {
    await openHostPage(page);
    const dialog = await openPanel(page, 'en');
    await page.evaluate(() => {
      history.pushState({}, '', '/another-route');
      document.querySelector('h1')!.textContent = 'Another route';
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(dialog).toBeVisible();
    await send(dialog, 'en', TEXT.en.question);
  });

  test('keyboard only: Tab to the launcher, Enter opens, Esc closes and focus returns', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHostPage(page);
    const launcher = widget(page).getByRole('button', { name: TEXT.en.open });
    for (let i = 0; i < 6; i += 1) {
      if (
        await launcher.evaluate(
          (el) =>
            el === (el.getRootNode() as ShadowRoot).activeElement &&
            document.activeElement?.id === 'chat-1',
        )
      )
        break;
      await page.keyboard.press('Tab');
    }
    await expect(launcher).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = widget(page).getByRole('dialog', { name: 'Ageless Connect' });
    const input = dialog.getByRole('textbox', { name: TEXT.en.input });
    await expect(input).toBeFocused();
    await page.keyboard.type(TEXT.en.question);
    await page.keyboard.press('Enter');
    await expect(dialog.locator('ol > li.items-start')).toHaveCount(1, { timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
    expect((await events(page)).map((event) => event.type)).toContain('ageless-chat:close');
  });

  for (const lang of ['en', 'de'] as const) {
    test(`reading options in ${lang}: text size inside the shadow root, remembered; calm mode`, async ({
      page,
    }) => {
      const names =
        lang === 'en'
          ? {
              options: 'Aa Reading options',
              size: 'Text size',
              larger: 'A Larger',
              calm: /Calm mode/,
            }
          : {
              options: 'Aa Leseoptionen',
              size: 'Schriftgröße',
              larger: 'A Größer',
              calm: /Ruhiger Modus/,
            };
      await page.setViewportSize({ width: 1280, height: 800 });
      await openHostPage(page, { lang, storage: 'local' });
      const dialog = await openPanel(page, lang);
      const input = dialog.getByRole('textbox', { name: TEXT[lang].input });
      const fontSize = () => input.evaluate((el) => getComputedStyle(el).fontSize);
      expect(await fontSize()).toBe('18px');

      const options = dialog.getByRole('button', { name: names.options });
      await options.focus();
      await page.keyboard.press('Enter');
      await expect(options).toHaveAttribute('aria-expanded', 'true');
      await expect(dialog.getByRole('checkbox', { name: names.calm })).toBeVisible();
      await dialog
        .getByRole('group', { name: names.size })
        .getByRole('button', { name: names.larger })
        .click();
      expect(await fontSize()).toBe('24px');
      // The page's own text is not touched; the panel grows with its text (issue 27) and stays
      // inside the window.
      expect(
        await page.locator('.page-text').evaluate((el) => getComputedStyle(el).fontSize),
      ).not.toBe('24px');
      const box = (await dialog.boundingBox())!;
      expect(box.width).toBeGreaterThan(384);
      expect(box.height).toBeGreaterThan(600);
      expect(box.y + box.height).toBeLessThanOrEqual(800);
      await shot(page, `widget-third-party-${lang}-larger-text`);

      await page.reload();
      const again = await openPanel(page, lang);
      expect(
        await again
          .getByRole('textbox', { name: TEXT[lang].input })
          .evaluate((el) => getComputedStyle(el).fontSize),
      ).toBe('24px');
      expect(await violations(page)).toEqual([]);
    });
  }

  test('announces each reply once (aria-live), not per token', async ({ page }) => {
    await openHostPage(page);
    const dialog = await openPanel(page, 'en');
    await dialog.locator('[aria-live="polite"]').evaluate((region) => {
      const texts: string[] = [];
      (window as unknown as { __live: string[] }).__live = texts;
      new MutationObserver(() => {
        if (region.textContent) texts.push(region.textContent);
      }).observe(region, { childList: true, characterData: true, subtree: true });
    });
    await send(dialog, 'en', TEXT.en.question);
    await send(dialog, 'en', 'And what about volunteering?');
    const live = await page.evaluate(() => (window as unknown as { __live: string[] }).__live);
    expect(live).toHaveLength(2);
    for (const text of live) expect(text).toMatch(TEXT.en.reply);
  });

  test('full screen on a 375 px phone, no autofocus, axe finds no serious violation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await openHostPage(page, { lang: 'de' });
    const dialog = await openPanel(page, 'de');
    const box = await dialog.boundingBox();
    expect(box && [box.x, box.y, box.width, box.height].map(Math.round)).toEqual([0, 0, 375, 667]);
    await expect(dialog.getByRole('textbox', { name: TEXT.de.input })).not.toBeFocused();
    await shot(page, 'widget-third-party-de-375');
    const results = await new AxeBuilder({ page }).include('#chat-1').analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('after the fifth conversation the upgrade modal opens; the session survives a reload', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openHostPage(page, { storage: 'local' });
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    let dialog = await openPanel(page, 'en');
    for (let i = 1; i <= 5; i += 1) {
      await send(dialog, 'en', `Question number ${i}`);
      // The badge appears once the count is 4 (spec §9).
      if (i === 3) await expect(dialog.getByText(/free conversations? remaining/)).toHaveCount(0);
      if (i === 4) await expect(dialog.getByText('1 free conversation remaining')).toBeVisible();
    }
    await expect(dialog.getByText('0 free conversations remaining')).toBeVisible();

    const stored = await page.evaluate(() => localStorage.getItem('ageless-connect-chat-session'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ conversationCount: 5 });
    await page.reload();
    dialog = await openPanel(page, 'en');
    await expect(dialog.locator('ol > li.items-start')).toHaveCount(5);

    await dialog.getByRole('textbox', { name: TEXT.en.input }).fill('Question number 6');
    await dialog.getByRole('textbox', { name: TEXT.en.input }).press('Enter');
    const upgrade = dialog.getByRole('dialog', { name: 'Upgrade to Connector' });
    await expect(upgrade).toBeVisible({ timeout: 20_000 });
    await expect(upgrade.getByText('€29/month')).toBeVisible();
    await expect(upgrade.getByRole('link', { name: 'Continue Exploring' })).toBeFocused();
    expect((await events(page)).map((event) => event.type)).toContain(
      'ageless-chat:upgrade-required',
    );
    await shot(page, 'widget-third-party-upgrade');
    await upgrade.getByRole('button', { name: 'Close' }).click();
    await expect(upgrade).toBeHidden();
  });

  test('keeps its conversation when the browser drops third-party cookies (Safari)', async ({
    page,
  }) => {
    const ownerHeaders: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/chat/stream'))
        ownerHeaders.push(request.headers()['x-chat-owner']);
    });
    await openHostPage(page);
    const dialog = await openPanel(page, 'en');
    await send(dialog, 'en', TEXT.en.question);
    // As Safari does for a widget on another site: no cookie reaches the API from here on.
    await page.context().clearCookies();
    await send(dialog, 'en', 'And how do I find a walking group?');
    await expect(dialog.getByText('I apologize, but I encountered an error')).toHaveCount(0);
    expect(ownerHeaders).toHaveLength(2);
    expect(ownerHeaders[0]).toBeUndefined();
    expect(ownerHeaders[1]).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('a site whose origin the API does not allow gets a clear message in the panel', async ({
    page,
  }) => {
    await openHostPage(page, { origin: NOT_ALLOWED });
    const dialog = await openPanel(page, 'en');
    await dialog.getByRole('textbox', { name: TEXT.en.input }).fill(TEXT.en.question);
    await dialog.getByRole('textbox', { name: TEXT.en.input }).press('Enter');
    await expect(dialog.locator('ol').getByText(TEXT.en.unreachable)).toBeVisible({
      timeout: 20_000,
    });
    // The refusal is the API's CORS answer, not a CSP problem of the page.
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('/embed-demo', () => {
  test('shows the floating widget and the snippet with a copy button', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/embed-demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Embed demo' })).toBeVisible();
    const snippet = page.getByLabel('Code to copy');
    await expect(snippet).toContainText(`${baseURL}/widget/ageless-chat.js`);
    await expect(snippet).toContainText('<ageless-chat lang="en"></ageless-chat>');
    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByText('Code copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('<ageless-chat');

    await page.locator('ageless-chat').getByRole('button', { name: TEXT.en.open }).click();
    const dialog = page.locator('ageless-chat').getByRole('dialog', { name: 'Ageless Connect' });
    await expect(dialog).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'embed-demo-en-1280');
    expect(errors).toEqual([]);
  });
});
