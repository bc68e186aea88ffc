import { expect, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  screenshotWidths,
  useLanguage,
} from './support/chat-support';

for (const language of ['en', 'de'] as const) {
  const texts =
    language === 'en'
      ? {
          title: 'Upload Data',
          choose: 'Choose a file',
          ready: 'Ready for pension analysis',
          waiting: 'Waiting for approval: the guide does not use it yet',
          review: 'Waiting for approval',
          approve: 'Approve',
          confirmApprove: 'Yes, approve',
          read: 'Read the text',
          none: 'No documents are waiting for approval.',
          reports: 'Reports about people',
          another: 'Upload Another Document',
          toast: 'Upload Successful',
          failed: 'Upload Failed',
          tryAgain: 'Try Again',
          docs: /\d+ documents? ready/,
        }
      : {
          title: 'Daten hochladen',
          choose: 'Datei auswählen',
          ready: 'Bereit für die Rentenanalyse',
          waiting: 'Wartet auf Freigabe: Der Begleiter nutzt es noch nicht',
          review: 'Warten auf Freigabe',
          approve: 'Freigeben',
          confirmApprove: 'Ja, freigeben',
          read: 'Text lesen',
          none: 'Keine Dokumente warten auf Freigabe.',
          reports: 'Meldungen über Personen',
          another: 'Weiteres Dokument hochladen',
          toast: 'Hochladen erfolgreich',
          failed: 'Hochladen fehlgeschlagen',
          tryAgain: 'Erneut versuchen',
          docs: /\d+ Dokumente? in der Wissensbasis/,
        };

  test.describe(`upload (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('an editor uploads a .txt and sees its preview', async ({ page }) => {
      await page.goto('/upload');
      await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
      await expect(page.getByText(texts.docs)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshotWidths(page, `upload-${language}-idle`);
      await page.setViewportSize({ width: 1280, height: 900 });

      const text =
        `Rentenpunkte ${language} ${Date.now()}: ` +
        'Die gesetzliche Rente wird nach Entgeltpunkten berechnet. '.repeat(12);
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: texts.choose }).click();
      await (
        await chooser
      ).setFiles({
        name: `pension-${language}.txt`,
        mimeType: 'text/plain',
        buffer: Buffer.from(text),
      });

      // A new upload waits for staff review before the guide uses it (issue 16).
      await expect(page.getByText(texts.waiting)).toBeVisible();
      await expect(page.getByText(`pension-${language}.txt`).first()).toBeVisible();
      // The first 300 characters, ended at a word boundary with an ellipsis (issue 20).
      const first300 = text.slice(0, 300);
      await expect(page.getByTestId('upload-preview')).toHaveText(
        `${first300.slice(0, first300.lastIndexOf(' ')).trimEnd()}…`,
      );
      await expect(page.getByText(texts.toast).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshotWidths(page, `upload-${language}-success`);
      await page.getByRole('button', { name: texts.another }).click();
      await expect(page.getByRole('button', { name: texts.choose })).toBeVisible();

      // Staff read it in the list of uploads waiting for approval, then approve it.
      const review = page.getByRole('region', { name: texts.review });
      const item = review.getByRole('listitem').filter({ hasText: `pension-${language}.txt` });
      await item.getByRole('button', { name: texts.read }).click();
      await expect(item.getByTestId('review-passage').first()).toContainText(
        `Rentenpunkte ${language}`,
      );
      await expectNoSeriousA11yViolations(page);
      await screenshotWidths(page, `upload-${language}-review`);
      await item.getByRole('button', { name: texts.approve }).click();
      // Approving asks first (issue 27): the dialog's "Yes" does it.
      await page.getByRole('button', { name: texts.confirmApprove }).click();
      await expect(item).toHaveCount(0);
      // Staff's list of reports about people sits on the same page (issue 18).
      await expect(
        page.getByRole('region', { name: texts.reports }).getByRole('heading', { level: 2 }),
      ).toHaveText(texts.reports);
    });

    test('a server refusal shows the error and Try Again', async ({ page }) => {
      await page.goto('/upload');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: texts.choose }).click();
      // An empty .txt: the API refuses it with its own message.
      await (
        await chooser
      ).setFiles({ name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.from('') });
      await expect(page.getByRole('button', { name: texts.tryAgain })).toBeVisible();
      await expect(page.getByText(texts.failed).first()).toBeVisible();
      await screenshotWidths(page, `upload-${language}-error`);
      await page.getByRole('button', { name: texts.tryAgain }).click();
      await expect(page.getByRole('button', { name: texts.choose })).toBeVisible();
    });

    test('a 401 asks for the admin token once and resends it', async ({ page }) => {
      const auth: (string | undefined)[] = [];
      await page.route('**/api/upload', async (route) => {
        const header = route.request().headers()['authorization'];
        auth.push(header);
        if (header !== 'Bearer s3cret') {
          return route.fulfill({
            status: 401,
            contentType: 'application/json',
            body: '{"statusCode":401,"error":"Unauthorized","message":"Admin token required"}',
          });
        }
        return route.fulfill({
          json: { success: true, message: 'ok', preview: 'Hello', filename: 'a.txt', size: 5 },
        });
      });
      await page.goto('/upload');
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: texts.choose }).click();
      await (
        await chooser
      ).setFiles({ name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('Hello') });
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(language === 'en' ? 'Admin token' : 'Admin-Token').fill('s3cret');
      await dialog
        .getByRole('button', {
          name: language === 'en' ? 'Upload with token' : 'Mit Token hochladen',
        })
        .click();
      await expect(page.getByText(texts.ready)).toBeVisible();
      expect(auth).toEqual([undefined, 'Bearer s3cret']);
      expect(await page.evaluate(() => sessionStorage.getItem('ageless-connect-admin-token'))).toBe(
        's3cret',
      );
    });
  });
}
