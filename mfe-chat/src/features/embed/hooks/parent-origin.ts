/**
 * The origin the /embed page may post its height to: the `parentOrigin` query parameter, else the
 * referrer's origin; undefined when neither is a valid http(s) origin (then nothing is posted —
 * never '*', which would tell any framing page what the visitor sees).
 */
export function resolveParentOrigin(search: string, referrer: string): string | undefined {
  const fromParameter = new URLSearchParams(search).get('parentOrigin');
  for (const candidate of [fromParameter, referrer]) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
    } catch {
      // Not a URL: try the next source.
    }
  }
  return undefined;
}
