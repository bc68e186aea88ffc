import { expect, test, type Browser, type Page } from '@playwright/test';
import frontEnds from '../../packages/contracts/src/front-ends.json';
import { useLanguage } from './support/chat-support';

// Issue 27: no button without an action anywhere. On every route, every visible and enabled button
// and link is clicked on the page as it opens, and something must happen: the address changes, a
// page, download, file chooser or browser dialog opens, the page changes (a dialog, a menu, an
// error message, aria-expanded...), the focus moves, the page scrolls, a form's check fails, or a
// request goes out. A control that does none of these fails the test with its route, role and name.
//
// Not clicked, to keep the run short: links to other sites and mailto:/tel: links (their addresses
// are checked instead); and the 2nd, 3rd... of a row of like controls in one list (same classes in
// one <ul>, group or fieldset: one map() over data with one handler), whose links' addresses are
// checked instead. In English only: the German page has the same controls.

const HOMESHARE = 'intergenerational-homeshare';
/** Controls as a person finds them: buttons, links and elements that say they are one. */
const CONTROLS = [
  'button',
  'a[href]',
  'summary',
  'input[type="button"]',
  'input[type="submit"]',
  'input[type="reset"]',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="menuitem"]',
].join(', ');
/** Lists whose items come from one map() over data, so one handler for all. */
const LISTS = 'ul, ol, [role="list"], [role="group"], [role="radiogroup"], fieldset';
/** How long a click has to show its effect. A live control shows it in far less. */
const EFFECT_WAIT_MS = 1_200;

interface Control {
  key: string;
  role: string;
  name: string;
  href: string | null;
  external: boolean;
  /** Already the chosen one (pressed, selected, the current page): choosing it again changes nothing. */
  chosen: boolean;
  /** One of a row of like controls, and not its first (which stands for the row). */
  alike: boolean;
}

/** A first name no other profile has, so the neighbour below finds this browser's profile. */
const FIRST_NAME = `Ulla${Array.from({ length: 5 }, () =>
  String.fromCharCode(97 + Math.floor(Math.random() * 26)),
).join('')}`;

/** The profile this browser owns: someone with a spare room, in a town no other test uses. */
async function createProfile(page: Page): Promise<string> {
  const created = await page.request.post('/api/profiles', {
    data: {
      userId: 1,
      hasSpace: true,
      needsCompanionship: true,
      skills: ['Cooking'],
      values: ['Community'],
      timeAvailable: 'regular',
      energyLevel: 'moderate',
      location: 'Husum',
      card: { firstName: FIRST_NAME },
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { profile: { id: string } }).profile.id;
}

/** A neighbour, in a browser of their own, asks to be introduced to this browser's profile. */
async function askToBeIntroduced(browser: Browser) {
  const other = await browser.newContext();
  const theirs = await other.request.post('/api/profiles', {
    data: { userId: 1, needsHousing: true, skills: ['Gardening'], location: 'Husum' },
  });
  expect(theirs.status()).toBe(201);
  const { profile } = (await theirs.json()) as { profile: { id: string } };
  const blueprint = await other.request.get(`/api/profiles/${profile.id}/blueprints/${HOMESHARE}`);
  const { people } = (await blueprint.json()) as {
    people: { handle: string; card?: { firstName?: string } }[];
  };
  const host = people.find((person) => person.card?.firstName === FIRST_NAME);
  expect(host).toBeDefined();
  const asked = await other.request.post(`/api/profiles/${profile.id}/introductions`, {
    data: { blueprintKey: HOMESHARE, handle: host!.handle, message: 'Hello, neighbour.' },
  });
  expect(asked.status()).toBe(201);
  await other.close();
}

/** Requests the page has sent and not yet had answered. */
function inFlight(page: Page): () => number {
  const open = new Set<unknown>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/**
 * Waits until no request is open and the page has not changed for `quietMs` (at most a few
 * seconds: a page that never stops changing is taken as it is).
 */
async function settle(page: Page, pending: () => number, quietMs: number) {
  const until = Date.now() + 4_000;
  while (Date.now() < until) {
    const quiet = await page.evaluate(
      (ms) =>
        new Promise<boolean>((resolve) => {
          let changed = false;
          const observer = new MutationObserver(() => (changed = true));
          observer.observe(document, { subtree: true, childList: true, attributes: true });
          window.setTimeout(() => {
            observer.disconnect();
            resolve(!changed);
          }, ms);
        }),
      quietMs,
    );
    if (quiet && pending() === 0) return;
  }
}

/**
 * Lists the visible, enabled controls, each with a key that finds it again after a reload (role,
 * name and how many before it had both), and marks the one keyed `wanted` for a click.
 */
async function listControls(page: Page, skip: string, wanted?: string): Promise<Control[]> {
  return page.evaluate(
    ({ selector, lists, skip, wanted }) => {
      const seen = new Map<string, number>();
      const rowsSeen = new Set<string>();
      const rowIds = new Map<Element, number>();
      const result: Control[] = [];
      document.querySelector('[data-every-button]')?.removeAttribute('data-every-button');
      const text = (value: string | null | undefined) =>
        (value ?? '').replace(/[\u00ad\s]+/g, ' ').trim();
      const nameOf = (element: HTMLElement): string => {
        const labelledBy = element.getAttribute('aria-labelledby');
        const fromIds = labelledBy
          ?.split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
        const labels = [...((element as HTMLInputElement).labels ?? [])].map((l) => l.textContent);
        const images = [...element.querySelectorAll('img[alt]')].map((img) =>
          img.getAttribute('alt'),
        );
        return text(
          element.getAttribute('aria-label') ||
            fromIds ||
            labels.join(' ') ||
            element.textContent ||
            images.join(' ') ||
            element.getAttribute('title') ||
            (element as HTMLInputElement).value,
        );
      };
      /**
       * Controls rendered alike in one list: the same classes (the control's and its two parents')
       * at the same place in different items, as one map() over data with one handler renders them.
       */
      const rowOf = (element: HTMLElement): string | null => {
        const list = element.parentElement?.closest(lists);
        if (!list) return null;
        let item: Element = element;
        while (item.parentElement && item.parentElement !== list) item = item.parentElement;
        const place = [...item.querySelectorAll(selector)].indexOf(element);
        if (!rowIds.has(list)) rowIds.set(list, rowIds.size);
        const shape = [element, element.parentElement, element.parentElement?.parentElement]
          .map((node) => `${node?.tagName}.${node?.className}`)
          .join('>');
        return `${rowIds.get(list)}|${place}|${shape}`;
      };
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        if (skip && element.closest(skip)) continue;
        if (element.closest('[inert], [aria-hidden="true"]')) continue;
        const box = element.getBoundingClientRect();
        if (box.width < 2 || box.height < 2) continue;
        if (getComputedStyle(element).visibility !== 'visible') continue;
        if (
          (element as HTMLButtonElement).disabled ||
          element.getAttribute('aria-disabled') === 'true'
        ) {
          continue;
        }
        const role =
          element.getAttribute('role') ??
          (element.tagName === 'A' ? 'link' : element.tagName === 'SUMMARY' ? 'summary' : 'button');
        const name = nameOf(element);
        const base = `${role}|${name}`;
        const nth = seen.get(base) ?? 0;
        seen.set(base, nth + 1);
        const key = `${base}|${nth}`;
        const chosen =
          element.getAttribute('aria-pressed') === 'true' ||
          element.getAttribute('aria-selected') === 'true' ||
          (element.getAttribute('aria-current') ?? 'false') !== 'false';
        // The row's first control that can be chosen stands for the row.
        const row = chosen ? null : rowOf(element);
        const alike = row !== null && rowsSeen.has(row);
        if (row !== null) rowsSeen.add(row);
        const href = element.getAttribute('href');
        const url = href === null ? null : new URL(href, location.href);
        result.push({
          key,
          role,
          name,
          href,
          external: /^https?:$/.test(url?.protocol ?? '') && url?.origin !== location.origin,
          chosen,
          alike,
        });
        if (key === wanted) element.setAttribute('data-every-button', '');
      }
      return result;
    },
    { selector: CONTROLS, lists: LISTS, skip, wanted },
  );
}

/** From now on, counts what the page does: changes to the DOM, scrolls, failed form checks. */
async function watchPage(page: Page) {
  await page.evaluate(() => {
    const record = {
      changes: 0,
      scrolls: 0,
      invalid: 0,
      before: document.querySelector('[data-every-button]'),
    };
    new MutationObserver((mutations) => {
      record.changes += mutations.filter((m) => m.attributeName !== 'data-every-button').length;
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    document.addEventListener('scroll', () => record.scrolls++, { capture: true });
    document.addEventListener('invalid', () => record.invalid++, { capture: true });
    Object.assign(window, { __everyButton: record });
  });
}

/** What the page did since `watchPage` (a new document when the record is gone). */
async function pageEffects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const record = (
      window as unknown as {
        __everyButton?: { changes: number; scrolls: number; invalid: number; before: Element };
      }
    ).__everyButton;
    if (!record) return ['a new document'];
    const effects: string[] = [];
    if (record.changes > 0) effects.push('the page changed');
    if (record.scrolls > 0) effects.push('it scrolled');
    if (record.invalid > 0) effects.push('a form check');
    const active = document.activeElement;
    if (active && active !== document.body && active !== record.before) effects.push('focus moved');
    return effects;
  });
}

/** An open modal (ours or a native <dialog>) that the next click would not get past. */
const openModal = (page: Page) =>
  page.locator('[role="dialog"][aria-modal="true"], [role="alertdialog"], dialog[open]');

/** A link's address must lead somewhere: not empty, not '#', not javascript:. */
function badAddress({ href }: Control): boolean {
  if (href === null) return false;
  if (/^mailto:/i.test(href)) return !/^mailto:[^@\s]+@[^@\s]+$/i.test(href);
  // Emergency numbers are short (112, 911, 988).
  if (/^tel:/i.test(href)) return !/^tel:\+?[\d\s()-]{3,}$/i.test(href);
  return href.trim() === '' || href === '#' || /^javascript:/i.test(href);
}

/**
 * Opens `address` with what earlier clicks kept in the browser (a conversation, a chosen option)
 * forgotten. Within the product, as its own links do (the page's parts mount afresh, and the host
 * and its remotes are not fetched again); by a new load when `reload`, or when nothing is loaded.
 */
async function open(page: Page, address: string, reload = false) {
  const loaded = page.url().startsWith('http');
  if (loaded) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  const routed =
    loaded &&
    !reload &&
    (await page.evaluate(async (to) => {
      if (!document.getElementById('root')?.childElementCount) return false;
      // Leave first (and let that render), so a page that is open already mounts afresh too.
      history.pushState(null, '', '/every-button-elsewhere');
      dispatchEvent(new PopStateEvent('popstate'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
      return true;
    }, address));
  if (!routed) await page.goto(address);
}

/** Clicks every control on `address`; returns those with no effect and the number clicked. */
async function clickEverything(
  page: Page,
  pending: () => number,
  address: string,
  { skip, reload }: { skip: string; reload: boolean },
) {
  const dead: string[] = [];
  const badLinks: string[] = [];
  let clicked = 0;

  /** Finds and marks the control on the page, waiting up to `ms` for it to render. */
  const find = async (key: string, ms: number) => {
    const until = Date.now() + ms;
    do {
      if ((await listControls(page, skip, key)).some((c) => c.key === key)) return true;
      await page.waitForTimeout(100);
    } while (Date.now() < until);
    return false;
  };

  await open(page, address, reload);
  // Everything rendered, also what comes in later chunks (the landing's lower sections).
  await settle(page, pending, 400);
  const controls = await listControls(page, skip);

  for (const control of controls) {
    const label = `${control.role} "${control.name}"`;
    if (badAddress(control)) badLinks.push(`${label} -> ${control.href}`);
    if (control.external || /^(mailto|tel):/i.test(control.href ?? '')) continue;
    if (control.chosen || control.alike) continue;

    // The page as it is, unless an earlier click left a dialog open or took this control away.
    const modalOpen = (await openModal(page).count()) > 0;
    let present = !modalOpen && (await find(control.key, 0));
    if (!present) {
      await open(page, address);
      present = await find(control.key, 1_000);
    }
    if (!present) {
      // Some state lives on in the page's memory (a conversation): a new load forgets it.
      await open(page, address, true);
      present = await find(control.key, 4_000);
    }
    if (!present) {
      console.log(`${address}: ${label} is not there on a fresh load; not clicked`);
      continue;
    }
    await settle(page, pending, 150);
    const target = page.locator('[data-every-button]');

    const urlBefore = page.url();
    const outside: string[] = [];
    const onRequest = () => outside.push('a request');
    const onPopup = (popup: Page) => {
      outside.push('a new page');
      void popup.close();
    };
    const onDownload = () => outside.push('a download');
    const onChooser = () => outside.push('a file chooser');
    page.on('request', onRequest);
    page.on('popup', onPopup);
    page.on('download', onDownload);
    page.on('filechooser', onChooser);
    page.on('dialog', (dialog) => {
      outside.push('a browser dialog');
      void dialog.dismiss();
    });
    await target.evaluate((element: HTMLElement) => element.focus());
    await watchPage(page);
    try {
      await target.click({ timeout: 3_000 });
    } catch {
      // Something lies over it (a floating button): the click a person makes reaches it anyway.
      await target.click({ force: true, timeout: 3_000 });
    }
    clicked++;

    let effects: string[] = [];
    const deadline = Date.now() + EFFECT_WAIT_MS;
    while (effects.length === 0 && Date.now() < deadline) {
      effects = [...outside];
      if (page.url() !== urlBefore) effects.push('the address changed');
      if (effects.length === 0) effects = await pageEffects(page).catch(() => ['a new document']);
      if (effects.length === 0) await page.waitForTimeout(50);
    }
    page.off('request', onRequest);
    page.off('popup', onPopup);
    page.off('download', onDownload);
    page.off('filechooser', onChooser);
    page.removeAllListeners('dialog');
    if (effects.length === 0) dead.push(label);
    // What each click did, for a person looking into a run.
    if (process.env.EVERY_BUTTON_DEBUG) {
      console.log(`${Date.now() % 100_000} ${address}: ${label}: ${effects.join(', ')}`);
    }

    if (new URL(page.url()).pathname !== new URL(urlBefore).pathname) {
      // Back is quicker than a new load, and the page mounts afresh.
      await page.goBack().catch(() => null);
      if (page.url() !== urlBefore) await open(page, address);
    }
  }
  return { dead, badLinks, clicked };
}

/** The shell's own header and footer are the same on every page: clicked on one page only. */
const SHELL = '#root > div > header, #root > div > footer, #root > div > a[href="#main"]';

test.describe('issue 27: no control without an action', () => {
  // One page for every route: each route opens within the product, as a person moves between pages,
  // which saves loading the host and its remotes twenty times.
  let page: Page;
  let pending: () => number;
  /** Made on the first page that needs it, so /onboarding shows the wizard a new visitor sees. */
  let profileId: string | undefined;

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    pending = inFlight(page);
    // Clicks may send what changes the data (accept, decline, delete): the request is what counts,
    // and the data stays as it was for the next click.
    await page.route('**/api/**', (route) =>
      route.request().method() === 'GET' ? route.fallback() : route.abort(),
    );
    // Every load in English, also after a click on DE.
    await useLanguage(page, 'en');
  });
  test.afterAll(async () => page.context().close());

  for (const path of [...frontEnds.routes.map((route) => route.path), '/no/such/page']) {
    test(`every button and link on ${path} does something`, async ({ browser }) => {
      test.setTimeout(60_000);
      // A request waiting on My Matches, with its Accept, Decline, Block and Report.
      if (path.startsWith('/matches')) {
        profileId ??= await createProfile(page);
        await askToBeIntroduced(browser);
      }
      const address = path
        .replace(':profileId', profileId ?? '')
        .replace(':blueprintKey', HOMESHARE);
      // The shell's controls are clicked on the page not found, and nowhere else.
      const skip = path === '/no/such/page' ? '' : SHELL;
      // A new load: the page asks for its data again (within the product it may show what it had).
      const reload = path.startsWith('/matches');
      const { dead, badLinks, clicked } = await clickEverything(page, pending, address, {
        skip,
        reload,
      });
      console.log(`${address}: ${clicked} controls clicked`);
      expect(clicked, 'controls found').toBeGreaterThan(0);
      expect(badLinks, 'links with no usable address').toEqual([]);
      expect(dead, `controls that do nothing on ${path}`).toEqual([]);
    });
  }

  test('every button and link in the header on a phone does something', async () => {
    // The phone's header has its own controls (the menu button), shown only on narrow screens.
    await page.setViewportSize({ width: 390, height: 844 });
    const { dead, badLinks, clicked } = await clickEverything(page, pending, '/no/such/page', {
      skip: '#root > div > main, #root > div > footer',
      reload: false,
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(clicked, 'controls found').toBeGreaterThan(0);
    expect(badLinks, 'links with no usable address').toEqual([]);
    expect(dead, 'controls that do nothing in the phone header').toEqual([]);
  });
});
