import { expect, test, type Page } from '@playwright/test';
import { useLanguage } from './support/chat-support';
import { exchange, LABELS, layoutShot, PHONE, QUESTIONS, useTextSize } from './support/chat-layout';

// Issue 27: a conversation lived only in its tab. Now it is kept on the device (per surface) until
// the reader starts a new one or forgets it; the two buttons sit under the conversation, 44 px
// high, usable by keyboard, in English and German; forgetting asks first and erases the server's
// copy too. (Named with the layout specs: the buttons are part of the conversation's frame.)

test.describe.configure({ timeout: 90_000 });

/** The session id the page sends with its questions. */
function recordSessionIds(page: Page): string[] {
  const ids: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().includes('/api/chat')) return;
    const body = request.postDataJSON() as { sessionId?: string } | null;
    if (body?.sessionId && !ids.includes(body.sessionId)) ids.push(body.sessionId);
  });
  return ids;
}

test('/chat: a new tab shows the conversation; "Forget" asks, then erases it here, in the other tab and on the server', async ({
  page,
  context,
}) => {
  await useLanguage(page, 'en');
  await useTextSize(page, 'larger');
  await page.setViewportSize(PHONE);
  const ids = recordSessionIds(page);
  await page.goto('/chat');
  const box = page.getByTestId('chat-conversation');
  await exchange(box, 'en', QUESTIONS.en[0]!);
  expect(ids).toHaveLength(1);

  const other = await context.newPage();
  await other.setViewportSize(PHONE);
  await other.goto('/chat');
  const otherBox = other.getByTestId('chat-conversation');
  await expect(otherBox.locator('ol > li')).toHaveCount(2);
  await expect(otherBox.getByText(QUESTIONS.en[0]!)).toBeVisible();
  await expect(
    otherBox.getByText('This conversation is kept on this device until you forget it.'),
  ).toBeVisible();

  const forget = otherBox.getByRole('button', { name: LABELS.en.forget });
  const startNew = otherBox.getByRole('button', { name: LABELS.en.startNew });
  for (const button of [forget, startNew]) {
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await forget.click();
  const question = otherBox.getByRole('group', { name: 'Forget this conversation?' });
  await expect(question).toContainText('deleted from this device and from our server');
  await layoutShot(other, 'chat-layout-memory-en-forget-question');
  await question.getByRole('button', { name: 'Yes, forget it' }).click();
  await expect(otherBox.getByText('The conversation is forgotten.')).toBeVisible();
  await expect(otherBox.locator('ol > li')).toHaveCount(0);
  await expect(otherBox.getByRole('textbox', { name: LABELS.en.input })).toBeFocused();

  // The first tab follows; a reload shows nothing; the server no longer has it.
  await expect(box.locator('ol > li')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('chat-conversation').locator('ol > li')).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('ageless-connect-page-chat'));
  expect(stored).toBeNull();
  expect((await page.request.get(`/api/chat/${ids[0]}`)).status()).toBe(404);
  await other.close();
});

test('the widget in German: kept across a reload, "Neues Gespräch beginnen" by keyboard', async ({
  page,
}) => {
  await useLanguage(page, 'de');
  await page.setViewportSize(PHONE);
  await page.goto('/embed-demo');
  const widget = page.locator('ageless-chat');
  await widget.getByRole('button', { name: LABELS.de.open }).click();
  const dialog = widget.getByRole('dialog', { name: 'Ageless Connect' });
  await exchange(dialog, 'de', QUESTIONS.de[0]!);

  await page.reload();
  await widget.getByRole('button', { name: LABELS.de.open }).click();
  await expect(dialog.locator('ol > li')).toHaveCount(2);
  await expect(
    dialog.getByText('Dieses Gespräch bleibt auf diesem Gerät gespeichert, bis Sie es vergessen.'),
  ).toBeVisible();

  // By keyboard: focus the button, Enter; the input takes the focus for the new conversation.
  const startNew = dialog.getByRole('button', { name: LABELS.de.startNew });
  await startNew.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Ein neues Gespräch hat begonnen.')).toBeVisible();
  await expect(dialog.locator('ol > li')).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: LABELS.de.input })).toBeFocused();
  await layoutShot(page, 'chat-layout-memory-de-widget-new');

  // "Vergessen" by keyboard, answered "Nein" with Escape: the panel stays open, nothing is lost.
  await exchange(dialog, 'de', QUESTIONS.de[3]!);
  await dialog.getByRole('button', { name: LABELS.de.forget }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('group', { name: 'Dieses Gespräch vergessen?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: LABELS.de.forget })).toBeFocused();
  await expect(dialog.locator('ol > li')).toHaveCount(2);

  await page.reload();
  await widget.getByRole('button', { name: LABELS.de.open }).click();
  await expect(dialog.locator('ol > li')).toHaveCount(2);
  await expect(dialog.getByText(QUESTIONS.de[3]!)).toBeVisible();
});
