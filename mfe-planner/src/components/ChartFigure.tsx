import { useId, type ReactNode } from 'react';

export interface ChartFigureProps {
  title: string;
  /** The chart's message in one sentence: what a screen reader hears for the picture. */
  summary: string;
  chart: ReactNode;
  /** The same figures as a table, always shown: the chart's accessible alternative. */
  table: ReactNode;
}

/** A chart with its title, a one-line summary and the data table beside it. */
export function ChartFigure({ title, summary, chart, table }: ChartFigureProps) {
  const titleId = useId();
  return (
    <figure aria-labelledby={titleId} className="m-0 flex flex-col gap-3">
      <h3 id={titleId} className="text-xl">
        {title}
      </h3>
      <p>{summary}</p>
      {/* The picture is one image to assistive technology; the table carries the numbers. */}
      <div role="img" aria-label={summary} className="h-72 w-full">
        {chart}
      </div>
      {table}
    </figure>
  );
}
