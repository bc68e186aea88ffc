import { expect, test, type Locator, type Page } from '@playwright/test';
import { useLanguage } from './support/chat-support';
import {
  exchange,
  expectFrameHolds,
  LABELS,
  layoutShot,
  PHONE,
  PHONE_WIDTHS,
  QUESTIONS,
  TEXT_SIZE_PX,
  TEXT_SIZES,
  useTextSize,
  ZOOM_200,
  type Frame,
  type Language,
  type TextSize,
} from './support/chat-layout';

// Issue 27: /chat on a phone with larger text squeezed its messages to a 60 px sliver above the
// input. After five exchanges the conversation's title and its input are in view, the messages
// have at least 40 % of the window between them, and nothing scrolls sideways: at every text
// size on a 390 px phone, at 320 and 430 px with the largest text, and at 200 % zoom.

test.describe.configure({ timeout: 120_000 });

async function openChat(
  page: Page,
  language: Language,
  size: TextSize,
  viewport: { width: number; height: number },
): Promise<Locator> {
  await useLanguage(page, language);
  await useTextSize(page, size);
  await page.setViewportSize(viewport);
  await page.goto('/chat');
  const box = page.getByTestId('chat-conversation');
  await expect(box.getByRole('heading', { level: 1, name: LABELS[language].title })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
    `${TEXT_SIZE_PX[size]}px`,
  );
  return box;
}

function frameOf(box: Locator, language: Language, minShare: number): Frame {
  return {
    header: [box.getByRole('heading', { level: 1, name: LABELS[language].title })],
    input: box.getByRole('textbox', { name: LABELS[language].input }),
    messages: box.getByRole('region', { name: LABELS[language].conversation, exact: true }),
    minShare,
  };
}

async function fiveExchanges(box: Locator, language: Language) {
  for (const question of QUESTIONS[language]) await exchange(box, language, question);
  await expect(box.locator('ol > li')).toHaveCount(10);
}

for (const language of ['en', 'de'] as const) {
  test.describe(`/chat holds its frame (${language})`, () => {
    for (const size of TEXT_SIZES) {
      test(`390 px phone, ${size} text: after five exchanges title and input in view, messages ≥ 40 %`, async ({
        page,
      }) => {
        const box = await openChat(page, language, size, PHONE);
        await fiveExchanges(box, language);
        await expectFrameHolds(page, frameOf(box, language, 0.4));
        // The input's placeholder is not cut: the field is as wide as the box allows.
        const input = box.getByRole('textbox', { name: LABELS[language].input });
        const [inputBox, frame] = [(await input.boundingBox())!, (await box.boundingBox())!];
        expect(inputBox.width).toBeGreaterThan(frame.width * 0.6);
        await layoutShot(page, `chat-layout-page-${language}-${size}-390`);
      });
    }

    for (const width of PHONE_WIDTHS) {
      test(`${width} px phone, larger text: the frame holds`, async ({ page }) => {
        const box = await openChat(page, language, 'larger', { width, height: PHONE.height });
        await fiveExchanges(box, language);
        await expectFrameHolds(page, frameOf(box, language, 0.4));
        await layoutShot(page, `chat-layout-page-${language}-larger-${width}`);
      });
    }

    for (const size of ['normal', 'larger'] as const) {
      test(`200 % zoom, ${size} text: the frame holds`, async ({ page }) => {
        const box = await openChat(page, language, size, ZOOM_200);
        await fiveExchanges(box, language);
        await expectFrameHolds(page, frameOf(box, language, 0.4));
        await layoutShot(page, `chat-layout-page-${language}-${size}-zoom200`);
      });
    }
  });
}

test('/chat: the page does not move while a reply comes in; only the messages scroll', async ({
  page,
}) => {
  const box = await openChat(page, 'en', 'larger', PHONE);
  await exchange(box, 'en', QUESTIONS.en[0]!);
  const pageScroll = await page.evaluate(() => window.scrollY);
  const boxTop = (await box.boundingBox())!.y;
  await exchange(box, 'en', QUESTIONS.en[1]!);
  // Sending brings the conversation into view once (if it was below the header); the reply then
  // scrolls the messages, never the page.
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
  expect(Math.round((await box.boundingBox())!.y)).toBe(Math.round(boxTop));
  const messages = box.getByRole('region', { name: LABELS.en.conversation, exact: true });
  expect(await messages.evaluate((list) => list.scrollTop)).toBeGreaterThan(0);
});
