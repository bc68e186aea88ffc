import type { FigureReference, FigureSource, FigureUnit, Language } from '@ageless/contracts';

// The one dated figures table (issue 19): every yearly figure and rate the product states, each row
// with its value, the date it applies from and its named public source. Figures are declared in
// `*.figures.ts` files beside this one with `defineFigure`, which checks them and registers them by
// id; any module may add its own file without touching the others.

export interface FigureRow {
  /** ISO date (YYYY-MM-DD) from which the value applies. */
  validFrom: string;
  /** Money in whole cents, rates in percent (see the figure's unit). */
  value: number;
  source: FigureSource;
}

export interface FigureDefinition {
  /** Dotted, lower case, stable: `de.rentenwert`, `us.medicare.part-b.standard-premium`. */
  id: string;
  label: Record<Language, string>;
  unit: FigureUnit;
  /**
   * `yearly`: a new value is published every year (premiums, exempt amounts, the Rentenwert), so a row
   * older than a year on the date asked means the table is behind. `by-law`: changes only when the law
   * does (rates fixed in a statute).
   */
  renewal: 'yearly' | 'by-law';
  /** Oldest first. */
  rows: readonly FigureRow[];
}

/** A figure's value on one date, with where it comes from and how current the table is. */
export interface FigureOn {
  id: string;
  label: Record<Language, string>;
  unit: FigureUnit;
  value: number;
  validFrom: string;
  source: FigureSource;
  /** ISO date of the newest row in the table (may be after the date asked). */
  newestValidFrom: string;
  /** Days from the newest row's validFrom to the date asked (negative when it is still to come). */
  newestAgeDays: number;
  /** A yearly figure whose newest row is a year or more older than the date asked. */
  stale: boolean;
}

export type FigureErrorCode = 'unknown-figure' | 'no-value-yet' | 'invalid-date' | 'invalid-figure';

/** A lookup or a declaration that cannot be answered; a programming or data error, never user input. */
export class FigureError extends Error {
  constructor(
    readonly code: FigureErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'FigureError';
  }
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const FIGURE_ID = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+$/;
const DAY_MS = 86_400_000;

function dayNumber(iso: string): number | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return time / DAY_MS;
}

/** The calendar day of a Date in UTC, as YYYY-MM-DD (the API's clock is UTC). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function invalid(id: string, problem: string): never {
  throw new FigureError('invalid-figure', `Figure ${id}: ${problem}`);
}

function checkDefinition(definition: FigureDefinition): void {
  const { id, rows, unit } = definition;
  if (!FIGURE_ID.test(id)) invalid(id, 'id must be dotted lower-case words');
  if (!definition.label.en.trim() || !definition.label.de.trim())
    invalid(id, 'needs a label in English and German');
  if (rows.length === 0) invalid(id, 'needs at least one row');
  let previous: number | null = null;
  for (const row of rows) {
    const day = dayNumber(row.validFrom);
    if (day === null) invalid(id, `validFrom ${row.validFrom} is not a date YYYY-MM-DD`);
    if (previous !== null && day <= previous)
      invalid(id, 'rows must be oldest first, one per date');
    previous = day;
    if (!Number.isFinite(row.value)) invalid(id, `value on ${row.validFrom} is not a number`);
    if ((unit === 'eur-cents' || unit === 'usd-cents') && !Number.isInteger(row.value))
      invalid(id, `money on ${row.validFrom} must be whole cents`);
    const { title, url, publisher } = row.source;
    if (!title.trim() || !publisher.trim())
      invalid(id, `source on ${row.validFrom} needs a title and a publisher`);
    if (!/^https:\/\/[^\s/.]+(?:\.[^\s/.]+)+\/\S*$/.test(url))
      invalid(id, `source on ${row.validFrom} needs an https URL`);
  }
}

const registry = new Map<string, FigureDefinition>();

/**
 * Declares a figure: checks it (dates, order, whole cents, a named source with an https URL) and
 * registers it under its id, so a figure can also be looked up by id. Throws on a malformed table or a
 * second figure with the same id, so a bad data file fails at start-up and in its tests.
 */
export function defineFigure<const T extends FigureDefinition>(definition: T): T {
  checkDefinition(definition);
  if (registry.has(definition.id))
    throw new FigureError('invalid-figure', `Figure ${definition.id} is defined twice`);
  const frozen = Object.freeze({
    ...definition,
    rows: Object.freeze(definition.rows.map((row) => Object.freeze({ ...row }))),
  });
  registry.set(definition.id, frozen);
  return frozen as T;
}

/**
 * A rate fixed in a statute: percent, one row, renewed only when the law changes. Shorthand for
 * `defineFigure` with unit 'percent' and renewal 'by-law'.
 */
export function defineRate<const Id extends string>(rate: {
  id: Id;
  label: Record<Language, string>;
  validFrom: string;
  value: number;
  source: FigureSource;
}): FigureDefinition & { id: Id } {
  const { validFrom, value, source, ...rest } = rate;
  return defineFigure({
    ...rest,
    unit: 'percent',
    renewal: 'by-law',
    rows: [{ validFrom, value, source }],
  });
}

/** Every figure registered so far (those whose files have been imported), sorted by id. */
export function registeredFigures(): FigureDefinition[] {
  return [...registry.values()].sort((a, b) => a.id.localeCompare(b.id));
}

function resolve(figure: FigureDefinition | string): FigureDefinition {
  if (typeof figure !== 'string') return figure;
  const found = registry.get(figure);
  if (!found)
    throw new FigureError('unknown-figure', `No figure ${figure} (is its file imported?)`);
  return found;
}

/**
 * The figure's value on a date (YYYY-MM-DD): the newest row whose validFrom is not after it, with its
 * source, and how current the table is on that date. Pass the definition (typed, always loaded) or its
 * id (for callers that hold only a name).
 */
export function figureOn(figure: FigureDefinition | string, date: string): FigureOn {
  const definition = resolve(figure);
  const day = dayNumber(date);
  if (day === null) throw new FigureError('invalid-date', `${date} is not a date YYYY-MM-DD`);
  const row = definition.rows.findLast((candidate) => candidate.validFrom <= date);
  if (!row)
    throw new FigureError(
      'no-value-yet',
      `Figure ${definition.id} has no value before ${definition.rows[0]!.validFrom} (asked for ${date})`,
    );
  const newest = definition.rows[definition.rows.length - 1]!;
  const newestAgeDays = day - dayNumber(newest.validFrom)!;
  const yearAfterNewest = `${Number(newest.validFrom.slice(0, 4)) + 1}${newest.validFrom.slice(4)}`;
  return {
    id: definition.id,
    label: definition.label,
    unit: definition.unit,
    value: row.value,
    validFrom: row.validFrom,
    source: row.source,
    newestValidFrom: newest.validFrom,
    newestAgeDays,
    stale: definition.renewal === 'yearly' && date >= yearAfterNewest,
  };
}

/** The value alone, for rules that only compute. */
export function figureValue(figure: FigureDefinition | string, date: string): number {
  return figureOn(figure, date).value;
}

/**
 * A rate in exact whole units: `value × scale`, e.g. 5/9 % × 72 = 40 (over 7200) or 0.3 % × 10 = 3
 * (thousandths). Throws when the table's value does not convert exactly, so rules never round a rate.
 */
export function exactUnits(figure: FigureOn, scale: number): number {
  const scaled = figure.value * scale;
  const whole = Math.round(scaled);
  if (Math.abs(scaled - whole) > 1e-9)
    throw new FigureError(
      'invalid-figure',
      `Figure ${figure.id} (${figure.value}) is not a whole number of 1/${scale}`,
    );
  return whole;
}

/** A figure as an answer cites it, with its label in the answer's language. */
export function figureReference(figure: FigureOn, language: Language): FigureReference {
  return {
    id: figure.id,
    label: figure.label[language],
    value: figure.value,
    unit: figure.unit,
    validFrom: figure.validFrom,
    source: figure.source,
    stale: figure.stale,
  };
}

/** "1 July 2026" / "1. Juli 2026": a figure's date as people read it. */
export function formatFigureDate(iso: string, language: Language): string {
  const day = dayNumber(iso);
  if (day === null) throw new FigureError('invalid-date', `${iso} is not a date YYYY-MM-DD`);
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(day * DAY_MS));
}

/** "as of 1 July 2026" / "Stand: 1. Juli 2026", for answer cards that quote a figure. */
export function figureAsOf(figure: Pick<FigureOn, 'validFrom'>, language: Language): string {
  const date = formatFigureDate(figure.validFrom, language);
  return language === 'de' ? `Stand: ${date}` : `as of ${date}`;
}

/** The newest validFrom among the figures an answer used: "figures as of" that date. */
export function figuresAsOf(figures: readonly Pick<FigureOn, 'validFrom'>[]): string | null {
  return figures.reduce<string | null>(
    (latest, figure) => (latest === null || figure.validFrom > latest ? figure.validFrom : latest),
    null,
  );
}
