import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, useLanguage } from './support/chat-support';
import { pageOverflow, useViewport, type ViewportName } from './support/viewports';

// Issue 17, the chat for older readers: /chat laid out as a conversation, the conversation kept
// across Back and reload, the hero's topics in one language, text size, calm mode, read-aloud and
// ?lang=.

const TEXT = {
  en: {
    title: 'Ageless Synergy Guide',
    input: 'Your message',
    conversation: 'Conversation',
    calm: 'Calm mode: show each answer in one piece',
    readAloud: 'Read this answer aloud',
    heroSearch: 'What would you like to explore?',
    heroInput: 'Your response',
    heroStart: 'Start the conversation',
    textSize: 'Text size',
    larger: 'A Larger',
    normal: 'A Normal',
    question: 'How can I stay active after retiring?',
    longQuestion:
      'My full retirement benefit is 2400. I was born in 1960. How much would I get if I start at 62?',
  },
  de: {
    title: 'Ageless Synergie-Guide',
    input: 'Ihre Nachricht',
    conversation: 'Unterhaltung',
    calm: 'Ruhiger Modus: jede Antwort in einem Stück zeigen',
    readAloud: 'Diese Antwort vorlesen',
    heroSearch: 'Was möchten Sie erkunden?',
    heroInput: 'Ihre Antwort',
    heroStart: 'Gespräch beginnen',
    textSize: 'Schriftgröße',
    larger: 'A Größer',
    normal: 'A Normal',
    question: 'Wie bleibe ich im Ruhestand aktiv?',
    longQuestion: 'Ich habe 40 Entgeltpunkte und bin 1964 geboren. Was bekomme ich mit 63?',
  },
} as const;

/** Sends a question on /chat and waits until the guide's whole reply is in. */
async function ask(page: Page, language: 'en' | 'de', question: string) {
  const text = TEXT[language];
  const log = page.getByRole('list', { name: text.conversation });
  const replies = log.locator(':scope > li.items-start');
  const before = await replies.count();
  const input = page.getByRole('textbox', { name: text.input });
  await input.fill(question);
  await input.press('Enter');
  await expect(replies).toHaveCount(before + 1, { timeout: 20_000 });
  await expect(input).toBeEditable();
  await expect(
    page.getByRole('button', { name: language === 'en' ? 'Send' : 'Senden' }),
  ).toBeDisabled();
  return log;
}

for (const language of ['en', 'de'] as const) {
  const text = TEXT[language];

  test.describe(`chat for older readers (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    for (const viewport of ['desktop', 'phone', 'zoom200'] as ViewportName[]) {
      test(`/chat at ${viewport}: a full-height conversation with the input at its bottom`, async ({
        page,
      }) => {
        await useViewport(page, viewport);
        await page.goto('/chat');
        await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
        const panel = page.getByTestId('chat-conversation');
        const list = panel.getByRole('region', { name: text.conversation });
        const form = panel.locator('form');
        const panelBox = (await panel.boundingBox())!;
        const listBox = (await list.boundingBox())!;
        const formBox = (await form.boundingBox())!;
        const windowHeight = page.viewportSize()!.height;
        // The input sits right under the messages at the panel's bottom (only the note below it).
        expect(formBox.y - (listBox.y + listBox.height)).toBeLessThanOrEqual(16);
        expect(panelBox.y + panelBox.height - (formBox.y + formBox.height)).toBeLessThan(160);
        if (viewport === 'desktop') {
          // The conversation fills the window below the title: no empty page under it.
          expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(windowHeight);
          expect(panelBox.y + panelBox.height).toBeGreaterThan(windowHeight - 80);
        } else {
          // Never squeezed: a useful height even when the window is short.
          expect(panelBox.height).toBeGreaterThanOrEqual(20 * 18 - 1);
        }
        expect(await pageOverflow(page)).toBe(0);

        // With a conversation the messages scroll inside it; the input stays where it was.
        await ask(page, language, text.question);
        const formAfter = (await form.boundingBox())!;
        const panelAfter = (await panel.boundingBox())!;
        expect(Math.round(panelAfter.height)).toBe(Math.round(panelBox.height));
        expect(Math.abs(formAfter.y - panelAfter.y - (formBox.y - panelBox.y))).toBeLessThan(2);
      });
    }

    test('a long reply is shown from its first line, not scrolled to its end', async ({ page }) => {
      await useViewport(page, 'phone');
      await page.goto('/chat');
      const log = await ask(page, language, text.longQuestion);
      const view = page.getByRole('region', { name: text.conversation });
      const reply = log.locator(':scope > li.items-start').last();
      const offsets = async () => {
        const [box, replyBox] = [(await view.boundingBox())!, (await reply.boundingBox())!];
        return {
          top: Math.round(replyBox.y - box.y),
          below: Math.round(replyBox.y + replyBox.height - (box.y + box.height)),
        };
      };
      // The reply's start sits at the top of the conversation, its end still below the view.
      await expect.poll(async () => (await offsets()).top, { timeout: 5_000 }).toBeLessThan(40);
      const { top, below } = await offsets();
      expect(top).toBeGreaterThanOrEqual(-2);
      expect(below).toBeGreaterThan(0);
    });

    test('/chat keeps the conversation across Back and a reload; a reply can be read aloud', async ({
      page,
    }) => {
      await page.goto('/chat');
      const log = await ask(page, language, text.question);
      await expect(log.getByText(text.question)).toBeVisible();
      // Chromium has speech synthesis: one button per reply, with a clear name.
      await expect(log.getByRole('button', { name: text.readAloud })).toHaveCount(1);

      // Away inside the app and Back (the chat remote unmounts and mounts again).
      await page.getByRole('banner').getByRole('link').first().click();
      await expect(page).toHaveURL(/\/$/);
      await page.goBack();
      const back = page.getByRole('list', { name: text.conversation });
      await expect(back.getByText(text.question)).toBeVisible();
      await expect(back.locator(':scope > li')).toHaveCount(2);

      await page.reload();
      const restored = page.getByRole('list', { name: text.conversation });
      await expect(restored.getByText(text.question)).toBeVisible();
      await expect(restored.locator(':scope > li')).toHaveCount(2);

      // A new tab shows the same conversation: it is kept on the device until the person clears it
      // (issue 27).
      const other = await page.context().newPage();
      await other.goto('/chat');
      await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
      const kept = other.getByRole('list', { name: text.conversation });
      await expect(kept.getByText(text.question)).toBeVisible();
      await expect(kept.locator(':scope > li')).toHaveCount(2);
      await other.close();
    });

    test('the landing hero keeps its conversation across Back and a reload', async ({ page }) => {
      await page.goto('/');
      const search = page.getByRole('searchbox', { name: text.heroSearch });
      await search.fill(text.question);
      await search.press('Enter');
      const heroInput = page.getByRole('textbox', { name: text.heroInput });
      // The input comes back when the reply is in (spec §2: hidden while the guide types).
      await expect(heroInput).toBeVisible({ timeout: 20_000 });
      const hero = page.getByRole('list', { name: text.conversation });
      await expect(hero.locator(':scope > li')).toHaveCount(2);

      await page.reload();
      await expect(
        page.getByRole('list', { name: text.conversation }).getByText(text.question),
      ).toBeVisible();
      await expect(
        page.getByRole('list', { name: text.conversation }).locator(':scope > li'),
      ).toHaveCount(2);

      await page.goto('/chat');
      await page.goBack();
      await expect(
        page.getByRole('list', { name: text.conversation }).getByText(text.question),
      ).toBeVisible();
      await expect(page.getByRole('textbox', { name: text.heroInput })).toBeVisible();
    });

    test("the hero's Start button sends what was typed, as Enter does (issue 27)", async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByRole('searchbox', { name: text.heroSearch }).fill(text.question);
      await page.getByRole('button', { name: text.heroStart }).click();
      const hero = page.getByRole('list', { name: text.conversation });
      await expect(hero.getByText(text.question)).toBeVisible();
      // The reply comes in; no second, empty start.
      await expect(page.getByRole('textbox', { name: text.heroInput })).toBeVisible({
        timeout: 20_000,
      });
      await expect(hero.locator(':scope > li')).toHaveCount(2);
      await expect(page.getByRole('searchbox', { name: text.heroSearch })).toHaveValue('');
    });

    test('calm mode: explained, remembered, and the whole answer arrives at once', async ({
      page,
    }) => {
      const chatCalls: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/api/chat'))
          chatCalls.push(new URL(request.url()).pathname + new URL(request.url()).search);
      });
      await page.goto('/chat');
      const calm = page.getByRole('checkbox', { name: text.calm });
      await expect(calm).not.toBeChecked();
      await expect(calm).toHaveAccessibleDescription(/./);
      await calm.check();
      await page.reload();
      await expect(page.getByRole('checkbox', { name: text.calm })).toBeChecked();

      await ask(page, language, text.question);
      // POST /api/chat, not the stream; in the chat's language.
      expect(chatCalls).toEqual([`/api/chat?lang=${language}`]);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe('language', () => {
  test('a language switch turns every hero topic German at once', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/');
    const topics = page.getByRole('region', { name: 'Topics for today' }).getByRole('button');
    await expect(topics.first()).toBeVisible();
    const english = await topics.allInnerTexts();
    expect(english).toContain('Healthcare costs');

    await page.getByRole('banner').getByRole('button', { name: /^DE\b/ }).click();
    const german = page.getByRole('region', { name: 'Themen für heute' }).getByRole('button');
    await expect(german).toHaveCount(english.length);
    const labels = await german.allInnerTexts();
    expect(labels).toContain('Gesundheitskosten');
    // Not one topic left as it was in English.
    expect(labels.filter((label) => english.includes(label))).toEqual([]);
    await expect(page.getByRole('button', { name: 'Gespräch beginnen' })).toBeVisible();
  });

  test('/chat?lang=de opens the chat in German and the guide answers in German', async ({
    page,
  }) => {
    const streamed: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/chat/stream')) streamed.push(new URL(request.url()).search);
    });
    await page.goto('/chat?lang=de');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.de.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The shell follows: the page is German now, and stays so after a reload.
    await page.goto('/chat');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.de.title })).toBeVisible();
    await ask(page, 'de', 'Wann kann ich in Rente gehen?');
    expect(streamed).toEqual(['?lang=de']);
  });

  test('/embed?lang=de and ?lang=en pick the language of the frame', async ({ page }) => {
    await page.goto('/embed?lang=de');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.de.title })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: TEXT.de.calm })).toBeVisible();
    await page.goto('/embed?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.en.title })).toBeVisible();
  });
});

test.describe('text size', () => {
  for (const language of ['en', 'de'] as const) {
    const text = TEXT[language];
    test(`${language}: three steps from the navigation by keyboard, for every page, remembered`, async ({
      page,
    }) => {
      await useLanguage(page, language);
      await useViewport(page, 'desktop');
      await page.goto('/chat');
      const rootSize = () =>
        page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
      const titleSize = () =>
        page
          .getByRole('heading', { level: 1 })
          .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      expect(await rootSize()).toBe('18px');
      const normalTitle = await titleSize();

      const group = page.getByRole('group', { name: text.textSize });
      await group.getByRole('button', { name: text.normal }).focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(group.getByRole('button', { name: text.larger })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(group.getByRole('button', { name: text.larger })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(await rootSize()).toBe('24px');
      // A remote's text (mfe-chat's heading) grows with it.
      expect(await titleSize()).toBeCloseTo((normalTitle * 24) / 18, 0);
      expect(await pageOverflow(page)).toBe(0);

      await page.goto('/');
      expect(await rootSize()).toBe('24px');
      await useViewport(page, 'phone');
      expect(await pageOverflow(page)).toBe(0);
      await useViewport(page, 'zoom200');
      // Not folded into the menu: in view at every width.
      await page
        .getByRole('group', { name: text.textSize })
        .getByRole('button', { name: text.normal })
        .click();
      expect(await rootSize()).toBe('18px');
    });
  }
});

test('read-aloud is not offered where the browser cannot speak', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    delete (Window.prototype as { speechSynthesis?: unknown }).speechSynthesis;
  });
  await useLanguage(page, 'en');
  await page.goto('/chat');
  const log = await ask(page, 'en', TEXT.en.question);
  await expect(log.locator(':scope > li.items-start')).toHaveCount(1);
  await expect(page.getByRole('button', { name: TEXT.en.readAloud })).toHaveCount(0);
});
