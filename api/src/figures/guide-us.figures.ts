import { defineFigure, type FigureRow } from './figure.js';
import { cmsFactSheet, PUBLISHER } from './sources.js';

// US figures only the guide's answer cards quote (Medicare costs, retirement-plan limits, Social
// Security's yearly numbers). The calculators' own figures live in us-medicare/us-social-security.

const IRS = 'Internal Revenue Service';
const yearly = (
  values: [number, number][],
  source: (year: number) => FigureRow['source'],
): FigureRow[] =>
  values.map(([year, value]) => ({ validFrom: `${year}-01-01`, value, source: source(year) }));

export const PART_B_DEDUCTIBLE = defineFigure({
  id: 'us.medicare.part-b.deductible',
  label: { en: 'Medicare Part B annual deductible', de: 'Medicare Part B, Jahresselbstbehalt' },
  unit: 'usd-cents',
  renewal: 'yearly',
  rows: yearly(
    [
      [2025, 25_700],
      [2026, 28_300],
    ],
    (year) => cmsFactSheet(year, 'Part B deductible'),
  ),
});

export const PART_A_DEDUCTIBLE = defineFigure({
  id: 'us.medicare.part-a.deductible',
  label: {
    en: 'Medicare Part A inpatient hospital deductible (per benefit period)',
    de: 'Medicare Part A, Selbstbehalt für den Krankenhausaufenthalt (je Leistungszeitraum)',
  },
  unit: 'usd-cents',
  renewal: 'yearly',
  rows: yearly(
    [
      [2025, 167_600],
      [2026, 173_600],
    ],
    (year) => cmsFactSheet(year, 'Part A inpatient deductible'),
  ),
});

// The daily coinsurance for days 21 to 100 in a skilled nursing facility, one eighth of the Part A
// deductible (42 U.S.C. 1395e(a)(3)); days 1 to 20 cost nothing.
export const SNF_COINSURANCE = defineFigure({
  id: 'us.medicare.part-a.snf-coinsurance',
  label: {
    en: 'Medicare Part A skilled nursing facility coinsurance, days 21 to 100 (per day)',
    de: 'Medicare Part A, Zuzahlung in der Pflegeeinrichtung (Skilled Nursing Facility), Tag 21 bis 100 (je Tag)',
  },
  unit: 'usd-cents',
  renewal: 'yearly',
  rows: yearly(
    [
      [2025, 20_950],
      [2026, 21_700],
    ],
    (year) => cmsFactSheet(year, 'skilled nursing facility coinsurance'),
  ),
});

export const PART_A_PREMIUM = defineFigure({
  id: 'us.medicare.part-a.premium-under-30-quarters',
  label: {
    en: 'Medicare Part A monthly premium for people with fewer than 30 quarters of coverage',
    de: 'Medicare Part A, Monatsbeitrag bei weniger als 30 Beitragsquartalen',
  },
  unit: 'usd-cents',
  renewal: 'yearly',
  rows: yearly(
    [
      [2025, 51_800],
      [2026, 56_500],
    ],
    (year) => cmsFactSheet(year, 'Part A premium'),
  ),
});

export const IRMAA_SINGLE = defineFigure({
  id: 'us.medicare.irmaa.threshold-single',
  label: {
    en: 'IRMAA: income above which Part B and D cost more (individual tax return)',
    de: 'IRMAA: Einkommen, ab dem Part B und D mehr kosten (Einzelveranlagung)',
  },
  unit: 'usd-cents',
  renewal: 'yearly',
  rows: yearly(
    [
      [2025, 10_600_000],
      [2026, 10_900_000],
    ],
    (year) => cmsFactSheet(year, 'income-related monthly adjustment amounts'),
  ),
});

export const IRMAA_JOINT = defineFigure({
  id: 'us.medicare.irmaa.threshold-joint',
  label: {
    en: 'IRMAA: income above which Part B and D cost more (joint tax return)',
    de: 'IRMAA: Einkommen, ab dem Part B und D mehr kosten (Zusammenveranlagung)',
  },
  unit: 'usd-cents',
  renewal: 'yearly',
  rows: yearly(
    [
      [2025, 21_200_000],
      [2026, 21_800_000],
    ],
    (year) => cmsFactSheet(year, 'income-related monthly adjustment amounts'),
  ),
});

export const PART_D_OUT_OF_POCKET_CAP = defineFigure({
  id: 'us.medicare.part-d.out-of-pocket-cap',
  label: {
    en: 'Medicare Part D yearly cap on out-of-pocket drug costs',
    de: 'Medicare Part D, jährliche Obergrenze der Eigenkosten für Medikamente',
  },
  unit: 'usd-cents',
  renewal: 'yearly',
  rows: yearly(
    [
      [2025, 200_000],
      [2026, 210_000],
    ],
    (year) => ({
      title: `Medicare.gov: Costs for Medicare drug coverage (out-of-pocket cap ${year})`,
      url: 'https://www.medicare.gov/health-drug-plans/part-d/basics/costs',
      publisher: PUBLISHER.medicare,
    }),
  ),
});

const irsLimits = (year: number) => ({
  // Named without the amounts, so an IRA answer does not show the 401(k) limit in its source.
  title: `IRS: ${year} limits for 401(k) plans and IRAs (news release ${year === 2026 ? 'IR-2025-111' : 'IR-2024-285'})`,
  url:
    year === 2026
      ? 'https://www.irs.gov/newsroom/401k-limit-increases-to-24500-for-2026-ira-limit-increases-to-7500'
      : 'https://www.irs.gov/newsroom/401k-limit-increases-to-23500-for-2025-ira-limit-remains-7000',
  publisher: IRS,
});

export const ELECTIVE_DEFERRAL = defineFigure({
  id: 'us.irs.401k.elective-deferral',
  label: {
    en: '401(k), 403(b), 457 and TSP employee contribution limit',
    de: '401(k), 403(b), 457 und TSP, Höchstbetrag der Arbeitnehmerbeiträge',
  },
  unit: 'usd-cents',
  renewal: 'yearly',
  rows: yearly(
    [
      [2025, 2_350_000],
      [2026, 2_450_000],
    ],
    irsLimits,
  ),
});

export const CATCH_UP_50 = defineFigure({
  id: 'us.irs.401k.catch-up-50',
  label: {
    en: '401(k) catch-up contribution from age 50',
    de: '401(k), Nachholbeitrag ab 50',
  },
  unit: 'usd-cents',
  renewal: 'yearly',
  rows: yearly(
    [
      [2025, 750_000],
      [2026, 800_000],
    ],
    irsLimits,
  ),
});

export const CATCH_UP_60_63 = defineFigure({
  id: 'us.irs.401k.catch-up-60-63',
  label: {
    en: '401(k) higher catch-up contribution at ages 60 to 63',
    de: '401(k), höherer Nachholbeitrag mit 60 bis 63',
  },
  unit: 'usd-cents',
  renewal: 'yearly',
  rows: yearly(
    [
      [2025, 1_125_000],
      [2026, 1_125_000],
    ],
    irsLimits,
  ),
});

export const IRA_LIMIT = defineFigure({
  id: 'us.irs.ira.limit',
  label: { en: 'IRA contribution limit', de: 'IRA, Höchstbeitrag' },
  unit: 'usd-cents',
  renewal: 'yearly',
  rows: yearly(
    [
      [2025, 700_000],
      [2026, 750_000],
    ],
    irsLimits,
  ),
});

export const IRA_CATCH_UP = defineFigure({
  id: 'us.irs.ira.catch-up-50',
  label: { en: 'IRA catch-up contribution from age 50', de: 'IRA, Nachholbeitrag ab 50' },
  unit: 'usd-cents',
  renewal: 'yearly',
  rows: yearly(
    [
      [2025, 100_000],
      [2026, 110_000],
    ],
    irsLimits,
  ),
});

export const RMD_AGE = defineFigure({
  id: 'us.irs.rmd.age',
  label: {
    en: 'Age for the first required minimum distribution (born 1951 to 1959)',
    de: 'Alter der ersten Pflichtentnahme (RMD, Jahrgänge 1951 bis 1959)',
  },
  unit: 'years',
  renewal: 'by-law',
  rows: [
    {
      validFrom: '2023-01-01',
      value: 73,
      source: {
        title:
          'IRS: Retirement plan and IRA required minimum distributions FAQs (SECURE 2.0: age 73; 75 for people born in 1960 or later)',
        url: 'https://www.irs.gov/retirement-plans/retirement-plan-and-ira-required-minimum-distributions-faqs',
        publisher: IRS,
      },
    },
  ],
});

const ssaFacts = (year: number) => ({
  title: `SSA: ${year} Social Security changes (cost-of-living adjustment fact sheet)`,
  url: `https://www.ssa.gov/news/press/factsheets/colafacts${year}.pdf`,
  publisher: PUBLISHER.ssa,
});

export const SS_MAX_BENEFIT_FRA = defineFigure({
  id: 'us.ssa.max-benefit-fra',
  label: {
    en: 'Maximum Social Security benefit for a worker retiring at full retirement age',
    de: 'Höchste Social-Security-Leistung bei Beginn mit dem vollen Rentenalter',
  },
  unit: 'usd-cents',
  renewal: 'yearly',
  rows: yearly(
    [
      [2025, 401_800],
      [2026, 415_200],
    ],
    ssaFacts,
  ),
});

export const SS_TAXABLE_MAXIMUM = defineFigure({
  id: 'us.ssa.taxable-maximum',
  label: {
    en: 'Maximum earnings subject to the Social Security tax',
    de: 'Beitragsbemessungsgrenze der Social Security',
  },
  unit: 'usd-cents',
  renewal: 'yearly',
  rows: yearly(
    [
      [2025, 17_610_000],
      [2026, 18_450_000],
    ],
    ssaFacts,
  ),
});

export const SS_COLA = defineFigure({
  id: 'us.ssa.cola',
  label: {
    en: 'Social Security cost-of-living adjustment (COLA)',
    de: 'Social Security, jährliche Anpassung (COLA)',
  },
  unit: 'percent',
  renewal: 'yearly',
  rows: yearly(
    [
      [2025, 2.5],
      [2026, 2.8],
    ],
    ssaFacts,
  ),
});

const ssaSsiAmounts = (year: number) => ({
  title: `SSA: SSI federal payment amounts for ${year} (monthly maximum Federal amounts)`,
  url: 'https://www.ssa.gov/OACT/cola/SSI.html',
  publisher: PUBLISHER.ssa,
});

export const SSI_INDIVIDUAL = defineFigure({
  id: 'us.ssi.federal-individual',
  label: {
    en: 'Maximum federal SSI payment for an eligible individual (monthly)',
    de: 'Höchste Bundes-SSI-Zahlung für eine Einzelperson (monatlich)',
  },
  unit: 'usd-cents',
  renewal: 'yearly',
  rows: yearly(
    [
      [2025, 96_700],
      [2026, 99_400],
    ],
    ssaSsiAmounts,
  ),
});

export const SSI_COUPLE = defineFigure({
  id: 'us.ssi.federal-couple',
  label: {
    en: 'Maximum federal SSI payment for an eligible couple (monthly)',
    de: 'Höchste Bundes-SSI-Zahlung für ein Ehepaar (monatlich)',
  },
  unit: 'usd-cents',
  renewal: 'yearly',
  rows: yearly(
    [
      [2025, 145_000],
      [2026, 149_100],
    ],
    ssaSsiAmounts,
  ),
});

export const FIDELITY_HEALTH_SINGLE = defineFigure({
  id: 'us.costs.retiree-health-care-single',
  label: {
    en: 'Estimated after-tax savings a 65-year-old needs for health care in retirement (Fidelity estimate)',
    de: 'Geschätzter Betrag, den eine 65-jährige Person für Gesundheitskosten im Ruhestand braucht (Fidelity)',
  },
  unit: 'usd-cents',
  renewal: 'yearly',
  rows: [
    {
      validFrom: '2025-01-01',
      value: 17_250_000,
      source: {
        title:
          'Fidelity: 2025 Retiree Health Care Cost Estimate ($172,500 for a 65-year-old individual)',
        url: 'https://www.fidelity.com/viewpoints/personal-finance/plan-for-rising-health-care-costs',
        publisher: 'Fidelity Investments',
      },
    },
  ],
});

const careScout = {
  title: 'CareScout (Genworth): Cost of Care Survey 2024, national medians',
  url: 'https://www.carescout.com/cost-of-care',
  publisher: 'CareScout (Genworth Financial)',
};

export const NURSING_HOME_PRIVATE = defineFigure({
  id: 'us.costs.nursing-home-private-room',
  label: {
    en: 'Nursing home, private room: national median cost per year',
    de: 'Pflegeheim, Einzelzimmer: mittlere Kosten pro Jahr (USA)',
  },
  unit: 'usd-cents',
  renewal: 'yearly',
  rows: [{ validFrom: '2024-01-01', value: 12_775_000, source: careScout }],
});

export const ASSISTED_LIVING = defineFigure({
  id: 'us.costs.assisted-living',
  label: {
    en: 'Assisted living: national median cost per year',
    de: 'Betreutes Wohnen (assisted living): mittlere Kosten pro Jahr (USA)',
  },
  unit: 'usd-cents',
  renewal: 'yearly',
  rows: [{ validFrom: '2024-01-01', value: 7_080_000, source: careScout }],
});
