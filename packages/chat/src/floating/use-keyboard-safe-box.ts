import { useEffect, useState } from 'react';

// Spec: the panel is full screen at most 640 px wide.
const PHONE = '(max-width: 640px)';

export interface KeyboardSafeBox {
  top: number;
  height: number;
}

/**
 * On phones the on-screen keyboard covers the bottom of a full-screen panel (the layout viewport
 * does not shrink on iOS). While `active`, this returns the visible part of the screen
 * (visualViewport) so the panel, and its input at the bottom, fit above the keyboard; undefined
 * on larger screens or without visualViewport.
 */
export function useKeyboardSafeBox(active: boolean): KeyboardSafeBox | undefined {
  const [box, setBox] = useState<KeyboardSafeBox>();
  useEffect(() => {
    const viewport = window.visualViewport;
    const phone = window.matchMedia?.(PHONE);
    if (!active || !viewport || !phone) return;
    const update = () =>
      setBox(
        phone.matches
          ? { top: Math.round(viewport.offsetTop), height: Math.round(viewport.height) }
          : undefined,
      );
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    phone.addEventListener('change', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      phone.removeEventListener('change', update);
    };
  }, [active]);
  return active ? box : undefined;
}
