// Issue 19: the one dated figures table (api/src/figures). Every yearly figure and rate the product
// states has a value, the date it applies from and its named public source; answers quote it with
// "as of <date>".

/** How a figure's value is to be read: money in whole cents, rates in percent. */
export type FigureUnit = 'eur-cents' | 'usd-cents' | 'percent' | 'years' | 'months';

/** A named public source: what it is, where it is, who publishes it. */
export interface FigureSource {
  title: string;
  url: string;
  publisher: string;
}

/** One figure as used in an answer: its value on the date asked, and where and since when it holds. */
export interface FigureReference {
  id: string;
  /** What the figure is, in the answer's language. */
  label: string;
  value: number;
  unit: FigureUnit;
  /** ISO date from which this value applies. */
  validFrom: string;
  source: FigureSource;
  /**
   * True when the figure is renewed every year and the table has no row for the year asked yet: the
   * newest known value is used, and the answer should say so.
   */
  stale: boolean;
}
