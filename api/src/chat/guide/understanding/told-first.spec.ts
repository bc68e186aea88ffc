import { asksNothing } from './told-first.js';

describe('a message that only tells', () => {
  it.each([
    'Meine Bruttorente ist 1.600 Euro.',
    'Ich habe zwei Kinder, beide über 25.',
    'Habe 1.300 € Rente und zahle 650 € Miete.',
    'My ex-husband’s full benefit is $2,800. We were married for 12 years.',
    "I'm 67 and my own benefit is $1,100",
  ])('tells: %p', (message) => {
    expect(asksNothing(message)).toBe(true);
  });

  it.each([
    'Was bleibt netto?',
    'wie viel bleibt mir davon',
    'Habe ich Anspruch auf Wohngeld.',
    'Bitte rechnen Sie mir das aus.',
    'Ich möchte gern wissen, was mir zusteht.',
    'how much would I get each month then',
    'Tell me what is left after Part B.',
    'I wonder whether my pension is taxed.',
  ])('asks: %p', (message) => {
    expect(asksNothing(message)).toBe(false);
  });
});
