import { useId } from 'react';

export interface DataTableProps {
  caption: string;
  columns: string[];
  rows: string[][];
  /** Per row: the last cell becomes a link to this address. */
  links?: string[];
}

/** A plain table that scrolls sideways on narrow screens without the page doing so. */
export function DataTable({ caption, columns, rows, links }: DataTableProps) {
  const captionId = useId();
  return (
    // Focusable so keyboard users can scroll it (WCAG 2.1.1).
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-card border border-border"
    >
      <table className="w-full border-collapse text-left">
        <caption id={captionId} className="p-3 text-left font-semibold">
          {caption}
        </caption>
        <thead className="bg-surface-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([head, ...cells], rowIndex) => (
            <tr key={head} className="border-t border-border">
              <th scope="row" className="px-3 py-2 font-semibold">
                {head}
              </th>
              {cells.map((cell, index) => (
                <td key={index} className="px-3 py-2 tabular-nums">
                  {links?.[rowIndex] && index === cells.length - 1 ? (
                    <a
                      href={links[rowIndex]}
                      target="_blank"
                      rel="noreferrer"
                      className="underline"
                    >
                      {cell}
                    </a>
                  ) : (
                    cell
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
