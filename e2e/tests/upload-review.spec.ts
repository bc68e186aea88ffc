import { expect, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  screenshotWidths,
  useLanguage,
} from './support/chat-support';

// Issue 27: staff approve and withdraw an upload, each after a plain question; approved uploads are
// listed with when and how they were approved. The e2e server runs without ADMIN_TOKEN, so staff are
// "at the server computer" and no token is asked for.
for (const language of ['en', 'de'] as const) {
  const texts =
    language === 'en'
      ? {
          waiting: 'Waiting for approval',
          approvedList: 'Approved documents',
          approve: 'Approve',
          question: (title: string) => `Approve “${title}”?`,
          yes: 'Yes, approve',
          no: 'No, go back',
          withdraw: 'Withdraw approval',
          withdrawQuestion: (title: string) => `Withdraw the approval of “${title}”?`,
          yesWithdraw: 'Yes, withdraw',
          by: /, by staff at the server computer$/,
          withdrawnNote: 'Approval withdrawn',
        }
      : {
          waiting: 'Warten auf Freigabe',
          approvedList: 'Freigegebene Dokumente',
          approve: 'Freigeben',
          question: (title: string) => `„${title}“ freigeben?`,
          yes: 'Ja, freigeben',
          no: 'Nein, zurück',
          withdraw: 'Freigabe zurücknehmen',
          withdrawQuestion: (title: string) => `Freigabe von „${title}“ zurücknehmen?`,
          yesWithdraw: 'Ja, zurücknehmen',
          by: /, von jemandem vom Team am Server-Rechner$/,
          withdrawnNote: 'Freigabe zurückgenommen',
        };

  test(`staff approve and withdraw an upload after a question (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    const title = `Review ${language} ${Date.now()}`;
    const upload = await page.request.post('/api/upload', {
      data: {
        filename: `${title}.txt`,
        content: `The Kastanienhof garden club (${title}) meets on Mondays in the orangery.`,
        mimeType: 'text/plain',
      },
    });
    expect(upload.status()).toBe(201);
    const { documentId } = (await upload.json()) as { documentId: string };

    try {
      await page.goto('/upload');
      const waiting = page.getByRole('region', { name: texts.waiting });
      const approvedList = page.getByRole('region', { name: texts.approvedList });
      const pendingItem = waiting.getByRole('listitem').filter({ hasText: title });
      const approve = pendingItem.getByRole('button', { name: texts.approve, exact: true });

      // "No" changes nothing and gives the focus back.
      await approve.click();
      const question = page.getByRole('dialog', { name: texts.question(title) });
      await expect(question).toBeVisible();
      await expect(question.getByRole('button', { name: texts.no })).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      await screenshotWidths(page, `upload-review-${language}-approve-question`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.keyboard.press('Enter');
      await expect(question).toHaveCount(0);
      await expect(approve).toBeFocused();

      // By keyboard: open, move to "Yes", confirm.
      await page.keyboard.press('Enter');
      await expect(question).toBeVisible();
      await question.getByRole('button', { name: texts.yes }).focus();
      await page.keyboard.press('Enter');
      await expect(pendingItem).toHaveCount(0);
      const approvedItem = approvedList.getByRole('listitem').filter({ hasText: title });
      await expect(approvedItem.getByText(texts.by)).toBeVisible();
      await expect(approvedList.getByRole('heading', { level: 2 })).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      await screenshotWidths(page, `upload-review-${language}-approved`);
      await page.setViewportSize({ width: 1280, height: 900 });

      // Withdraw: back to waiting, with the withdrawal noted.
      await approvedItem.getByRole('button', { name: texts.withdraw }).click();
      const withdrawQuestion = page.getByRole('dialog', { name: texts.withdrawQuestion(title) });
      await expect(withdrawQuestion).toBeVisible();
      await withdrawQuestion.getByRole('button', { name: texts.yesWithdraw }).click();
      await expect(approvedItem).toHaveCount(0);
      await expect(pendingItem.getByText(texts.withdrawnNote)).toBeVisible();
      await expect(waiting.getByRole('heading', { level: 2 })).toBeFocused();
      await screenshotWidths(page, `upload-review-${language}-withdrawn`);
    } finally {
      await page.request.delete(`/api/knowledge/documents/${documentId}`);
    }
  });
}
