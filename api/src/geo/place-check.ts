import type { PlaceCheckResponse } from '@ageless/contracts';
import type { RequestLanguage } from '../common/http/request-language.js';
import { type Geocoder, namesNoPlace, type PostcodePreference } from './geocoder.js';

const POSTCODE = /\b(\d{5})\b/;

const TEXTS = {
  city: {
    en: (label: string) => `Found: ${label}.`,
    de: (label: string) => `Gefunden: ${label}.`,
  },
  alternative: {
    en: (others: string) => ` The same code is also ${others}: add the country if you meant that.`,
    de: (others: string) =>
      ` Dieselbe Zahl gibt es auch als ${others}: Ergänzen Sie das Land, wenn Sie das meinen.`,
  },
  country: {
    en: (label: string) =>
      `Only the country was recognised (${label}), so distances will be rough. Add your town or postcode.`,
    de: (label: string) =>
      `Nur das Land wurde erkannt (${label}), Entfernungen sind daher grob. Ergänzen Sie Ort oder Postleitzahl.`,
  },
  // Signs no place has ('a1 .@-_(at)[dot]'): told what a place is made of, not to try again alike.
  unreadable: {
    en: 'This is not a place: a place is written in letters and digits, such as a town ("Potsdam"), a district ("Berlin-Spandau") or a postcode ("10115").',
    de: 'Das ist kein Ort: Ein Ort besteht aus Buchstaben und Ziffern, etwa eine Stadt („Potsdam“), ein Stadtteil („Berlin-Spandau“) oder eine Postleitzahl („10115“).',
  },
  none: {
    en: 'We could not find this place. Try a town ("Potsdam"), a district ("Berlin-Spandau"), a postcode ("10115") or a US town with its state ("Boston, MA").',
    de: 'Diesen Ort haben wir nicht gefunden. Versuchen Sie eine Stadt („Potsdam“), einen Stadtteil („Berlin-Spandau“), eine Postleitzahl („10115“) oder eine US-Stadt mit Bundesstaat („Boston, MA“).',
  },
};

/** What the wizard says while a place is typed; the same reading the profile will be stored with. */
export function checkPlace(
  geocoder: Geocoder,
  text: string,
  prefer: PostcodePreference,
  lang: RequestLanguage,
): PlaceCheckResponse {
  const place = geocoder.geocode(text, { prefer });
  if (!place) {
    const message = (namesNoPlace(text) ? TEXTS.unreadable : TEXTS.none)[lang];
    return { found: 'none', label: null, alternatives: [], message };
  }
  const label = geocoder.describe(place, lang);
  if (place.precision === 'country')
    return { found: 'country', label, alternatives: [], message: TEXTS.country[lang](label) };
  // A bare code read one way may mean a town in the other country ('10115').
  const code = POSTCODE.exec(text)?.[1];
  const onlyCode = code !== undefined && text.replace(code, '').replace(/[\s,]/g, '') === '';
  const alternatives = onlyCode
    ? geocoder
        .postcodeReadings(code)
        .map((reading) => geocoder.describe(reading, lang))
        .filter((other) => other !== label)
    : [];
  const message =
    TEXTS.city[lang](label) +
    (alternatives.length ? TEXTS.alternative[lang](alternatives.join(', ')) : '');
  return { found: 'city', label, alternatives, message, town: geocoder.townName(place) };
}
