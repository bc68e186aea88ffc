import { contentWords, searchText, umlautVariant } from './search-text.js';

describe('search text', () => {
  it('writes spellings people use the way the knowledge base does', () => {
    expect(searchText('how much can I put in my 401k')).toContain('401k');
    expect(searchText('What about my 401(k)?')).toContain('401k');
    expect(searchText('SS at 62')).toContain('social security');
    expect(searchText('Wie viele Rentenpunkte habe ich')).toContain('entgeltpunkte');
    expect(searchText('Was kostet ein Pflegeheim')).toContain('stationäre pflege');
    expect(searchText('Part B premium')).toContain('partb');
  });

  it('drops filler words but keeps numbers', () => {
    expect(contentWords(searchText('Was ist eigentlich Wohnen für Hilfe?'))).not.toContain(
      'eigentlich',
    );
    expect(contentWords('born 1962 at 63')).toEqual(['born', '1962', 'at', '63']);
  });

  it('turns ae/oe/ue spellings into umlauts', () => {
    expect(umlautVariant('zuschlaege')).toBe('zuschläge');
    expect(umlautVariant('rente')).toBeNull();
  });
});
