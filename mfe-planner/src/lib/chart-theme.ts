// The design system's colours (packages/ui theme.css), so charts match the rest of the product.
export const CHART_COLOURS = {
  primary: 'var(--color-primary)',
  accent: 'var(--color-accent)',
  info: 'var(--color-info)',
  danger: 'var(--color-danger)',
  success: 'var(--color-success)',
  grid: 'var(--color-border)',
  ink: 'var(--color-ink)',
} as const;

/** Axis labels at the body size older eyes need. */
export const AXIS_TICK = { fill: 'var(--color-ink)', fontSize: 16 } as const;
