// Numbers as people type them in English or German, for the chat guide's intent detection and the
// calculator forms alike.

/**
 * A number as people type it: "1,800", "1.800" (German thousands), "45,5" (German decimal), "1800.50".
 * A single separator followed by exactly three digits is a thousands separator; otherwise decimal.
 */
export function parseLocaleNumber(text: string): number | null {
  const cleaned = text.trim();
  if (!/^\d[\d.,]*$/.test(cleaned)) return null;
  const lastDot = cleaned.lastIndexOf('.');
  const lastComma = cleaned.lastIndexOf(',');
  let normalised = cleaned;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    normalised = cleaned.split(thousands).join('').replace(decimal, '.');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? '.' : ',';
    const parts = cleaned.split(separator);
    const thousands = parts.length > 2 || (parts.length === 2 && parts[1]!.length === 3);
    normalised = thousands ? parts.join('') : parts.join('.');
  }
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}
