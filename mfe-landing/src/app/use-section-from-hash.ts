import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Shows the section the address names (`/#how-it-works`): scrolls it to the top and moves the focus
 * to its heading, so keyboard and screen reader users continue there too. Runs again when the same
 * link is followed twice (a new history entry has a new key), and after a page load with that address.
 */
export function useSectionFromHash(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const section = id ? document.getElementById(id) : null;
    if (!section) return;
    const heading = section.querySelector<HTMLElement>('h2[tabindex="-1"]');
    section.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [hash, key]);
}
