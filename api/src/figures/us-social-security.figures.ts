import type { FigureSource } from '@ageless/contracts';
import { defineFigure, defineRate } from './figure.js';
import { PUBLISHER } from './sources.js';

// US Social Security (Social Security Act, title II): the rates and yearly amounts the calculators use.
// Rates SSA states as fractions ("5/9 of 1 percent") are written as those fractions; the rules turn
// them into exact whole numbers over 7200 (us-social-security.ts) and refuse anything inexact.

const ssa = (title: string, url: string): FigureSource => ({
  title,
  url,
  publisher: PUBLISHER.ssa,
});

const EARLY = ssa(
  'SSA: Early or late retirement? (5/9 of 1% a month for the first 36 months early, 5/12 of 1% for each further month)',
  'https://www.ssa.gov/oact/quickcalc/earlyretire.html',
);
const SPOUSAL = ssa(
  "SSA: Benefits for spouses (up to 50% of the worker's PIA at full retirement age; 25/36 of 1% a month for the first 36 months early, 5/12 of 1% beyond)",
  'https://www.ssa.gov/oact/quickcalc/spouse.html',
);
const SURVIVOR = ssa(
  "SSA: Survivors benefits, reduction by age (71.5% of the deceased's benefit at 60, rising to 100% at the survivor's full retirement age)",
  'https://www.ssa.gov/benefits/survivors/survivorchartred.html',
);
const WIDOW_LIMIT = ssa(
  "SSA POMS RS 00615.320: Widow(er)'s limitation (deceased claimed early: the larger of the deceased's reduced benefit and 82.5% of the PIA)",
  'https://secure.ssa.gov/apps10/poms.nsf/lnx/0300615320',
);
const EARNINGS_TEST = ssa(
  'SSA: Receiving benefits while working ($1 withheld for every $2 above the annual limit; $1 for every $3 in the year of full retirement age, counting earnings before that month; benefit recomputed at full retirement age)',
  'https://www.ssa.gov/benefits/retirement/planner/whileworking.html',
);
const EXEMPT_AMOUNTS = ssa(
  'SSA Office of the Chief Actuary: Exempt amounts under the earnings test',
  'https://www.ssa.gov/oact/cola/rtea.html',
);

// The Social Security Amendments of 1983 set today's schedule; the rates below have applied since.
const SINCE_1983 = '1983-04-20';

export const EARLY_REDUCTION_FIRST_36 = defineRate({
  id: 'us.ssa.early-reduction.first-36-months',
  label: {
    en: 'Retirement benefit: reduction per month early, first 36 months',
    de: 'Altersleistung: Kürzung je Monat vor dem vollen Rentenalter, erste 36 Monate',
  },
  validFrom: SINCE_1983,
  value: 5 / 9,
  source: EARLY,
});

export const EARLY_REDUCTION_FURTHER = defineRate({
  id: 'us.ssa.early-reduction.further-months',
  label: {
    en: 'Retirement benefit: reduction per further month early (beyond 36)',
    de: 'Altersleistung: Kürzung je weiterem Monat (über 36 Monate)',
  },
  validFrom: SINCE_1983,
  value: 5 / 12,
  source: EARLY,
});

export const DELAYED_CREDIT_PER_MONTH = defineRate({
  id: 'us.ssa.delayed-credit.per-month',
  label: {
    en: 'Delayed retirement credit per month after full retirement age (born 1943 or later)',
    de: 'Zuschlag je Monat nach dem vollen Rentenalter (Jahrgang 1943 und später)',
  },
  // 8 % a year applies to people reaching 62 from 2005 (born 1943 or later); earlier cohorts' rates are
  // the table in us-social-security.ts.
  validFrom: '2005-01-01',
  value: 2 / 3,
  source: ssa(
    'SSA: Delayed retirement credits (2/3 of 1% a month, 8% a year, for people born in 1943 or later)',
    'https://www.ssa.gov/benefits/retirement/planner/delayret.html',
  ),
});

export const SPOUSAL_SHARE = defineRate({
  id: 'us.ssa.spousal.share',
  label: {
    en: "Spousal benefit at full retirement age, share of the worker's PIA",
    de: 'Ehegattenleistung im vollen Rentenalter, Anteil an der PIA des Partners',
  },
  validFrom: SINCE_1983,
  value: 50,
  source: SPOUSAL,
});

export const SPOUSAL_REDUCTION_FIRST_36 = defineRate({
  id: 'us.ssa.spousal.reduction.first-36-months',
  label: {
    en: 'Spousal benefit: reduction per month early, first 36 months',
    de: 'Ehegattenleistung: Kürzung je Monat vor dem vollen Rentenalter, erste 36 Monate',
  },
  validFrom: SINCE_1983,
  value: 25 / 36,
  source: SPOUSAL,
});

export const SPOUSAL_REDUCTION_FURTHER = defineRate({
  id: 'us.ssa.spousal.reduction.further-months',
  label: {
    en: 'Spousal benefit: reduction per further month early (beyond 36)',
    de: 'Ehegattenleistung: Kürzung je weiterem Monat (über 36 Monate)',
  },
  validFrom: SINCE_1983,
  value: 5 / 12,
  source: SPOUSAL,
});

export const SURVIVOR_AT_60 = defineRate({
  id: 'us.ssa.survivor.at-60',
  label: {
    en: "Survivor benefit at 60, share of the deceased's benefit",
    de: 'Hinterbliebenenleistung mit 60, Anteil an der Leistung des Verstorbenen',
  },
  validFrom: SINCE_1983,
  value: 71.5,
  source: SURVIVOR,
});

export const WIDOW_LIMIT_SHARE = defineRate({
  id: 'us.ssa.survivor.widow-limit',
  label: {
    en: "Widow(er)'s limit when the deceased claimed early, share of the deceased's PIA",
    de: 'Grenze der Witwen-/Witwerleistung bei vorzeitigem Rentenbeginn des Verstorbenen, Anteil an dessen PIA',
  },
  validFrom: SINCE_1983,
  value: 82.5,
  source: WIDOW_LIMIT,
});

export const EARNINGS_TEST_WITHHOLDING = defineRate({
  id: 'us.ssa.earnings-test.withholding',
  label: {
    en: 'Earnings test: benefits withheld per dollar above the limit (years before full retirement age)',
    de: 'Hinzuverdienst: einbehaltene Leistung je Dollar über der Grenze (Jahre vor dem vollen Rentenalter)',
  },
  validFrom: SINCE_1983,
  value: 50,
  source: EARNINGS_TEST,
});

export const EARNINGS_TEST_WITHHOLDING_FRA_YEAR = defineRate({
  id: 'us.ssa.earnings-test.withholding-fra-year',
  label: {
    en: 'Earnings test: benefits withheld per dollar above the limit (year of full retirement age)',
    de: 'Hinzuverdienst: einbehaltene Leistung je Dollar über der Grenze (Jahr des vollen Rentenalters)',
  },
  // $1 for $3 since the Senior Citizens' Freedom to Work Act of 2000.
  validFrom: '2000-01-01',
  value: 100 / 3,
  source: EARNINGS_TEST,
});

const exempt = (year: number, dollars: number) => ({
  validFrom: `${year}-01-01`,
  value: dollars * 100,
  source: EXEMPT_AMOUNTS,
});

export const EARNINGS_TEST_EXEMPT = defineFigure({
  id: 'us.ssa.earnings-test.exempt-amount',
  label: {
    en: 'Earnings test: annual exempt amount (years before full retirement age)',
    de: 'Hinzuverdienst: jährlicher Freibetrag (Jahre vor dem vollen Rentenalter)',
  },
  unit: 'usd-cents',
  renewal: 'yearly',
  // Every year since 2000: a past year's withholding is counted with that year's own amount.
  rows: [
    exempt(2000, 10_080),
    exempt(2001, 10_680),
    exempt(2002, 11_280),
    exempt(2003, 11_520),
    exempt(2004, 11_640),
    exempt(2005, 12_000),
    exempt(2006, 12_480),
    exempt(2007, 12_960),
    exempt(2008, 13_560),
    exempt(2009, 14_160),
    exempt(2010, 14_160),
    exempt(2011, 14_160),
    exempt(2012, 14_640),
    exempt(2013, 15_120),
    exempt(2014, 15_480),
    exempt(2015, 15_720),
    exempt(2016, 15_720),
    exempt(2017, 16_920),
    exempt(2018, 17_040),
    exempt(2019, 17_640),
    exempt(2020, 18_240),
    exempt(2021, 18_960),
    exempt(2022, 19_560),
    exempt(2023, 21_240),
    exempt(2024, 22_320),
    exempt(2025, 23_400),
    exempt(2026, 24_480),
  ],
});

export const EARNINGS_TEST_EXEMPT_FRA_YEAR = defineFigure({
  id: 'us.ssa.earnings-test.exempt-amount-fra-year',
  label: {
    en: 'Earnings test: annual exempt amount (year of full retirement age)',
    de: 'Hinzuverdienst: jährlicher Freibetrag (Jahr des vollen Rentenalters)',
  },
  unit: 'usd-cents',
  renewal: 'yearly',
  // Every year since 2000: a past year's withholding is counted with that year's own amount.
  rows: [
    exempt(2000, 17_000),
    exempt(2001, 25_000),
    exempt(2002, 30_000),
    exempt(2003, 30_720),
    exempt(2004, 31_080),
    exempt(2005, 31_800),
    exempt(2006, 33_240),
    exempt(2007, 34_440),
    exempt(2008, 36_120),
    exempt(2009, 37_680),
    exempt(2010, 37_680),
    exempt(2011, 37_680),
    exempt(2012, 38_880),
    exempt(2013, 40_080),
    exempt(2014, 41_400),
    exempt(2015, 41_880),
    exempt(2016, 41_880),
    exempt(2017, 44_880),
    exempt(2018, 45_360),
    exempt(2019, 46_920),
    exempt(2020, 48_600),
    exempt(2021, 50_520),
    exempt(2022, 51_960),
    exempt(2023, 56_520),
    exempt(2024, 59_520),
    exempt(2025, 62_160),
    exempt(2026, 65_160),
  ],
});
