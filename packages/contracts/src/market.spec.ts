import { detectMarket } from './market.js';

describe('detectMarket (spec §4)', () => {
  it('is DE for a .de host or a German browser', () => {
    expect(detectMarket('ageless.de', 'en-US')).toBe('DE');
    expect(detectMarket('example.com', 'de-AT')).toBe('DE');
  });

  it('is EU for British English and US otherwise', () => {
    expect(detectMarket('example.com', 'en-GB')).toBe('EU');
    expect(detectMarket('example.com', 'en-US')).toBe('US');
    expect(detectMarket('example.com', 'fr-FR')).toBe('US');
  });
});
