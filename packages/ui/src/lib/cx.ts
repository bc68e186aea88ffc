/** Joins class names, skipping empty ones. Components add a caller's `className` last. */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
