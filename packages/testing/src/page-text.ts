/** What a person reads in `element`: no-break and narrow no-break spaces read as spaces. */
export function pageText(element: Element): string {
  return (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
}
