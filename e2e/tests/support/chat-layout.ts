import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SCREENSHOT_DIR } from './chat-support';
import { pageOverflow } from './viewports';

// Issue 27, "one simple frame": the chat's header and input stay in view, the messages scroll
// between them, nothing scrolls sideways, at 320 to 430 px, three text sizes and 200 % zoom.

export type Language = 'en' | 'de';

/** The reader's text sizes (the shell's and the widget's switchers) and the root size of each. */
export const TEXT_SIZE_PX = { normal: 18, large: 21, larger: 24 } as const;
export type TextSize = keyof typeof TEXT_SIZE_PX;
export const TEXT_SIZES = Object.keys(TEXT_SIZE_PX) as TextSize[];

/** A phone held upright (390 x 844, as an iPhone 13 to 15), the narrowest and widest phones. */
export const PHONE = { width: 390, height: 844 } as const;
export const PHONE_WIDTHS = [320, 430] as const;
/** 200 % zoom of a 1280 x 900 window, in CSS pixels. */
export const ZOOM_200 = { width: 640, height: 450 } as const;

/** The text size the reader chose earlier (the one preference the shell and the widget share). */
export async function useTextSize(page: Page, size: TextSize) {
  await page.addInitScript((chosen) => {
    localStorage.setItem('ageless-connect-text-size', chosen);
  }, size);
}

/** Five questions per language: replies of every length the offline guide gives. */
export const QUESTIONS: Record<Language, readonly string[]> = {
  en: [
    'How can I stay active after retiring?',
    'My full retirement benefit is 2400. I was born in 1960. How much would I get if I start at 62?',
    'What does Medicare Part B cost?',
    'How do I find a walking group near me?',
    'Should I move abroad to retire?',
  ],
  de: [
    'Wie bleibe ich im Ruhestand aktiv?',
    'Ich habe 40 Entgeltpunkte und bin 1964 geboren. Was bekomme ich mit 63?',
    'Was kostet die Pflegeversicherung?',
    'Wie finde ich eine Wandergruppe in meiner Nähe?',
    'Soll ich für den Ruhestand ins Ausland ziehen?',
  ],
};

export const LABELS = {
  en: {
    input: 'Your message',
    send: 'Send',
    conversation: 'Conversation',
    title: 'Ageless Synergy Guide',
    open: 'Open the Ageless Connect chat',
    close: 'Close chat',
    startNew: 'Start a new conversation',
    forget: 'Forget this conversation',
  },
  de: {
    input: 'Ihre Nachricht',
    send: 'Senden',
    conversation: 'Unterhaltung',
    title: 'Ageless Synergie-Guide',
    open: 'Ageless-Connect-Chat öffnen',
    close: 'Chat schließen',
    startNew: 'Neues Gespräch beginnen',
    forget: 'Dieses Gespräch vergessen',
  },
} as const;

/**
 * Sends one question in `scope` (the /chat page or the widget's panel) and waits for the whole
 * reply: one more reply in the list, and the Send button disabled again on the emptied input.
 */
export async function exchange(scope: Locator, language: Language, question: string) {
  const replies = scope.locator('ol > li.items-start');
  const before = await replies.count();
  const input = scope.getByRole('textbox', { name: LABELS[language].input });
  await input.fill(question);
  await input.press('Enter');
  await expect(replies).toHaveCount(before + 1, { timeout: 30_000 });
  await expect(input).toBeEditable();
  await expect(scope.getByRole('button', { name: LABELS[language].send })).toBeDisabled();
}

/** The part of `element` inside the window, in CSS pixels of height. */
export async function visibleHeight(page: Page, element: Locator): Promise<number> {
  const box = await element.boundingBox();
  if (!box) return 0;
  const windowHeight = page.viewportSize()!.height;
  return Math.max(0, Math.min(box.y + box.height, windowHeight) - Math.max(box.y, 0));
}

export interface Frame {
  /** What must stay in view above the messages (the page's title, the widget's close button). */
  header: Locator[];
  input: Locator;
  /** The box the messages scroll in. */
  messages: Locator;
  /** Its least share of the window's height, or of `of` (px: a panel's height). */
  minShare: number;
  of?: number;
}

/** The frame holds: header and input fully in view, room for the messages, no sideways scroll. */
export async function expectFrameHolds(page: Page, frame: Frame) {
  for (const part of frame.header) await expect(part).toBeInViewport({ ratio: 1 });
  await expect(frame.input).toBeInViewport({ ratio: 1 });
  const reference = frame.of ?? page.viewportSize()!.height;
  const shown = await visibleHeight(page, frame.messages);
  expect(
    shown,
    `message area ${Math.round(shown)} px of ${Math.round(reference)} px`,
  ).toBeGreaterThanOrEqual(frame.minShare * reference);
  expect(await pageOverflow(page), 'the page scrolls sideways').toBe(0);
  const sideways = await frame.messages.evaluate((box) => box.scrollWidth - box.clientWidth);
  expect(sideways, 'the messages scroll sideways').toBeLessThanOrEqual(0);
}

/** What the reader sees (the window, not the whole page), kept for a person to look at. */
export async function layoutShot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path });
  console.log(`screenshot: ${path}`);
}
