import { type RefObject, useLayoutEffect } from 'react';

/**
 * The CSS variable that holds the shell header's height, for remotes that fill the window below it
 * (/chat): the header wraps to two or three rows with larger text, German labels or 200 % zoom, so
 * no fixed guess fits every reader.
 */
export const HEADER_HEIGHT_VARIABLE = '--shell-header-height';

/** Keeps HEADER_HEIGHT_VARIABLE on the document equal to the header's current height. */
export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () =>
      root.style.setProperty(HEADER_HEIGHT_VARIABLE, `${element.getBoundingClientRect().height}px`);
    update();
    // Browsers without ResizeObserver (and the test DOM) keep the first measure.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [header]);
}
