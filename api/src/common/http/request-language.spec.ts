import type { Request } from 'express';
import { requestLanguage, requestMarket, strictRequestLanguage } from './request-language.js';

const req = (
  query: Record<string, unknown>,
  acceptLanguage?: string,
): Pick<Request, 'query' | 'headers'> =>
  ({
    query,
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
  }) as unknown as Pick<Request, 'query' | 'headers'>;

describe('requestLanguage', () => {
  it('takes ?lang= over the header', () => {
    expect(requestLanguage(req({ lang: 'de' }, 'en-US'))).toBe('de');
    expect(requestLanguage(req({ lang: 'en' }, 'de-DE'))).toBe('en');
  });

  it('ignores an unknown ?lang= and reads Accept-Language by weight', () => {
    expect(requestLanguage(req({ lang: 'fr' }, 'fr-FR, en;q=0.5, de;q=0.8'))).toBe('de');
    expect(requestLanguage(req({}, 'de-AT'))).toBe('de');
    expect(requestLanguage(req({}, 'de;q=0, en;q=0.1'))).toBe('en');
  });

  it('falls back to English', () => {
    expect(requestLanguage(req({}))).toBe('en');
    expect(requestLanguage(req({}, 'fr, es'))).toBe('en');
  });
});

describe('strictRequestLanguage', () => {
  it('refuses a ?lang= that is not en or de', () => {
    expect(() => strictRequestLanguage(req({ lang: 'fr' }, 'de'))).toThrow(
      'lang must be one of en, de',
    );
    expect(() => strictRequestLanguage(req({ lang: ['de', 'en'] }))).toThrow(
      'lang must be one of en, de',
    );
  });

  it('otherwise decides like requestLanguage', () => {
    expect(strictRequestLanguage(req({ lang: 'de' }, 'en'))).toBe('de');
    expect(strictRequestLanguage(req({}, 'de-CH, en;q=0.5'))).toBe('de');
  });
});

describe('requestMarket', () => {
  it('is DE for German, EU for British English and US otherwise', () => {
    expect(requestMarket(req({ lang: 'de' }, 'en-GB'))).toBe('DE');
    expect(requestMarket(req({}, 'en-GB,en;q=0.9'))).toBe('EU');
    expect(requestMarket(req({}, 'en-US,en;q=0.9'))).toBe('US');
    expect(requestMarket(req({}))).toBe('US');
    expect(requestMarket(req({}, 'en-GB'), 'de')).toBe('DE');
  });
});
