import { detectLanguage } from './language-detection.js';

describe('detectLanguage', () => {
  it('recognises German and English prose', () => {
    expect(
      detectLanguage(
        'Die Rente wird jedes Jahr angepasst, und sie ist für alle Versicherten gleich.',
      ),
    ).toBe('de');
    expect(
      detectLanguage('The pension is adjusted every year, and it is the same for all members.'),
    ).toBe('en');
  });

  it('uses umlauts when there are no function words', () => {
    expect(detectLanguage('Pflegegrad – Übersicht – Größe')).toBe('de');
    expect(detectLanguage('Pension overview')).toBe('en');
  });
});
