import type { FigureOn } from './figure.js';
import { registeredFigures } from './figure.js';

// Issue 27: "Figures used (as of 1 January 2005)" dated a whole list by a date no reader could place.
// The rule: a text shown to people dates a figure only with that figure's own date from the dated
// figures table. Every dated phrase ("as of …", "Figures as of …", "valid from …", "Stand: …",
// "Stand der Zahlen: …", "gültig ab …") is read back and its date must be the validFrom of one of
// the figures the text used, or, where those are not known, of some row of the table.

const MONTHS: Record<string, number> = {
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
  januar: 1,
  februar: 2,
  märz: 3,
  mai: 5,
  juni: 6,
  juli: 7,
  oktober: 10,
  dezember: 12,
};

// The phrase, then a date as formatFigureDate writes it: "1 July 2026" or "1. Juli 2026".
const DATED_PHRASE =
  /\b(as of|valid from|Stand(?: der Zahlen)?:|gültig ab)\s+(\d{1,2})\.?\s+(\p{L}+)\s+(\d{4})/giu;

/** One dated phrase in a text: as written, and the ISO date it names (null when it names none). */
export interface DatedLine {
  phrase: string;
  date: string | null;
}

function isoDate(day: number, monthName: string, year: number): string | null {
  const month = MONTHS[monthName.toLowerCase()];
  if (!month) return null;
  const time = Date.UTC(year, month - 1, day);
  if (new Date(time).getUTCDate() !== day) return null;
  return new Date(time).toISOString().slice(0, 10);
}

/** Every phrase in `text` that dates a figure, in EN or DE. */
export function datedLines(text: string): DatedLine[] {
  return [...text.matchAll(DATED_PHRASE)].map((match) => ({
    phrase: match[0],
    date: isoDate(Number(match[2]), match[3]!, Number(match[4])),
  }));
}

/**
 * The dated phrases of `text` whose date is not a figure's own date: not the validFrom of any of
 * `figures` (the figures the text used) or, without them, of any row in the dated figures table.
 */
export function misdatedLines(
  text: string,
  figures?: readonly Pick<FigureOn, 'validFrom'>[],
): string[] {
  const dates = new Set(
    figures
      ? figures.map((figure) => figure.validFrom)
      : registeredFigures().flatMap((figure) => figure.rows.map((row) => row.validFrom)),
  );
  return datedLines(text)
    .filter((line) => line.date === null || !dates.has(line.date))
    .map((line) => line.phrase);
}
