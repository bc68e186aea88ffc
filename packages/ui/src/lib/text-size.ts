import { createPreference } from './preference.js';

/** Three steps of text size for every page and the widget (issue 17): 18, 21 and 24 px. */
export const TEXT_SIZES = ['normal', 'large', 'larger'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const textSizePreference = createPreference<TextSize>(
  'ageless-connect-text-size',
  TEXT_SIZES,
  'normal',
);

/**
 * The host sets it on <html> (every remote's rem follows, styles.css); the widget on its own
 * element (its shadow stylesheet's lengths follow). 'normal' leaves no attribute behind.
 */
export function applyTextSize(element: HTMLElement, size: TextSize): void {
  if (size === 'normal') element.removeAttribute('data-text-size');
  else element.setAttribute('data-text-size', size);
}
