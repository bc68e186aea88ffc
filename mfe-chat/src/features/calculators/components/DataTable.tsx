import { useId } from 'react';

export interface DataTableProps {
  caption: string;
  columns: string[];
  rows: string[][];
}

/** A plain table that scrolls sideways on narrow screens without the page doing so. */
export function DataTable({ caption, columns, rows }: DataTableProps) {
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
          {rows.map(([head, ...cells]) => (
            <tr key={head} className="border-t border-border">
              <th scope="row" className="px-3 py-2 font-semibold">
                {head}
              </th>
              {cells.map((cell, index) => (
                <td key={index} className="px-3 py-2 tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
