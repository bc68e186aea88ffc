import type { GeoPlace } from '../geo/index.js';
import { lookHash, type ProfileWords, wordSketch } from './profile-look.js';
import type { ProfileFacts } from './profile-keys.js';

const NO_WORDS: ProfileWords = {
  physicalAssets: null,
  professionalExperience: null,
  specificNeeds: null,
  purpose: null,
  lifestyle: null,
  cardAbout: null,
  cardFirstName: null,
  cardAgeBand: null,
  cardLanguages: [],
};
const HOST: ProfileFacts & ProfileWords = {
  hasSpace: true,
  hasTools: false,
  hasLand: false,
  hasTransportation: false,
  hasEquipment: false,
  caregivingAbility: false,
  skills: ['Cooking'],
  needsHousing: false,
  needsCompanionship: true,
  needsTechHelp: false,
  needsBusinessHelp: false,
  values: ['Family'],
  ...NO_WORDS,
};
const place = (lat: number, lon: number): GeoPlace =>
  ({ lat, lon, country: 'DE', precision: 'city' }) as GeoPlace;
const JENA = place(50.927, 11.586);

describe('a profile look', () => {
  it('does not change with case, punctuation, accents, word order, repeats or short words', () => {
    const base = wordSketch('A quiet flat with a garden, close to the tram and the market.');
    expect(wordSketch('quiet FLAT with garden; the market & the tram - close!! garden')).toEqual(
      base,
    );
    expect(wordSketch('Grüße aus Straße')).toEqual(wordSketch('GRUSSE aus strasse'));
  });

  it('collapses near-identical words under the same options, wherever they are placed', () => {
    const text = 'Lovely bright room in my house, I cook every evening and love my garden';
    const a = lookHash({ ...HOST, lifestyle: text }, JENA);
    const b = lookHash({ ...HOST, lifestyle: `${text.toUpperCase()}!!` }, place(48.1, 11.5));
    expect(b).toBe(a);
  });

  it('tells apart the same options in other words, or other options in the same words', () => {
    const a = lookHash({ ...HOST, lifestyle: 'Retired teacher, I love hiking and chess' }, JENA);
    const b = lookHash({ ...HOST, lifestyle: 'Former nurse who bakes bread for neighbours' }, JENA);
    expect(b).not.toBe(a);
    const c = lookHash(
      { ...HOST, needsTechHelp: true, lifestyle: 'Retired teacher, I love hiking and chess' },
      JENA,
    );
    expect(c).not.toBe(a);
  });

  it('without words, collapses the same options in one ~10 km cell only', () => {
    expect(lookHash(HOST, place(50.9271, 11.5861))).toBe(lookHash(HOST, JENA));
    expect(lookHash(HOST, place(52.52, 13.405))).not.toBe(lookHash(HOST, JENA));
    expect(lookHash(HOST, null)).not.toBe(lookHash(HOST, JENA));
  });

  it('without words, tells apart people whose cards differ', () => {
    const eva = lookHash({ ...HOST, cardFirstName: 'Eva', cardAgeBand: '70-74' }, JENA);
    expect(lookHash({ ...HOST, cardFirstName: 'Éva ', cardAgeBand: '70-74' }, JENA)).toBe(eva);
    expect(lookHash({ ...HOST, cardFirstName: 'Bob', cardAgeBand: '70-74' }, JENA)).not.toBe(eva);
    expect(lookHash({ ...HOST, cardFirstName: 'Eva', cardAgeBand: '75-79' }, JENA)).not.toBe(eva);
    expect(lookHash(HOST, JENA)).not.toBe(eva);
  });
});
