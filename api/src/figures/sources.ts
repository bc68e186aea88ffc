import type { FigureSource } from '@ageless/contracts';

// Publishers named once, so every row's source reads the same way.
export const PUBLISHER = {
  bmj: 'Bundesministerium der Justiz (gesetze-im-internet.de)',
  bmg: 'Bundesministerium für Gesundheit',
  ssa: 'U.S. Social Security Administration',
  cms: 'Centers for Medicare & Medicaid Services',
  medicare: 'Medicare.gov (Centers for Medicare & Medicaid Services)',
} as const;

/** A section of a German statute on gesetze-im-internet.de, e.g. law('sgb_6', '77', '§ 77 SGB VI …'). */
export function germanLaw(law: string, section: string, title: string): FigureSource {
  return {
    title,
    url: `https://www.gesetze-im-internet.de/${law}/__${section}.html`,
    publisher: PUBLISHER.bmj,
  };
}
