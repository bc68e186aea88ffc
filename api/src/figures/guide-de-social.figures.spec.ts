import { RENTENWERT } from './de-pension.figures.js';
import { FigureError, figureOn, figureValue } from './figure.js';
import {
  AKTIVRENTE_FREIBETRAG,
  REGELBEDARF_STUFE_1,
  WITWENRENTE_FREIBETRAG,
  WITWENRENTE_FREIBETRAG_JE_KIND,
} from './guide-de-social.figures.js';

describe('the income allowance on a widow’s or widower’s pension (§ 97 SGB VI)', () => {
  it('is 26.4 times the Rentenwert of the same 1 July, to the cent the DRV publishes', () => {
    expect(figureValue(WITWENRENTE_FREIBETRAG, '2024-07-01')).toBe(103_805);
    expect(figureValue(WITWENRENTE_FREIBETRAG, '2025-07-01')).toBe(107_686);
    expect(figureValue(WITWENRENTE_FREIBETRAG, '2026-06-30')).toBe(107_686);
    expect(figureOn(WITWENRENTE_FREIBETRAG, '2026-11-27')).toMatchObject({
      value: 112_253,
      validFrom: '2026-07-01',
      stale: false,
    });
  });

  it('rises by 5.6 times the Rentenwert for each child entitled to an orphan’s pension', () => {
    expect(figureValue(WITWENRENTE_FREIBETRAG_JE_KIND, '2024-07-01')).toBe(22_019);
    expect(figureValue(WITWENRENTE_FREIBETRAG_JE_KIND, '2025-07-01')).toBe(22_842);
    expect(figureValue(WITWENRENTE_FREIBETRAG_JE_KIND, '2026-07-01')).toBe(23_811);
  });

  it('has a row for every Rentenwert row and follows it when a new one is added', () => {
    expect(WITWENRENTE_FREIBETRAG.rows.map((row) => row.validFrom)).toEqual(
      RENTENWERT.rows.map((row) => row.validFrom),
    );
    for (const row of RENTENWERT.rows) {
      expect(figureValue(WITWENRENTE_FREIBETRAG, row.validFrom)).toBe(Math.round(26.4 * row.value));
      expect(figureValue(WITWENRENTE_FREIBETRAG_JE_KIND, row.validFrom)).toBe(
        Math.round(5.6 * row.value),
      );
    }
  });

  it('names § 97 SGB VI and the Rentenwert it was computed from', () => {
    const { source } = figureOn(WITWENRENTE_FREIBETRAG, '2026-11-27');
    expect(source.url).toBe('https://www.gesetze-im-internet.de/sgb_6/__97.html');
    expect(source.title).toContain(
      '26,4-Fache des aktuellen Rentenwerts (42,52 € ab 1. Juli 2026)',
    );
    expect(figureOn(WITWENRENTE_FREIBETRAG_JE_KIND, '2025-08-01').source.title).toContain(
      '5,6-Fache des aktuellen Rentenwerts (40,79 € ab 1. Juli 2025)',
    );
  });
});

describe('the Aktivrente (§ 3 Nr. 21 EStG)', () => {
  it('leaves 2,000 € of wages a month tax-free from 1 January 2026, and has no value before', () => {
    expect(figureOn(AKTIVRENTE_FREIBETRAG, '2026-11-27')).toMatchObject({
      value: 200_000,
      validFrom: '2026-01-01',
      stale: false,
    });
    expect(figureOn(AKTIVRENTE_FREIBETRAG, '2026-11-27').source.url).toBe(
      'https://www.gesetze-im-internet.de/estg/__3.html',
    );
    expect(() => figureOn(AKTIVRENTE_FREIBETRAG, '2025-12-31')).toThrow(FigureError);
  });
});

describe('the standard rate of Grundsicherung, Regelbedarfsstufe 1', () => {
  it('is 563 € in 2024, 2025 and 2026, each year with its own source row', () => {
    for (const day of ['2024-01-01', '2025-06-30', '2026-11-27'])
      expect(figureValue(REGELBEDARF_STUFE_1, day)).toBe(56_300);
    expect(figureOn(REGELBEDARF_STUFE_1, '2026-11-27')).toMatchObject({
      validFrom: '2026-01-01',
      stale: false,
    });
    expect(figureOn(REGELBEDARF_STUFE_1, '2027-01-01').stale).toBe(true);
    expect(figureOn(REGELBEDARF_STUFE_1, '2026-02-01').source.url).toMatch(
      /^https:\/\/www\.bundesregierung\.de\//,
    );
  });
});
