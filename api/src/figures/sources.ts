import type { FigureSource } from '@ageless/contracts';

// Publishers named once, so every row's source reads the same way.
export const PUBLISHER = {
  bmj: 'Bundesministerium der Justiz (gesetze-im-internet.de)',
  bmg: 'Bundesministerium für Gesundheit',
  ssa: 'U.S. Social Security Administration',
  cms: 'Centers for Medicare & Medicaid Services',
  medicare: 'Medicare.gov (Centers for Medicare & Medicaid Services)',
  bmas: 'Bundesministerium für Arbeit und Soziales',
  bundesregierung: 'Presse- und Informationsamt der Bundesregierung (bundesregierung.de)',
} as const;

/** A section of a German statute on gesetze-im-internet.de, e.g. law('sgb_6', '77', '§ 77 SGB VI …'). */
export function germanLaw(law: string, section: string, title: string): FigureSource {
  return {
    title,
    url: `https://www.gesetze-im-internet.de/${law}/__${section}.html`,
    publisher: PUBLISHER.bmj,
  };
}

/**
 * The CMS fact sheet that sets a year's Medicare premiums, deductibles and IRMAA amounts, as the source
 * of that year's rows (CMS spelled the 2026 address without "and").
 */
export function cmsFactSheet(year: number, what: string): FigureSource {
  const slug =
    year >= 2026
      ? `${year}-medicare-parts-b-premiums-deductibles`
      : `${year}-medicare-parts-b-premiums-and-deductibles`;
  return {
    title: `CMS: ${year} Medicare Parts A & B premiums and deductibles (${what})`,
    url: `https://www.cms.gov/newsroom/fact-sheets/${slug}`,
    publisher: PUBLISHER.cms,
  };
}
