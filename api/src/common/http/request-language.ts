import type { Request } from 'express';
import { RequestError, RequestErrorCode } from '../errors/request-error.js';

export type RequestLanguage = 'en' | 'de';
/** Spec §4 market: DE, EU (British English) or US. */
export type RequestMarket = 'DE' | 'EU' | 'US';

type LanguageSource = Pick<Request, 'query' | 'headers'>;

interface RankedTag {
  /** Lower-case language tag, e.g. "en-gb". */
  tag: string;
  primary: string;
}

// Accept-Language's tags by q-value (ties keep header order); q=0 means "not this one".
function rankedTags(req: LanguageSource): RankedTag[] {
  const header = req.headers['accept-language'];
  if (typeof header !== 'string') return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        tag: tag.trim(),
        primary: tag.trim().split('-')[0] ?? '',
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.weight > 0 && entry.tag !== '')
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag, primary }) => ({ tag, primary }));
}

/**
 * The one place that decides a request's language: `?lang=en|de` first, then the first of
 * Accept-Language's languages (by q-value) that is English or German, else English.
 */
export function requestLanguage(req: LanguageSource): RequestLanguage {
  const lang = req.query?.lang;
  if (lang === 'en' || lang === 'de') return lang;
  const match = rankedTags(req).find((entry) => entry.primary === 'en' || entry.primary === 'de');
  return match ? (match.primary as RequestLanguage) : 'en';
}

/** Like requestLanguage, but a `?lang=` that is present and not en/de is a 400 naming the parameter. */
export function strictRequestLanguage(req: LanguageSource): RequestLanguage {
  const lang = req.query?.lang;
  if (lang !== undefined && lang !== 'en' && lang !== 'de')
    throw new RequestError(RequestErrorCode.InvalidLanguage);
  return requestLanguage(req);
}

/**
 * Spec §4 market, decided on the server: German → DE; otherwise British English as the preferred
 * language → EU; otherwise US.
 */
export function requestMarket(
  req: LanguageSource,
  language: RequestLanguage = requestLanguage(req),
): RequestMarket {
  if (language === 'de') return 'DE';
  const first = rankedTags(req)[0];
  return first?.tag === 'en-gb' ? 'EU' : 'US';
}
