import { defineFigure, type FigureRow } from './figure.js';
import { germanLaw } from './sources.js';

// German figures only the guide's answer cards quote: the amounts of the long-term care insurance
// by Pflegegrad (SGB XI, raised by 4.5 % on 1 January 2025; next adjustment by law in 2028), the
// pension contribution rate and the Riester allowances. Pension and contribution rates the
// calculators use live in de-pension/de-health.

const amount = (law: string, title: string, values: [string, number][]): FigureRow[] =>
  values.map(([validFrom, value]) => ({
    validFrom,
    value,
    source: germanLaw('sgb_11', law, title),
  }));

const grade = (
  id: string,
  law: string,
  title: string,
  labelEn: string,
  labelDe: string,
  cents: number,
) =>
  defineFigure({
    id,
    label: { en: labelEn, de: labelDe },
    unit: 'eur-cents',
    renewal: 'by-law',
    rows: amount(law, title, [['2025-01-01', cents]]),
  });

const PFLEGEGELD = '§ 37 SGB XI Pflegegeld für selbst beschaffte Pflegehilfen';
const SACHLEISTUNG = '§ 36 SGB XI Pflegesachleistung';
const STATIONAER = '§ 43 SGB XI Inhalt der Leistung (vollstationäre Pflege)';

export const PFLEGEGELD_BY_GRADE = {
  2: grade(
    'de.pflege.pflegegeld.pg2',
    '37',
    PFLEGEGELD,
    'Care allowance, care grade 2 (monthly)',
    'Pflegegeld, Pflegegrad 2 (monatlich)',
    34_700,
  ),
  3: grade(
    'de.pflege.pflegegeld.pg3',
    '37',
    PFLEGEGELD,
    'Care allowance, care grade 3 (monthly)',
    'Pflegegeld, Pflegegrad 3 (monatlich)',
    59_900,
  ),
  4: grade(
    'de.pflege.pflegegeld.pg4',
    '37',
    PFLEGEGELD,
    'Care allowance, care grade 4 (monthly)',
    'Pflegegeld, Pflegegrad 4 (monatlich)',
    80_000,
  ),
  5: grade(
    'de.pflege.pflegegeld.pg5',
    '37',
    PFLEGEGELD,
    'Care allowance, care grade 5 (monthly)',
    'Pflegegeld, Pflegegrad 5 (monatlich)',
    99_000,
  ),
} as const;

export const SACHLEISTUNG_BY_GRADE = {
  2: grade(
    'de.pflege.sachleistung.pg2',
    '36',
    SACHLEISTUNG,
    'Home care services, care grade 2 (monthly, up to)',
    'Pflegesachleistung, Pflegegrad 2 (monatlich, bis zu)',
    79_600,
  ),
  3: grade(
    'de.pflege.sachleistung.pg3',
    '36',
    SACHLEISTUNG,
    'Home care services, care grade 3 (monthly, up to)',
    'Pflegesachleistung, Pflegegrad 3 (monatlich, bis zu)',
    149_700,
  ),
  4: grade(
    'de.pflege.sachleistung.pg4',
    '36',
    SACHLEISTUNG,
    'Home care services, care grade 4 (monthly, up to)',
    'Pflegesachleistung, Pflegegrad 4 (monatlich, bis zu)',
    185_900,
  ),
  5: grade(
    'de.pflege.sachleistung.pg5',
    '36',
    SACHLEISTUNG,
    'Home care services, care grade 5 (monthly, up to)',
    'Pflegesachleistung, Pflegegrad 5 (monatlich, bis zu)',
    229_900,
  ),
} as const;

export const STATIONAER_BY_GRADE = {
  2: grade(
    'de.pflege.stationaer.pg2',
    '43',
    STATIONAER,
    'Care home allowance, care grade 2 (monthly)',
    'Vollstationäre Pflege, Pflegegrad 2 (monatlich)',
    80_500,
  ),
  3: grade(
    'de.pflege.stationaer.pg3',
    '43',
    STATIONAER,
    'Care home allowance, care grade 3 (monthly)',
    'Vollstationäre Pflege, Pflegegrad 3 (monatlich)',
    131_900,
  ),
  4: grade(
    'de.pflege.stationaer.pg4',
    '43',
    STATIONAER,
    'Care home allowance, care grade 4 (monthly)',
    'Vollstationäre Pflege, Pflegegrad 4 (monatlich)',
    185_500,
  ),
  5: grade(
    'de.pflege.stationaer.pg5',
    '43',
    STATIONAER,
    'Care home allowance, care grade 5 (monthly)',
    'Vollstationäre Pflege, Pflegegrad 5 (monatlich)',
    209_600,
  ),
} as const;

export const ENTLASTUNGSBETRAG = grade(
  'de.pflege.entlastungsbetrag',
  '45b',
  '§ 45b SGB XI Entlastungsbetrag',
  'Relief amount for care at home (monthly, all care grades)',
  'Entlastungsbetrag bei häuslicher Pflege (monatlich, alle Pflegegrade)',
  13_100,
);

export const RV_BEITRAGSSATZ = defineFigure({
  id: 'de.rv.beitragssatz',
  label: {
    en: 'Statutory pension insurance contribution rate',
    de: 'Beitragssatz der gesetzlichen Rentenversicherung',
  },
  unit: 'percent',
  renewal: 'by-law',
  rows: [
    {
      validFrom: '2018-01-01',
      value: 18.6,
      source: {
        title:
          'Deutsche Rentenversicherung: Werte der Rentenversicherung (Beitragssatz 18,6 Prozent)',
        url: 'https://www.deutsche-rentenversicherung.de/DRV/DE/Experten/Zahlen-und-Fakten/Werte-der-Rentenversicherung/werte-der-rentenversicherung_node.html',
        publisher: 'Deutsche Rentenversicherung Bund',
      },
    },
  ],
});

export const RIESTER_GRUNDZULAGE = defineFigure({
  id: 'de.riester.grundzulage',
  label: { en: 'Riester basic allowance (yearly)', de: 'Riester-Grundzulage (jährlich)' },
  unit: 'eur-cents',
  renewal: 'by-law',
  rows: [
    {
      validFrom: '2018-01-01',
      value: 17_500,
      source: germanLaw('estg', '84', '§ 84 EStG Grundzulage'),
    },
  ],
});

export const RIESTER_KINDERZULAGE = defineFigure({
  id: 'de.riester.kinderzulage',
  label: {
    en: 'Riester child allowance per child born from 2008 (yearly)',
    de: 'Riester-Kinderzulage je ab 2008 geborenem Kind (jährlich)',
  },
  unit: 'eur-cents',
  renewal: 'by-law',
  rows: [
    {
      validFrom: '2008-01-01',
      value: 30_000,
      source: germanLaw('estg', '85', '§ 85 EStG Kinderzulage'),
    },
  ],
});

/**
 * Health-insurance allowance on a workplace pension (Versorgungsbezüge) for compulsorily insured
 * pensioners: 1/20 of the monthly Bezugsgröße (§ 226 Abs. 2 SGB V, § 18 SGB IV), set anew each
 * January; care insurance takes the whole amount once it is exceeded.
 */
export const KV_VERSORGUNGSBEZUEGE_FREIBETRAG = defineFigure({
  id: 'de.kv.versorgungsbezuege-freibetrag',
  label: {
    en: 'Health-insurance allowance on a workplace pension (monthly)',
    de: 'Freibetrag für Versorgungsbezüge in der Krankenversicherung (monatlich)',
  },
  unit: 'eur-cents',
  renewal: 'yearly',
  rows: (
    [
      [
        '2025-01-01',
        18_725,
        'Sozialversicherungs-Rechengrößenverordnung 2025: Bezugsgröße 3.745 € im Monat',
      ],
      [
        '2026-01-01',
        19_775,
        'Sozialversicherungs-Rechengrößenverordnung 2026: Bezugsgröße 3.955 € im Monat',
      ],
    ] as const
  ).map(([validFrom, value, bezugsgroesse]) => ({
    validFrom,
    value,
    source: {
      ...germanLaw(
        'sgb_5',
        '226',
        `§ 226 Abs. 2 SGB V: Freibetrag 1/20 der monatlichen Bezugsgröße (${bezugsgroesse})`,
      ),
    },
  })),
});

/** Kindergeld per child and month (§ 66 EStG), raised by law: 255 € from 2025, 259 € from 2026. */
export const KINDERGELD = defineFigure({
  id: 'de.kindergeld',
  label: {
    en: 'Child benefit (Kindergeld) per child (monthly)',
    de: 'Kindergeld je Kind (monatlich)',
  },
  unit: 'eur-cents',
  renewal: 'by-law',
  rows: [
    {
      validFrom: '2025-01-01',
      value: 25_500,
      source: germanLaw('estg', '66', '§ 66 EStG Höhe des Kindergeldes'),
    },
    {
      validFrom: '2026-01-01',
      value: 25_900,
      source: germanLaw('estg', '66', '§ 66 EStG Höhe des Kindergeldes'),
    },
  ],
});

// The monthly Bezugsgröße each January (Sozialversicherungs-Rechengrößenverordnung), from which the
// earnings limits beside a pension for reduced earning capacity follow (§ 96a SGB VI).
const BEZUGSGROESSE_CENTS = [
  ['2025-01-01', 374_500],
  ['2026-01-01', 395_500],
] as const;

const emLimit = (eighths: number, what: string): FigureRow[] =>
  BEZUGSGROESSE_CENTS.map(([validFrom, bezugsgroesse]) => ({
    validFrom,
    value: Math.round((eighths * 14 * bezugsgroesse) / 8),
    source: germanLaw(
      'sgb_6',
      '96a',
      `§ 96a SGB VI: ${what} ${eighths}/8 des 14-Fachen der monatlichen Bezugsgröße (${(bezugsgroesse / 100).toLocaleString('de-DE')} € ab ${validFrom.slice(0, 4)})`,
    ),
  }));

/** Yearly earnings beside a full pension for reduced earning capacity before it is reduced. */
export const EM_HINZUVERDIENST_VOLL = defineFigure({
  id: 'de.em.hinzuverdienst-voll',
  label: {
    en: 'Earnings limit beside a full reduced-earning-capacity pension (per year)',
    de: 'Hinzuverdienstgrenze bei voller Erwerbsminderungsrente (im Jahr)',
  },
  unit: 'eur-cents',
  renewal: 'yearly',
  rows: emLimit(3, 'Hinzuverdienstgrenze bei voller Erwerbsminderung:'),
});

/** The lowest yearly earnings limit beside a partial reduced-earning-capacity pension. */
export const EM_HINZUVERDIENST_TEILWEISE = defineFigure({
  id: 'de.em.hinzuverdienst-teilweise-mindestens',
  label: {
    en: 'Minimum earnings limit beside a partial reduced-earning-capacity pension (per year)',
    de: 'Mindest-Hinzuverdienstgrenze bei teilweiser Erwerbsminderungsrente (im Jahr)',
  },
  unit: 'eur-cents',
  renewal: 'yearly',
  rows: emLimit(6, 'Mindesthinzuverdienstgrenze bei teilweiser Erwerbsminderung:'),
});
