import { type Page } from '@playwright/test';

/**
 * The three ways issue 20 looks at every screen. 200 % zoom of a 1280 x 900 window lays the
 * page out in 640 x 450 CSS pixels, which is what the browser then renders at twice the size.
 */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 360, height: 800 },
  zoom200: { width: 640, height: 450 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/** The narrow layouts every point of issue 20 is tested in. */
export const NARROW_VIEWPORTS = ['phone', 'zoom200'] as const satisfies readonly ViewportName[];

export async function useViewport(page: Page, name: ViewportName) {
  await page.setViewportSize(VIEWPORTS[name]);
}

/** No sideways scroll: how many CSS pixels the page is wider than the window (0 when none). */
export async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
  );
}
