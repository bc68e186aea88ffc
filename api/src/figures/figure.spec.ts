import {
  defineFigure,
  FigureError,
  figureAsOf,
  figureOn,
  figureReference,
  figuresAsOf,
  figureValue,
  registeredFigures,
} from './figure.js';
import { BESTEUERUNGSANTEIL, RENTENWERT } from './de-pension.figures.js';
import { KV_DURCHSCHNITTLICHER_ZUSATZBEITRAG, PV_BEITRAGSSATZ } from './de-health.figures.js';
import { EARNINGS_TEST_EXEMPT } from './us-social-security.figures.js';
import { PART_B_STANDARD_PREMIUM } from './us-medicare.figures.js';
import './guide-us.figures.js';

const source = { title: 'Test source', url: 'https://example.org/figure', publisher: 'Test' };

describe('the dated figures table', () => {
  it('gives the Rentenwert valid on a date, with its date and source', () => {
    const onToday = figureOn(RENTENWERT, '2026-11-22');
    expect(onToday).toMatchObject({
      id: 'de.rentenwert',
      unit: 'eur-cents',
      value: 4252,
      validFrom: '2026-07-01',
      newestValidFrom: '2026-07-01',
      newestAgeDays: 144,
      stale: false,
    });
    expect(onToday.source.url).toBe('https://www.gesetze-im-internet.de/rwbestv_2026/__1.html');
    expect(figureValue('de.rentenwert', '2026-06-30')).toBe(4079);
    expect(figureValue('de.rentenwert', '2024-07-01')).toBe(3932);
  });

  it('looks a figure up by its id as well as by its definition', () => {
    expect(figureOn('us.medicare.part-b.standard-premium', '2026-03-01')).toEqual(
      figureOn(PART_B_STANDARD_PREMIUM, '2026-03-01'),
    );
    expect(figureValue(PART_B_STANDARD_PREMIUM, '2025-12-31')).toBe(18_500);
  });

  it('marks a yearly figure stale once its newest row is a year old on the date asked', () => {
    expect(figureOn(EARNINGS_TEST_EXEMPT, '2026-12-31').stale).toBe(false);
    const next = figureOn(EARNINGS_TEST_EXEMPT, '2027-01-01');
    expect(next).toMatchObject({ value: 2_448_000, validFrom: '2026-01-01', stale: true });
    expect(figureOn(RENTENWERT, '2027-07-01').stale).toBe(true);
    // A rate set by law is not renewed yearly, so an old row is simply current.
    expect(figureOn(PV_BEITRAGSSATZ, '2030-01-01')).toMatchObject({ value: 3.6, stale: false });
  });

  it('counts how old the newest row is, negative when it is still to come', () => {
    expect(figureOn(KV_DURCHSCHNITTLICHER_ZUSATZBEITRAG, '2026-01-31').newestAgeDays).toBe(30);
    const tax = figureOn(BESTEUERUNGSANTEIL, '2026-05-01');
    expect(tax.value).toBe(84);
    expect(tax.newestValidFrom).toBe('2058-01-01');
    expect(tax.newestAgeDays).toBeLessThan(0);
  });

  it('refuses unknown ids, dates that are not dates and dates before the first row', () => {
    const codeOf = (run: () => unknown): string | undefined => {
      try {
        run();
      } catch (error) {
        return error instanceof FigureError ? error.code : 'other';
      }
      return undefined;
    };
    expect(codeOf(() => figureOn('de.no-such-figure', '2026-01-01'))).toBe('unknown-figure');
    expect(codeOf(() => figureOn(RENTENWERT, '2026-02-30'))).toBe('invalid-date');
    expect(codeOf(() => figureOn(RENTENWERT, '22.11.2026'))).toBe('invalid-date');
    expect(codeOf(() => figureOn(RENTENWERT, '2023-06-30'))).toBe('no-value-yet');
  });

  it('says "as of" the date in the reader’s language', () => {
    const figure = figureOn(RENTENWERT, '2026-11-22');
    expect(figureAsOf(figure, 'en')).toBe('as of 1 July 2026');
    expect(figureAsOf(figure, 'de')).toBe('Stand: 1. Juli 2026');
    expect(figureReference(figure, 'de')).toEqual({
      id: 'de.rentenwert',
      label: 'Aktueller Rentenwert (Monatsrente je Entgeltpunkt)',
      value: 4252,
      unit: 'eur-cents',
      validFrom: '2026-07-01',
      source: figure.source,
      stale: false,
    });
    expect(
      figuresAsOf([
        { validFrom: '1992-01-01' },
        { validFrom: '2026-07-01' },
        { validFrom: '2026-01-01' },
      ]),
    ).toBe('2026-07-01');
    expect(figuresAsOf([])).toBeNull();
  });

  it('refuses a malformed figure when it is declared', () => {
    const declare = (overrides: object) => () =>
      defineFigure({
        id: 'test.figure',
        label: { en: 'Test', de: 'Test' },
        unit: 'usd-cents',
        renewal: 'yearly',
        rows: [{ validFrom: '2026-01-01', value: 100, source }],
        ...overrides,
      });
    expect(declare({ id: 'Test Figure' })).toThrow(/dotted lower-case/);
    expect(declare({ label: { en: 'Test', de: ' ' } })).toThrow(/English and German/);
    expect(declare({ rows: [] })).toThrow(/at least one row/);
    expect(
      declare({
        rows: [
          { validFrom: '2026-01-01', value: 100, source },
          { validFrom: '2025-01-01', value: 90, source },
        ],
      }),
    ).toThrow(/oldest first/);
    expect(declare({ rows: [{ validFrom: '2026-13-01', value: 1, source }] })).toThrow(
      /not a date/,
    );
    expect(declare({ rows: [{ validFrom: '2026-01-01', value: 1.5, source }] })).toThrow(
      /whole cents/,
    );
    expect(
      declare({
        rows: [{ validFrom: '2026-01-01', value: 1, source: { ...source, url: 'http://x.org/' } }],
      }),
    ).toThrow(/https URL/);
    expect(
      declare({
        rows: [{ validFrom: '2026-01-01', value: 1, source: { ...source, publisher: '' } }],
      }),
    ).toThrow(/publisher/);
    expect(declare({ id: 'de.rentenwert' })).toThrow(/defined twice/);
  });

  it('registers a new figure file without touching the others, and hands out frozen rows', () => {
    const before = registeredFigures().length;
    const premium = defineFigure({
      id: 'test.other-module.premium',
      label: { en: 'A premium', de: 'Ein Beitrag' },
      unit: 'usd-cents',
      renewal: 'yearly',
      rows: [{ validFrom: '2026-01-01', value: 12_345, source }],
    });
    expect(registeredFigures()).toHaveLength(before + 1);
    expect(figureValue('test.other-module.premium', '2026-06-01')).toBe(12_345);
    expect(Object.isFrozen(premium.rows[0])).toBe(true);
  });

  it('holds every registered figure with a named https source', () => {
    const figures = registeredFigures();
    expect(figures.map((figure) => figure.id)).toEqual(
      expect.arrayContaining([
        'de.rentenwert',
        'de.kv.allgemeiner-beitragssatz',
        'de.pv.kinderlosenzuschlag',
        'us.ssa.earnings-test.exempt-amount',
        'us.medicare.part-b.standard-premium',
      ]),
    );
    for (const figure of figures)
      for (const row of figure.rows) expect(row.source.url).toMatch(/^https:\/\//);
  });

  it('cites each year’s Medicare row to that year’s CMS fact sheet, not the newest one', () => {
    const cmsRows = registeredFigures()
      .flatMap((figure) => figure.rows)
      .filter((row) => row.source.url.includes('cms.gov/newsroom/fact-sheets/'));
    const years = new Set(cmsRows.map((row) => row.validFrom.slice(0, 4)));
    expect([...years]).toEqual(expect.arrayContaining(['2025', '2026']));
    for (const row of cmsRows) {
      const year = row.validFrom.slice(0, 4);
      expect(row.source.url).toContain(`/fact-sheets/${year}-medicare-parts-b-premiums-`);
      expect(row.source.title).toContain(`CMS: ${year} `);
    }
  });
});
