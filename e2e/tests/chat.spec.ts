import { expect, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  screenshotWidths,
  stubChatStream,
  useLanguage,
} from './support/chat-support';

const HOSTILE_REPLY =
  'Claiming at **62** lowers your monthly benefit. [SSA](https://www.ssa.gov/) <b>raw</b> <img src=x onerror="window.__pwned=1">';

// A reply in Markdown with a link and a bare address, for what a screen reader hears (issue 27).
const MARKDOWN_REPLY =
  '## Claiming\n\n- Claim at **67** for the _full_ benefit.\n- See [your statement](https://www.ssa.gov/myaccount/) or https://www.medicare.gov/plan-compare.';

for (const language of ['en', 'de'] as const) {
  const texts =
    language === 'en'
      ? {
          title: 'Ageless Synergy Guide',
          popular: 'Popular This Week',
          explore: 'Explore Today',
          input: 'Your message',
          send: 'Send',
          upgrade: 'Upgrade to Premium Tags',
        }
      : {
          title: 'Ageless Synergie-Guide',
          popular: 'Beliebt diese Woche',
          explore: 'Heute entdecken',
          input: 'Ihre Nachricht',
          send: 'Senden',
          upgrade: 'Auf Premium-Themen upgraden',
        };

  test.describe(`full-page chat (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('a visitor picks a tag, sends it and reads the streamed reply', async ({ page }) => {
      const clicks: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/tags/click') || request.url().includes('-tags/click'))
          clicks.push(request.postData() ?? '');
      });
      await page.goto('/chat');
      await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: texts.popular })).toBeVisible();
      await expect(page.getByRole('heading', { name: texts.explore })).toBeVisible();
      await expect(page.getByRole('link', { name: texts.upgrade })).toHaveAttribute(
        'href',
        '/upgrade',
      );

      const explore = page.getByRole('region', { name: texts.explore });
      const firstTag = explore.getByRole('button').first();
      const tagText = (await firstTag.innerText()).replace(/^(Timely|Aktuell)\s*/, '').trim();
      await firstTag.click();
      const input = page.getByRole('textbox', { name: texts.input });
      await expect(input).toHaveValue(tagText);
      await expect(input).toBeFocused();
      await expect.poll(() => clicks.length).toBeGreaterThan(0);

      await screenshotWidths(page, `chat-${language}-tag-picked`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await input.press('Enter');
      await expect(input).toHaveValue('');
      const log = page.getByRole('list', {
        name: language === 'en' ? 'Conversation' : 'Unterhaltung',
      });
      await expect(log.getByText(tagText)).toBeVisible();
      // The guide's own reply, streamed from the API, names its sources or says it has none.
      const reply = log.getByRole('listitem').last();
      await expect(reply).toContainText(
        language === 'en' ? /Sources|don't have information/ : /Quellen|keine Informationen/,
        { timeout: 20_000 },
      );

      // Blank input is never sent.
      await input.fill('   ');
      await expect(page.getByRole('button', { name: texts.send })).toBeDisabled();
      await expectNoSeriousA11yViolations(page);
      await screenshotWidths(page, `chat-${language}-conversation`);
    });

    test('?prompt= prefills the input, Shift+Enter adds a line', async ({ page }) => {
      await page.goto('/chat?prompt=' + encodeURIComponent('Help me plan my pension'));
      const input = page.getByRole('textbox', { name: texts.input });
      await expect(input).toHaveValue('Help me plan my pension');
      await input.focus();
      await input.press('ControlOrMeta+End');
      await input.press('Shift+Enter');
      await input.pressSequentially('Thanks');
      await expect(input).toHaveValue('Help me plan my pension\nThanks');
      const box = await input.boundingBox();
      expect(box!.height).toBeLessThanOrEqual(128 + 1);
    });

    test('renders a reply as safe Markdown: raw HTML stays inert, links open safely', async ({
      page,
    }) => {
      await stubChatStream(page, HOSTILE_REPLY);
      await page.goto('/chat');
      const input = page.getByRole('textbox', { name: texts.input });
      await input.fill('When should I claim?');
      await input.press('Enter');
      const log = page.getByRole('list', {
        name: language === 'en' ? 'Conversation' : 'Unterhaltung',
      });
      await expect(log.getByText('lowers your monthly benefit')).toBeVisible();
      await expect(log.locator('strong', { hasText: '62' })).toBeVisible();
      await expect(log.locator('b, img')).toHaveCount(0);
      await expect(log.getByRole('link', { name: 'SSA' })).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    });

    test('announces a reply to screen readers as plain text, links by their text', async ({
      page,
    }) => {
      await stubChatStream(page, MARKDOWN_REPLY);
      await page.goto('/chat');
      const input = page.getByRole('textbox', { name: texts.input });
      await input.fill('When should I claim?');
      await input.press('Enter');
      const live = page.locator('[aria-live="polite"]', {
        hasText: language === 'en' ? 'New reply from the guide' : 'Neue Antwort',
      });
      await expect(live).toContainText('Claim at 67 for the full benefit.');
      await expect(live).toContainText('See your statement or medicare.gov.');
      const announced = (await live.textContent()) ?? '';
      expect(announced).not.toMatch(/[*_#[\]]|https?:|www\./);
    });

    test('a failed reply shows the apology', async ({ page }) => {
      await page.route('**/api/chat/stream*', (route) =>
        route.fulfill({ status: 500, body: 'boom' }),
      );
      await page.goto('/chat');
      const input = page.getByRole('textbox', { name: texts.input });
      await input.fill('Hello');
      await input.press('Enter');
      await expect(
        page
          .getByRole('list', { name: language === 'en' ? 'Conversation' : 'Unterhaltung' })
          .getByText(
            language === 'en'
              ? 'I apologize, but I encountered an error. Please try again.'
              : 'Es tut mir leid, dabei ist ein Fehler aufgetreten. Bitte versuchen Sie es noch einmal.',
          ),
      ).toBeVisible();
    });
  });
}
