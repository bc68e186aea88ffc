import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { SCREENSHOT_DIR, useLanguage } from './support/chat-support';
import {
  acceptWithPhone,
  askToBeIntroduced,
  guestIn,
  hostIn,
  openBlueprint,
  personWithProfile,
} from './support/introductions';

// Issue 26 item 4: after an accepted introduction the two write to each other before sharing more.
test.describe('messages in an accepted introduction', () => {
  // Two browsers, and an introduction asked and accepted before the thread opens.
  test.describe.configure({ timeout: 60_000 });
  const contexts: BrowserContext[] = [];
  test.afterAll(async () => Promise.all(contexts.map((context) => context.close())));

  // A asks B, B accepts, both on the English pages. Each test has its own town: no one else nearby.
  async function introduced(browser: Browser, town: string) {
    const a = await personWithProfile(browser, hostIn(town));
    const b = await personWithProfile(browser, guestIn(town));
    contexts.push(a.context, b.context);
    await openBlueprint(a.page, a.id);
    await askToBeIntroduced(a.page, 'Hello, I have a quiet spare room.');
    await b.page.goto(`/matches/${b.id}`);
    await acceptWithPhone(b.page.getByTestId('introduction').first(), 'Berta', '+49 951 1234567');
    return { a, b };
  }

  // The one introduction on a matches page, and the messages of its thread.
  const introduction = (page: Page) => page.getByTestId('introduction').first();
  const messages = (page: Page) => introduction(page).getByTestId('thread-message');

  test('A writes, B is told in the menu and reads it, B answers by keyboard', async ({
    browser,
  }) => {
    const { a, b } = await introduced(browser, 'Bamberg');

    // A opens the thread and writes; the number and the link are removed for both of them.
    await a.page.goto(`/matches/${a.id}`);
    await introduction(a.page).getByRole('button', { name: 'Messages', exact: true }).click();
    await expect(introduction(a.page)).toContainText('No messages yet. Say hello!');
    await introduction(a.page)
      .getByRole('textbox', { name: 'Your message' })
      .fill('Hello Berta! Call me on 0951 7654321 or see www.example.com/room for photos.');
    await introduction(a.page).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(messages(a.page)).toHaveCount(1);
    await expect(messages(a.page)).toContainText(
      'Hello Berta! Call me on [number removed] or see [link removed] for photos.',
    );
    await expect(introduction(a.page).getByRole('textbox', { name: 'Your message' })).toHaveValue(
      '',
    );

    // B's menu link tells of the message until B has read it.
    await b.page.goto(`/matches/${b.id}`);
    const nav = b.page.getByRole('navigation', { name: 'Main navigation' });
    await expect(
      nav.getByRole('link', { name: 'My Matches, 1 new message', exact: true }),
    ).toBeVisible();
    await b.page.screenshot({ path: `${SCREENSHOT_DIR}/thread-badge-en.png` });
    await introduction(b.page).getByRole('button', { name: 'Messages: 1 new' }).click();
    await expect(messages(b.page)).toHaveCount(1);
    await expect(messages(b.page)).toContainText('They,');
    await expect(messages(b.page)).toContainText(
      'Call me on [number removed] or see [link removed]',
    );
    await expect(messages(b.page)).not.toContainText('7654321');
    await expect(messages(b.page)).not.toContainText('example.com');
    await expect(nav.getByRole('link', { name: 'My Matches', exact: true })).toBeVisible();

    // B answers with the keyboard only: the box and the button follow the thread's toggle.
    await introduction(b.page).getByRole('button', { name: 'Hide messages' }).focus();
    await b.page.keyboard.press('Tab');
    await expect(introduction(b.page).getByRole('textbox', { name: 'Your message' })).toBeFocused();
    await b.page.keyboard.insertText('Thank you! Shall I pay the first month in cash?');
    await b.page.keyboard.press('Tab');
    await expect(
      introduction(b.page).getByRole('button', { name: 'Send', exact: true }),
    ).toBeFocused();
    await b.page.keyboard.press('Enter');
    await expect(messages(b.page)).toHaveCount(2);
    const answer = messages(b.page).last();
    await expect(answer).toContainText('You,');
    await expect(answer).toContainText('Shall I pay the first month in cash?');
    // The warning is for the one who receives a message about money, not for its writer.
    await expect(answer.getByTestId('money-warning')).toHaveCount(0);

    await a.page.reload();
    await introduction(a.page).getByRole('button', { name: 'Messages: 1 new' }).click();
    const received = messages(a.page).last();
    await expect(received).toContainText('Shall I pay the first month in cash?');
    await expect(received.getByRole('note')).toContainText(
      'Never send money to someone you have not met.',
    );
  });

  test('auf Deutsch: Hinweis im Menü, entfernte Nummer und Geld-Warnung', async ({ browser }) => {
    const { a, b } = await introduced(browser, 'Konstanz');
    await useLanguage(a.page, 'de');
    await useLanguage(b.page, 'de');

    await a.page.goto(`/matches/${a.id}`);
    await introduction(a.page).getByRole('button', { name: 'Nachrichten', exact: true }).click();
    await introduction(a.page)
      .getByRole('textbox', { name: 'Ihre Nachricht' })
      .fill('Guten Tag! Rufen Sie mich an: 07531 765432. Bitte überweisen Sie vorher Geld.');
    await introduction(a.page).getByRole('button', { name: 'Senden', exact: true }).click();
    await expect(messages(a.page)).toContainText('Rufen Sie mich an: [Nummer entfernt].');

    await b.page.goto(`/matches/${b.id}`);
    const nav = b.page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(
      nav.getByRole('link', { name: 'Meine Matches, 1 neue Nachricht', exact: true }),
    ).toBeVisible();
    await b.page.screenshot({ path: `${SCREENSHOT_DIR}/thread-badge-de.png` });
    await introduction(b.page).getByRole('button', { name: 'Nachrichten: 1 neue' }).click();
    await expect(messages(b.page)).toContainText('Rufen Sie mich an: [Nummer entfernt].');
    await expect(messages(b.page).getByTestId('money-warning')).toContainText(
      'Senden Sie niemals Geld an jemanden, den Sie nicht getroffen haben.',
    );
    // The removed number was a step off the platform: it has a note of its own.
    await expect(messages(b.page).getByTestId('scam-warning-offPlatform')).toContainText(
      'Lassen Sie sich Zeit, bevor Sie woanders weiterschreiben.',
    );
    await expect(nav.getByRole('link', { name: 'Meine Matches', exact: true })).toBeVisible();
  });
});
