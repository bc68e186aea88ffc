import type { AnalyzeDeResponse, AnalyzeUsResponse, FigureReference } from '@ageless/contracts';
import { pageText, renderPage } from '@ageless/testing';
import { DePensionResult } from './DePensionResult';
import { UsPensionResult } from './UsPensionResult';
import { de as deTexts } from '../../../app/i18n/de';
import { en as enTexts } from '../../../app/i18n/en';

// The planner remote as the host shows it: its own texts.
const page = { catalogues: { calculators: { en: enTexts, de: deTexts } } };

const source = { title: 'RWBestV 2026', url: 'https://example.org/rw', publisher: 'BMJ' };
const rentenwert: FigureReference = {
  id: 'de.rentenwert',
  label: 'Aktueller Rentenwert',
  value: 4252,
  unit: 'eur-cents',
  validFrom: '2026-07-01',
  source,
  stale: false,
};

const de: AnalyzeDeResponse = {
  country: 'DE',
  currency: 'EUR',
  entgeltpunkte: 38.5,
  regelaltersgrenze: { years: 66, months: 8 },
  regelaltersrenteStart: null,
  startAge: { years: 64, months: 8 },
  startMonth: null,
  monthsEarly: 0,
  monthsLate: 0,
  adjustmentPercent: 0,
  pensionType: 'besonders-langjaehrig',
  zugangsfaktor: 1,
  rentenartfaktor: 1,
  persoenlicheEntgeltpunkte: 38.5,
  rentenwert: {
    cents: 4252,
    validFrom: '2026-07-01',
    source: { title: 'x', url: 'https://x.org' },
  },
  monthlyGrossCents: 163_702,
  monthlyGrossAtRegelaltersgrenzeCents: 163_702,
  besondersLangjaehrig: {
    eligible: true,
    age: { years: 64, months: 8 },
    startMonth: null,
    monthlyGrossCents: 163_702,
  },
  net: {
    healthPercent: 8.75,
    healthCents: 14_324,
    carePercent: 4.2,
    careCents: 6_876,
    monthlyNetCents: 142_502,
    zusatzbeitragPercent: 2.9,
    zusatzbeitragIsAverage: true,
  },
  taxableShare: {
    startYear: 2026,
    startYearEstimated: true,
    percent: 84,
    annualGrossCents: 1_964_424,
    annualTaxableCents: 1_650_116,
    annualTaxFreeCents: 314_308,
  },
  targetMonthlyIncomeCents: 200_000,
  rentenlueckeCents: 57_498,
  rentenlueckeBasis: 'net',
  figures: [
    rentenwert,
    {
      ...rentenwert,
      id: 'de.pv.beitragssatz',
      label: 'Pflegeversicherung, Beitragssatz',
      value: 3.6,
      unit: 'percent',
      validFrom: '2025-01-01',
    },
  ],
  figuresAsOf: '2026-07-01',
  assumptions: ['Eine Annahme.'],
  sources: [],
};

describe('German result screen', () => {
  it('shows net, the 45-year pension and the figures’ date in German number formats', async () => {
    const screen = renderPage(<DePensionResult result={de} />, { ...page, language: 'de' });
    const text = pageText(screen.container);
    expect(text).toContain('1.425,02 €');
    expect(text).toContain('38,5 × 1 × 1 × 42,52 € = 1.637,02 €');
    expect(text).toContain('Altersrente für besonders langjährig Versicherte');
    expect(text).toContain(
      'Mit 45 Jahren können Sie mit 64 Jahren und 8 Monaten ohne Abschlag beginnen',
    );
    expect(screen.container.textContent).toContain('3,6\u00a0%'); // the sign never breaks away from its number
    expect(text).toContain('Nettorente und Wunscheinkommen');
    expect(text).not.toMatch(/\d\.\d{1,2}\s?(€|%)/); // no decimal points in German amounts
    screen.unmount();
  });

  it('says in English that the gap compares the net pension, with the date spelled out', async () => {
    const screen = renderPage(<DePensionResult result={de} />, { ...page, language: 'en' });
    expect(pageText(screen.container)).toContain('Net pension against your target income');
    expect(pageText(screen.container)).toContain('valid from 1 July 2026.');
    screen.unmount();
  });

  it('dates each figure by its own date, not the whole list by the newest one (issue 27)', async () => {
    const screen = renderPage(<DePensionResult result={de} />, { ...page, language: 'en' });
    const headings = [...screen.container.querySelectorAll('h3')].map((h) => h.textContent);
    expect(headings).toContain('Figures used');
    expect(headings.join(' ')).not.toMatch(/as of/);
    const rows = [...screen.container.querySelectorAll('tbody tr')].map((row) =>
      (row.textContent ?? '').replace(/\u00a0/g, ' '),
    );
    expect(rows.find((row) => row.startsWith('Pflegeversicherung'))).toContain('1 January 2025');
    expect(rows.find((row) => row.startsWith('Aktueller Rentenwert'))).toContain('1 July 2026');
    screen.unmount();
  });

  it('writes a source’s date as people read one, not as 2026-07-01 (issue 27)', async () => {
    const sources = [
      { title: 'Rentenwertbestimmungsverordnung', url: 'https://x.org', validFrom: '2026-07-01' },
    ];
    for (const [language, date] of [
      ['de', '(1. Juli 2026)'],
      ['en', '(1 July 2026)'],
    ] as const) {
      const screen = renderPage(<DePensionResult result={{ ...de, sources }} />, {
        ...page,
        language,
      });
      const text = pageText(screen.container);
      expect(text).toContain(`Rentenwertbestimmungsverordnung ${date}`);
      expect(text).not.toContain('2026-07-01');
      screen.unmount();
    }
  });
});

const option = (years: number, cents: number) => ({
  age: { years, months: 0 },
  ageInMonths: years * 12,
  startMonth: null,
  available: true,
  monthsEarly: Math.max(0, 67 - years) * 12,
  monthsDelayed: Math.max(0, years - 67) * 12,
  factor: cents / 100_000,
  monthlyBenefitCents: cents,
  ssaRoundedCents: cents,
  cumulative: [62, 63].map((age) => ({ age, totalCents: 0 })),
});

const us: AnalyzeUsResponse = {
  country: 'US',
  currency: 'USD',
  piaCents: 100_000,
  ssaBirthYear: 1964,
  fullRetirementAge: { years: 67, months: 0 },
  delayedCreditPercentPerYear: 8,
  earliestClaimAge: { years: 62, months: 0 },
  options: [option(62, 70_000), option(67, 100_000), option(70, 124_000)],
  planned: null,
  breakEvens: [],
  spouse: null,
  survivor: {
    fullRetirementAge: { years: 67, months: 0 },
    deceased: 'claimed-early',
    baseBenefitCents: 100_000,
    limitCents: 82_500,
    options: [
      {
        age: { years: 60, months: 0 },
        ageInMonths: 720,
        startMonth: null,
        monthsEarly: 84,
        factor: 0.715,
        monthlyBenefitCents: 71_500,
        limited: false,
      },
      {
        age: { years: 67, months: 0 },
        ageInMonths: 804,
        startMonth: null,
        monthsEarly: 0,
        factor: 0.825,
        monthlyBenefitCents: 82_500,
        limited: true,
      },
    ],
    planned: null,
  },
  earningsTest: {
    annualEarningsCents: 3_448_000,
    claimAge: { years: 62, months: 0 },
    monthlyBenefitCents: 70_000,
    years: [
      {
        year: 2026,
        kind: 'before-fra-year',
        exemptAmountCents: 2_448_000,
        exemptAmountYear: 2026,
        countedEarningsCents: 3_448_000,
        benefitMonths: 12,
        monthsWithheld: 8,
        withheldCents: 500_000,
      },
    ],
    totalMonthsWithheld: 8,
    totalWithheldCents: 500_000,
    recomputedAtFraCents: 73_333,
  },
  figures: [
    {
      ...rentenwert,
      id: 'us.ssa.earnings-test.exempt-amount',
      label: 'Earnings test: annual exempt amount',
      value: 2_448_000,
      unit: 'usd-cents',
      validFrom: '2026-01-01',
      stale: true,
    },
  ],
  figuresAsOf: '2026-01-01',
  assumptions: [],
  sources: [],
};

describe('US result screen', () => {
  it('shows the survivor limit, the months withheld and what comes back at FRA', async () => {
    const screen = renderPage(<UsPensionResult result={us} />, { ...page, language: 'en' });
    const text = pageText(screen.container);
    expect(text).toContain('If you die first: your spouse as widow(er)');
    expect(text).toContain('The limit is $825.00 a month');
    expect(text).toContain('8 monthly payments ($5,000.00) are withheld');
    expect(text).toContain('recomputed from $700.00 to $733.33 a month');
    expect(text).toContain('1 January 2026 (this year’s value is not in our table yet)');
    screen.unmount();
  });

  it('uses German formats for dollars too', async () => {
    const screen = renderPage(<UsPensionResult result={us} />, { ...page, language: 'de' });
    expect(pageText(screen.container)).toContain('8 Monatszahlungen (5.000,00 $)');
    expect(pageText(screen.container)).toContain('Die Grenze liegt bei 825,00 $ im Monat');
    screen.unmount();
  });
});
