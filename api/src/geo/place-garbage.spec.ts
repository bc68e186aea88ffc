import { Geocoder } from './geocoder.js';
import { checkPlace } from './place-check.js';

// Fifteenth hostile pass #11 (docs/RELIABILITY.md): signs and scraps resolved to a country
// ('a1 .@-_(at)[dot]' → Austria). A text that names no place is "not found" with a message that
// says what a place is; real short names and a bare postcode still resolve.
const geocoder = new Geocoder();
const check = (text: string, lang: 'en' | 'de' = 'en') => checkPlace(geocoder, text, 'DE', lang);

describe('place check: text that names no place', () => {
  it.each([
    'a1 .@-_(at)[dot]',
    'de@at',
    '__at__',
    '[at]',
    '{de}',
    '#berlin#',
    'at <> de',
    '.-.-.-at',
    '%%%',
    '+++',
    '?!',
    'a=b',
  ])('%p is not found, with what a place is made of', (text) => {
    const answer = check(text);
    expect(answer.found).toBe('none');
    expect(answer.label).toBeNull();
    expect(answer.message).toContain('not a place');
  });

  it('says it in German too', () => {
    expect(check('a1 .@-_(at)[dot]', 'de').message).toContain('kein Ort');
  });

  it.each([
    ['Ulm', 'Ulm'],
    ['Ely', 'Ely'],
    ['Au', 'Au'],
    ['10115', 'Berlin'],
    ['Frankfurt (Oder)', 'Frankfurt'],
    ['Zürich, CH', 'Zürich'],
    ['Halle/Saale', 'Halle'],
    ['Berlin-Spandau', 'Spandau'],
    ['Austria', 'Austria'],
  ])('%p still resolves', (text, part) => {
    const answer = check(text);
    expect(answer.found).not.toBe('none');
    expect(answer.label).toContain(part);
  });

  it('tells an unknown name apart from signs', () => {
    expect(check('Xqzwvbnort').message).toContain('could not find');
  });

  it('reads the longest texts of signs quickly', () => {
    const started = performance.now();
    for (const text of ['@'.repeat(200), 'a.'.repeat(100), '(at)'.repeat(50)]) check(text);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
