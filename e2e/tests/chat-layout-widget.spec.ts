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
  type Language,
  type TextSize,
} from './support/chat-layout';

// Issue 27: <ageless-chat> on /embed-demo lost its header after two to four questions (close
// button, text size and the free-conversation counter scrolled out of the panel, leaving a blank
// band under the input), and the upgrade dialog was cut off at the top. After five exchanges the
// panel still starts with its header and ends with its input, its messages have at least 40 % of
// the window (of the panel on a desktop) between them, and nothing scrolls sideways.

test.describe.configure({ timeout: 120_000 });

const UPGRADE = {
  en: { title: 'Upgrade to Connector', continue: 'Continue Exploring', close: 'Close' },
  de: { title: 'Upgrade auf Connector', continue: 'Weiter entdecken', close: 'Schließen' },
} as const;

const REMAINING = { en: /free conversations? remaining/, de: /Noch \d kostenlose?s? Gespräch/ };

async function openWidget(
  page: Page,
  language: Language,
  size: TextSize,
  viewport: { width: number; height: number },
): Promise<Locator> {
  await useLanguage(page, language);
  await useTextSize(page, size);
  await page.setViewportSize(viewport);
  await page.goto('/embed-demo');
  const widget = page.locator('ageless-chat');
  await widget.getByRole('button', { name: LABELS[language].open }).click();
  const dialog = widget.getByRole('dialog', { name: 'Ageless Connect' });
  await expect(dialog).toBeVisible();
  // The widget's own text size follows the reader's choice.
  const input = dialog.getByRole('textbox', { name: LABELS[language].input });
  expect(await input.evaluate((field) => getComputedStyle(field).fontSize)).toBe(
    `${TEXT_SIZE_PX[size]}px`,
  );
  return dialog;
}

async function fiveExchanges(dialog: Locator, language: Language) {
  for (const question of QUESTIONS[language]) await exchange(dialog, language, question);
  await expect(dialog.locator('ol > li')).toHaveCount(10);
}

/** Header at the panel's top, input at its bottom, the panel itself never scrolled. */
async function expectPanelIntact(page: Page, dialog: Locator, language: Language) {
  const panel = (await dialog.boundingBox())!;
  const windowHeight = page.viewportSize()!.height;
  expect(panel.y).toBeGreaterThanOrEqual(-1);
  expect(panel.y + panel.height).toBeLessThanOrEqual(windowHeight + 1);
  expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0);
  const header = (await dialog.locator('header').boundingBox())!;
  expect(Math.abs(header.y - panel.y), 'the header starts the panel').toBeLessThanOrEqual(2);
  // No blank band under the input: only the composer's padding below the form.
  const form = (await dialog.locator('form').boundingBox())!;
  const under = panel.y + panel.height - (form.y + form.height);
  expect(under, 'room under the input').toBeGreaterThanOrEqual(0);
  expect(under, 'room under the input').toBeLessThanOrEqual(TEXT_SIZE_PX.larger + 4);
  // The free-conversation counter is still there after five (of five) free conversations.
  await expect(dialog.getByText(REMAINING[language])).toBeInViewport();
}

function frameOf(dialog: Locator, language: Language, minShare: number, of?: number) {
  return {
    header: [
      dialog.getByRole('heading', { name: 'Ageless Connect' }),
      dialog.getByRole('button', { name: LABELS[language].close }),
    ],
    input: dialog.getByRole('textbox', { name: LABELS[language].input }),
    messages: dialog.getByTestId('chat-panel-body'),
    minShare,
    of,
  };
}

for (const language of ['en', 'de'] as const) {
  test.describe(`the widget panel holds its frame (${language})`, () => {
    for (const size of TEXT_SIZES) {
      test(`390 px phone, ${size} text: after five exchanges close button and input in view, messages ≥ 40 %`, async ({
        page,
      }) => {
        const dialog = await openWidget(page, language, size, PHONE);
        await fiveExchanges(dialog, language);
        await expectFrameHolds(page, frameOf(dialog, language, 0.4));
        await expectPanelIntact(page, dialog, language);
        await layoutShot(page, `chat-layout-widget-${language}-${size}-390`);
      });
    }

    for (const width of PHONE_WIDTHS) {
      test(`${width} px phone, larger text: the frame holds`, async ({ page }) => {
        const dialog = await openWidget(page, language, 'larger', {
          width,
          height: PHONE.height,
        });
        await fiveExchanges(dialog, language);
        await expectFrameHolds(page, frameOf(dialog, language, 0.4));
        await expectPanelIntact(page, dialog, language);
        await layoutShot(page, `chat-layout-widget-${language}-larger-${width}`);
      });
    }

    for (const size of ['normal', 'larger'] as const) {
      test(`desktop 1280 px, ${size} text: the panel keeps its header (the reported case)`, async ({
        page,
      }) => {
        const dialog = await openWidget(page, language, size, { width: 1280, height: 900 });
        await fiveExchanges(dialog, language);
        const panel = (await dialog.boundingBox())!;
        // 384 x 600 at normal text; larger text gets a larger panel, not a smaller message area.
        if (size === 'normal')
          expect([Math.round(panel.width), Math.round(panel.height)]).toEqual([384, 600]);
        else {
          expect(panel.width).toBeGreaterThan(384);
          expect(panel.height).toBeGreaterThan(600);
        }
        await expectFrameHolds(page, frameOf(dialog, language, 0.4, panel.height));
        await expectPanelIntact(page, dialog, language);
        await layoutShot(page, `chat-layout-widget-${language}-${size}-1280`);
      });

      test(`200 % zoom, ${size} text: the panel fills the window and holds`, async ({ page }) => {
        const dialog = await openWidget(page, language, size, ZOOM_200);
        await fiveExchanges(dialog, language);
        await expectFrameHolds(page, frameOf(dialog, language, 0.4));
        await expectPanelIntact(page, dialog, language);
        await layoutShot(page, `chat-layout-widget-${language}-${size}-zoom200`);
      });
    }
  });
}

test('the upgrade dialog is shown whole from its top, also on a phone with the largest text', async ({
  page,
}) => {
  const language = 'de';
  const dialog = await openWidget(page, language, 'larger', PHONE);
  await fiveExchanges(dialog, language);
  // The sixth question is over the free allowance.
  const input = dialog.getByRole('textbox', { name: LABELS[language].input });
  await input.fill('Und was ist mit der Witwenrente?');
  await input.press('Enter');
  const upgrade = page
    .locator('ageless-chat')
    .getByRole('dialog', { name: UPGRADE[language].title });
  await expect(upgrade).toBeVisible({ timeout: 30_000 });
  const [panelBox, upgradeBox] = [(await dialog.boundingBox())!, (await upgrade.boundingBox())!];
  expect(upgradeBox.y, 'the dialog is not cut off at the top').toBeGreaterThanOrEqual(
    panelBox.y - 1,
  );
  await expect(upgrade.getByRole('heading', { name: UPGRADE[language].title })).toBeInViewport({
    ratio: 1,
  });
  const close = upgrade.getByRole('button', { name: UPGRADE[language].close });
  await close.scrollIntoViewIfNeeded();
  await expect(close).toBeInViewport({ ratio: 1 });
  await expect(upgrade.getByRole('link', { name: UPGRADE[language].continue })).toBeVisible();
  await layoutShot(page, 'chat-layout-widget-de-larger-390-upgrade');
  await close.click();
  await expect(upgrade).toBeHidden();
  await expectPanelIntact(page, dialog, language);
});
