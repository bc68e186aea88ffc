import { useEffect, type RefObject } from 'react';

/**
 * Moves focus to the results heading when a new result arrives, so keyboard and screen-reader users
 * land on what changed instead of staying on the button.
 */
export function useFocusOnResult(result: unknown, heading: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result, heading]);
}
