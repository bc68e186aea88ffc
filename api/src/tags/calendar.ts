import type { CalendarWindow } from '@ageless/contracts';

export type CalendarState = 'inactive' | 'lead' | 'active';

const DAY_MS = 24 * 60 * 60 * 1000;

function monthDay(text: string): { month: number; day: number } {
  const [month, day] = text.split('-').map(Number);
  return { month: (month ?? 1) - 1, day: day ?? 1 };
}

// Day number (UTC) of "MM-DD" in a given year.
function dayOf(year: number, text: string): number {
  const { month, day } = monthDay(text);
  return Math.floor(Date.UTC(year, month, day) / DAY_MS);
}

/**
 * Where a date stands in a yearly window (UTC calendar days, inclusive; an end before the start
 * wraps over the new year): inside it, in its lead time just before it, or neither.
 */
export function calendarState(window: CalendarWindow, now: Date): CalendarState {
  const today = Math.floor(now.getTime() / DAY_MS);
  const year = now.getUTCFullYear();
  // The window may have started last year (wrapping) or start next year (lead time over new year).
  for (const startYear of [year - 1, year, year + 1]) {
    const start = dayOf(startYear, window.start);
    let end = dayOf(startYear, window.end);
    if (end < start) end = dayOf(startYear + 1, window.end);
    if (today >= start && today <= end) return 'active';
    if (today < start && today >= start - window.leadDays) return 'lead';
  }
  return 'inactive';
}
