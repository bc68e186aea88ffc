import type { FigureSource } from '@ageless/contracts';

// The IRS Uniform Lifetime Table: the distribution period a required minimum distribution divides the
// account balance by, for an owner whose spouse is not the sole beneficiary more than 10 years younger.
// Set by the final regulations of 12 November 2020 (TD 9930) for distribution years from 2022; it
// changes only when the regulation does, so it is a table with one date rather than yearly rows.

export const UNIFORM_LIFETIME_TABLE = {
  validFrom: '2022-01-01',
  source: {
    title:
      'IRS Publication 590-B, Appendix B, Table III (Uniform Lifetime Table); 26 CFR 1.401(a)(9)-9(c), in force for distribution years from 2022',
    url: 'https://www.irs.gov/publications/p590b',
    publisher: 'Internal Revenue Service',
  } satisfies FigureSource,
  /** Age reached in the distribution year → distribution period (divisor). */
  divisors: new Map<number, number>([
    [72, 27.4],
    [73, 26.5],
    [74, 25.5],
    [75, 24.6],
    [76, 23.7],
    [77, 22.9],
    [78, 22.0],
    [79, 21.1],
    [80, 20.2],
    [81, 19.4],
    [82, 18.5],
    [83, 17.7],
    [84, 16.8],
    [85, 16.0],
    [86, 15.2],
    [87, 14.4],
    [88, 13.7],
    [89, 12.9],
    [90, 12.2],
    [91, 11.5],
    [92, 10.8],
    [93, 10.1],
    [94, 9.5],
    [95, 8.9],
    [96, 8.4],
    [97, 7.8],
    [98, 7.3],
    [99, 6.8],
    [100, 6.4],
  ]),
} as const;
