import { useCallback, useLayoutEffect, type RefObject } from 'react';

// The conversation below the shell's header when that leaves it room: at least 20rem, and a
// message area of at least this share of the window. Otherwise (a phone with larger text, 200 %
// zoom, where the header alone can take 40 % of the screen) it is exactly as tall as the window,
// and sending brings it into view: its title at the top, the input at the bottom (issue 27).
const MIN_BOX_REM = 20;
const MIN_MESSAGES_SHARE = 0.45;

export type ConversationFit = 'below-header' | 'window';

function documentTop(element: HTMLElement): number {
  return element.getBoundingClientRect().top + window.scrollY;
}

/**
 * Sizes the /chat conversation box (`--chat-height` on it, through the CSSOM: no inline style
 * markup under the strict CSP) and tells how it fits (`data-fit`). Returns `bringIntoView`, which
 * scrolls the page to the box when it is window-sized.
 */
export function useConversationFit(boxRef: RefObject<HTMLElement | null>, enabled: boolean) {
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!enabled || !box) return;
    const messages = () => box.querySelector<HTMLElement>('[data-chat-messages]');
    const update = () => {
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const windowHeight = window.innerHeight;
      const top = documentTop(box);
      // Everything in the box but the messages: its title, input, padding; their height does not
      // depend on the box's.
      const chrome = box.offsetHeight - (messages()?.offsetHeight ?? 0);
      const below = windowHeight - top - rem;
      const fit: ConversationFit =
        below >= MIN_BOX_REM * rem && below - chrome >= MIN_MESSAGES_SHARE * windowHeight
          ? 'below-header'
          : 'window';
      box.dataset.fit = fit;
      box.style.setProperty(
        '--chat-height',
        fit === 'below-header' ? `calc(100dvh - ${Math.round(top + rem)}px)` : '100dvh',
      );
    };
    update();
    window.addEventListener('resize', update);
    // The header wraps (text size, language, zoom) and the input grows with its text.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(document.body);
    const list = messages();
    if (list) observer?.observe(list);
    return () => {
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [boxRef, enabled]);

  return useCallback(() => {
    const box = boxRef.current;
    if (!box || box.dataset.fit !== 'window') return;
    const top = documentTop(box);
    if (Math.abs(window.scrollY - top) > 1) window.scrollTo({ top, behavior: 'instant' });
  }, [boxRef]);
}
