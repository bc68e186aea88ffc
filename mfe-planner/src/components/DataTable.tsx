import { createElement, Fragment, useId, type ReactNode } from 'react';

export interface DataTableProps {
  caption: string;
  /** Column names; the first one names the row labels (each row's first cell). */
  columns: string[];
  rows: string[][];
  /** Per row: the last cell becomes a link to this address. */
  links?: string[];
  /** Level of each row's heading in the stacked layout: one below the heading above the table. */
  headingLevel?: 3 | 4 | 5;
}

// The container width (in rem, so it grows with the reader's text size) from which the real table
// fits; narrower, each row is a card. Full class names, so Tailwind finds them in this file.
const WIDE_FROM: Record<number, { table: string; cards: string }> = {
  2: { table: '@sm:block', cards: '@sm:hidden' },
  3: { table: '@lg:block', cards: '@lg:hidden' },
  4: { table: '@2xl:block', cards: '@2xl:hidden' },
  5: { table: '@3xl:block', cards: '@3xl:hidden' },
};
const WIDEST = { table: '@4xl:block', cards: '@4xl:hidden' };

// A number with its sign, currency and unit: "− 143,24 €", "$1,240.00", "8,75 %", "66".
const NUMBER =
  /(?:[−–+-][\s\u00a0]?)?(?:[$€][\s\u00a0]?)?\d(?:[\d.,\u00a0\u202f]*\d)?(?:[\s\u00a0]?[$€%])?/g;

/**
 * The text with every number in a no-wrap span: an amount is never split across lines, whatever
 * space the formatter or a caller put between sign, digits and currency. Words around it still wrap.
 */
export function keepNumbersWhole(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(NUMBER)) {
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <span key={start} className="whitespace-nowrap">
        {match[0]}
      </span>,
    );
    last = start + match[0].length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return createElement(Fragment, null, ...parts);
}

/**
 * A data table that is a real table where it fits and a list of cards where it does not (a phone,
 * larger text, 200 % zoom): each card is the row's label as a heading, then each value under its
 * column's name. Only one of the two is displayed, so assistive technology meets either the table
 * with its headers or, on narrow screens, "label: value" pairs in reading order. Nothing scrolls
 * sideways: the issue 27 reader never found the amounts hidden to the right.
 */
export function DataTable({ caption, columns, rows, links, headingLevel = 4 }: DataTableProps) {
  const cardsCaptionId = useId();
  const wide = WIDE_FROM[columns.length] ?? WIDEST;
  const [rowColumn = '', ...valueColumns] = columns;

  const cell = (value: string, rowIndex: number, index: number, cells: string[]) =>
    links?.[rowIndex] && index === cells.length - 1 ? (
      <a href={links[rowIndex]} target="_blank" rel="noreferrer" className="underline">
        {keepNumbersWhole(value)}
      </a>
    ) : (
      keepNumbersWhole(value)
    );

  return (
    // The container the breakpoints measure: the space the table really has, not the window's.
    <div className="@container wrap-break-word hyphens-auto">
      <div className={`hidden rounded-card border border-border ${wide.table}`}>
        <table className="w-full border-collapse text-left">
          <caption className="p-3 text-left font-semibold">{caption}</caption>
          <thead className="bg-surface-muted">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 align-bottom">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([head = '', ...cells], rowIndex) => (
              <tr key={rowIndex} className="border-t border-border">
                <th scope="row" className="px-3 py-2 align-top font-semibold">
                  {keepNumbersWhole(head)}
                </th>
                {cells.map((value, index) => (
                  <td key={index} className="px-3 py-2 align-top tabular-nums">
                    {cell(value, rowIndex, index, cells)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className={`flex flex-col gap-2 ${wide.cards}`}>
        <p id={cardsCaptionId} className="font-semibold">
          {caption}
        </p>
        <ul
          role="list"
          aria-labelledby={cardsCaptionId}
          className="m-0 flex list-none flex-col gap-2 p-0"
        >
          {rows.map(([head = '', ...cells], rowIndex) => (
            <li key={rowIndex} className="rounded-card border border-border px-3 py-2">
              {createElement(
                `h${headingLevel}`,
                { className: 'text-lg' },
                cardHeading(rowColumn, head),
              )}
              <dl className="m-0 mt-1 flex flex-col gap-1">
                {cells.map((value, index) =>
                  // An empty cell (no rate for the gross pension) says nothing: no bare label.
                  value === '' ? null : (
                    <div
                      key={index}
                      className="flex flex-wrap items-baseline justify-between gap-x-4 border-t border-border pt-1"
                    >
                      <dt className="min-w-0 text-ink-muted">{valueColumns[index]}</dt>
                      <dd className="m-0 ml-auto min-w-0 text-right font-semibold tabular-nums">
                        {cell(value, rowIndex, index, cells)}
                      </dd>
                    </div>
                  ),
                )}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

// A row labelled by a number ("62", "2026", "66 and 10 months") means nothing on its own once the
// column header is gone: the card's heading then names the column ("Age: 62").
function cardHeading(column: string, head: string): ReactNode {
  return /^\d/.test(head) && column !== '' ? `${column}: ${head}` : head;
}
