import { useEffect, type RefObject } from 'react';
import { resolveParentOrigin } from './parent-origin';

export const IFRAME_HEIGHT_CHANGE = 'IFRAME_HEIGHT_CHANGE';

/**
 * Spec §7: posts {type: 'IFRAME_HEIGHT_CHANGE', height, source} to the parent window on load,
 * resize and DOM changes, only to the parent's own origin and only when the height changed.
 */
export function useIframeHeight(
  ref: RefObject<HTMLElement | null>,
  source = 'ageless-connect-embed',
) {
  useEffect(() => {
    const element = ref.current;
    if (!element || window.parent === window) return;
    const targetOrigin = resolveParentOrigin(window.location.search, document.referrer);
    if (!targetOrigin) return;

    let lastHeight = -1;
    let frame = 0;
    const post = () => {
      frame = 0;
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === lastHeight) return;
      lastHeight = height;
      window.parent.postMessage({ type: IFRAME_HEIGHT_CHANGE, height, source }, targetOrigin);
    };
    // Many DOM changes in one frame (streamed tokens) become one message.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(post);
    };

    post();
    window.addEventListener('load', schedule);
    window.addEventListener('resize', schedule);
    const resizeObserver = new ResizeObserver(schedule);
    resizeObserver.observe(element);
    const mutationObserver = new MutationObserver(schedule);
    mutationObserver.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      window.removeEventListener('load', schedule);
      window.removeEventListener('resize', schedule);
      resizeObserver.disconnect();
      mutationObserver.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref, source]);
}
