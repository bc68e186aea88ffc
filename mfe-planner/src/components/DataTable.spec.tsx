import { render, screen, within } from '@testing-library/react';
import type { FigureReference, Language } from '@ageless/contracts';
import { renderPage } from '@ageless/testing';
import '../app/i18n/register';
import { de } from '../app/i18n/de';
import { en } from '../app/i18n/en';
import { DataTable } from './DataTable';
import { FiguresUsed } from './FiguresUsed';

// jsdom applies no stylesheet, so both layouts are in reach here: the real table (shown where it
// fits) and the stacked cards (shown on a phone, with larger text or at 200 % zoom). What each
// layout shows at which width is checked in e2e/tests/planner-narrow.spec.ts.

/** Each card of the stacked layout: its heading and its "label: value" pairs in reading order. */
function cards(caption: string) {
  const list = screen.getByRole('list', { name: caption });
  return within(list)
    .getAllByRole('listitem')
    .map((card) => ({
      heading: within(card).getByRole('heading', { level: 4 }).textContent,
      pairs: within(card)
        .getAllByRole('term')
        .map((term) => [
          term.textContent,
          (term.nextElementSibling?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '),
        ]),
    }));
}

const NET_EN = {
  caption: 'From gross to net, each month',
  columns: ['Item', 'Rate', 'Amount a month'],
  rows: [
    ['Gross pension', '', '€1,637.02'],
    ['Health insurance (your half)', '8.75%', '− €143.24'],
    ['Net pension', '', '€1,425.02'],
  ],
};

const NET_DE = {
  caption: 'Von brutto zu netto, im Monat',
  columns: ['Posten', 'Satz', 'Betrag im Monat'],
  rows: [
    ['Bruttorente', '', '1.637,02\u00a0€'],
    ['Krankenversicherung (Ihre Hälfte)', '8,75\u00a0%', '− 143,24\u00a0€'],
    ['Nettorente', '', '1.425,02\u00a0€'],
  ],
};

describe('DataTable', () => {
  it('keeps the table semantics: caption, column headers and row headers', () => {
    render(<DataTable {...NET_EN} />);
    const table = screen.getByRole('table', { name: NET_EN.caption });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(NET_EN.columns);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Gross pension', 'Health insurance (your half)', 'Net pension']);
    expect(within(table).getByRole('row', { name: /Health insurance/ }).textContent).toContain(
      '− €143.24',
    );
  });

  it('stacks each row as a card: its label as a heading, every value under its column name', () => {
    render(<DataTable {...NET_EN} />);
    expect(cards(NET_EN.caption)).toEqual([
      { heading: 'Gross pension', pairs: [['Amount a month', '€1,637.02']] },
      {
        heading: 'Health insurance (your half)',
        pairs: [
          ['Rate', '8.75%'],
          ['Amount a month', '− €143.24'],
        ],
      },
      { heading: 'Net pension', pairs: [['Amount a month', '€1,425.02']] },
    ]);
  });

  it('labels every value in German too, and leaves out a label with nothing to say', () => {
    render(<DataTable {...NET_DE} />);
    expect(cards(NET_DE.caption)).toEqual([
      { heading: 'Bruttorente', pairs: [['Betrag im Monat', '1.637,02 €']] },
      {
        heading: 'Krankenversicherung (Ihre Hälfte)',
        pairs: [
          ['Satz', '8,75 %'],
          ['Betrag im Monat', '− 143,24 €'],
        ],
      },
      { heading: 'Nettorente', pairs: [['Betrag im Monat', '1.425,02 €']] },
    ]);
  });

  it('names the column in a card heading that would otherwise be a bare number', () => {
    render(
      <DataTable
        caption="Monatliche Leistung nach Alter bei Rentenbeginn"
        columns={['Alter', 'Im Monat', 'Anteil']}
        rows={[
          ['62', '700,00\u00a0$', '70\u00a0%'],
          ['66 und 10 Monate', '986,11\u00a0$', '98,61\u00a0%'],
        ]}
      />,
    );
    expect(
      cards('Monatliche Leistung nach Alter bei Rentenbeginn').map((card) => card.heading),
    ).toEqual(['Alter: 62', 'Alter: 66 und 10 Monate']);
    // The table keeps the short row header: its column header is right above it.
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      '62',
      '66 und 10 Monate',
    ]);
  });

  it('never lets an amount break: sign, digits and currency sit in one no-wrap span', () => {
    render(<DataTable {...NET_DE} />);
    const card = screen
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Krankenversicherung'))!;
    // Testing Library reads the no-break space as a space.
    const amount = within(card).getByText('− 143,24 €');
    expect(amount.tagName).toBe('SPAN');
    expect(amount.classList).toContain('whitespace-nowrap');
    // Words around a number still wrap normally.
    const mixed = render(
      <DataTable
        caption="Earnings test"
        columns={['Year', 'Limit']}
        rows={[['2026', '$24,480.00 (year you reach full retirement age)']]}
      />,
    );
    expect(within(mixed.container).getAllByText('$24,480.00')[0]!.classList).toContain(
      'whitespace-nowrap',
    );
  });
});

const rentenwert: FigureReference = {
  id: 'de.rentenwert',
  label: 'Aktueller Rentenwert',
  value: 4252,
  unit: 'eur-cents',
  validFrom: '2026-07-01',
  source: { title: 'RWBestV 2026', url: 'https://example.org/rw', publisher: 'BMJ' },
  stale: false,
};

async function renderFigures(language: Language) {
  renderPage(<FiguresUsed figures={[rentenwert]} />, {
    language,
    catalogues: { calculators: { en, de } },
  });
}

describe('the figures used, stacked on a narrow screen', () => {
  it('labels value, date and source in English, the source still a link', async () => {
    await renderFigures('en');
    expect(cards('Each figure, the date it applies from and its source')).toEqual([
      {
        heading: 'Aktueller Rentenwert',
        pairs: [
          ['Value', '€42.52'],
          ['Valid from', '1 July 2026'],
          ['Source', 'RWBestV 2026 (BMJ)'],
        ],
      },
    ]);
    const list = screen.getByRole('list', {
      name: 'Each figure, the date it applies from and its source',
    });
    expect(
      within(list).getByRole('link', { name: 'RWBestV 2026 (BMJ)' }).getAttribute('href'),
    ).toBe('https://example.org/rw');
  });

  it('labels them in German', async () => {
    await renderFigures('de');
    expect(cards('Jeder Wert, das Datum, ab dem er gilt, und seine Quelle')).toEqual([
      {
        heading: 'Aktueller Rentenwert',
        pairs: [
          ['Höhe', '42,52 €'],
          ['Gültig ab', '1. Juli 2026'],
          ['Quelle', 'RWBestV 2026 (BMJ)'],
        ],
      },
    ]);
  });
});
