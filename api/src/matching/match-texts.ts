import type { DistanceBand } from '@ageless/contracts';
import type { RequestLanguage } from '../common/http/request-language.js';

// Every sentence a match can say, in English and German. Only the asker's own choices and a
// distance band are ever filled in; nothing another person wrote, never kilometres.

type Texts = Record<RequestLanguage, string>;

/**
 * A label that knows its grammatical number, so a sentence agrees with it ("Your tools are", "Your
 * transport is"). Only labels whose noun is plural say so; a list of two or more is plural anyway.
 */
type Label = Texts & { plural?: Partial<Record<RequestLanguage, true>> };

/** A label in one language, with its number. */
export interface Phrase {
  text: string;
  plural: boolean;
}

export function phraseOf(
  labels: Record<string, Label>,
  key: string,
  lang: RequestLanguage,
): Phrase {
  const found = labels[key];
  return { text: found?.[lang] ?? key, plural: found?.plural?.[lang] === true };
}

/** The rule of agreement: a list of two or more is plural, one phrase is as its noun is. */
const isPlural = (phrases: readonly Phrase[]): boolean =>
  phrases.length > 1 || phrases[0]?.plural === true;

export const CATEGORY_LABELS: Record<string, Texts> = {
  housing: { en: 'Housing', de: 'Wohnen' },
  skills: { en: 'Skills & repair', de: 'Können & Reparieren' },
  nature: { en: 'Garden & nature', de: 'Garten & Natur' },
  mobility: { en: 'Mobility', de: 'Mobilität' },
  care: { en: 'Care & support', de: 'Fürsorge & Unterstützung' },
  health: { en: 'Health & movement', de: 'Gesundheit & Bewegung' },
  digital: { en: 'Digital', de: 'Digitales' },
  learning: { en: 'Learning & mentoring', de: 'Lernen & Mentoring' },
  culture: { en: 'Culture & creativity', de: 'Kultur & Kreativität' },
  enterprise: { en: 'Small venture', de: 'Kleines Unternehmen' },
  community: { en: 'Community', de: 'Gemeinschaft' },
};

export const ASSET_LABELS: Record<string, Label> = {
  'o:space': { en: 'spare space at home', de: 'freier Platz zu Hause' },
  'o:tools': { en: 'tools', de: 'Werkzeug', plural: { en: true } },
  'o:land': { en: 'land or garden', de: 'Land oder Garten' },
  'o:transport': { en: 'transport', de: 'Fahrzeug' },
  'o:equipment': { en: 'equipment', de: 'Ausstattung' },
  'o:care': { en: 'ability to care for others', de: 'Fähigkeit, andere zu betreuen' },
};

export const NEED_LABELS: Record<string, Texts> = {
  'n:housing': { en: 'a place to live', de: 'Wohnraum' },
  'n:companionship': { en: 'company', de: 'Gesellschaft' },
  'n:tech': { en: 'help with technology', de: 'Hilfe mit Technik' },
  'n:business': { en: 'help with a business idea', de: 'Hilfe bei einer Geschäftsidee' },
};

export const SKILL_LABELS: Record<string, Texts> = {
  Carpentry: { en: 'carpentry', de: 'Schreinern' },
  Gardening: { en: 'gardening', de: 'Gärtnern' },
  Cooking: { en: 'cooking', de: 'Kochen' },
  Teaching: { en: 'teaching', de: 'Unterrichten' },
  Technology: { en: 'technology', de: 'Technik' },
  Design: { en: 'design', de: 'Gestaltung' },
  Writing: { en: 'writing', de: 'Schreiben' },
  Music: { en: 'music', de: 'Musik' },
  Art: { en: 'art', de: 'Kunst' },
  Childcare: { en: 'childcare', de: 'Kinderbetreuung' },
  Eldercare: { en: 'eldercare', de: 'Altenpflege' },
  Accounting: { en: 'accounting', de: 'Buchhaltung' },
  Legal: { en: 'legal', de: 'Recht' },
  Marketing: { en: 'marketing', de: 'Marketing' },
  Photography: { en: 'photography', de: 'Fotografie' },
  Languages: { en: 'language', de: 'Sprachen' },
  Repair: { en: 'repair', de: 'Reparatur' },
  Construction: { en: 'building', de: 'Bau' },
};

export const VALUE_LABELS: Record<string, Texts> = {
  Sustainability: { en: 'sustainability', de: 'Nachhaltigkeit' },
  Community: { en: 'community', de: 'Gemeinschaft' },
  Creativity: { en: 'creativity', de: 'Kreativität' },
  Learning: { en: 'learning', de: 'Lernen' },
  Adventure: { en: 'adventure', de: 'Abenteuer' },
  Family: { en: 'family', de: 'Familie' },
  Health: { en: 'health', de: 'Gesundheit' },
  Spirituality: { en: 'spirituality', de: 'Spiritualität' },
  Innovation: { en: 'innovation', de: 'Innovation' },
  Tradition: { en: 'tradition', de: 'Tradition' },
  Equality: { en: 'equality', de: 'Gleichberechtigung' },
  Environment: { en: 'the environment', de: 'Umwelt' },
  'Social Impact': { en: 'social impact', de: 'gesellschaftliche Wirkung' },
  'Personal Growth': { en: 'personal growth', de: 'persönliche Entwicklung' },
};

export const TIME_LABELS: Record<string, Texts> = {
  'part-time': { en: 'a few hours a week', de: 'wenige Stunden pro Woche' },
  regular: { en: 'several hours weekly', de: 'mehrere Stunden pro Woche' },
  significant: { en: 'daily involvement', de: 'tägliches Engagement' },
  'full-time': { en: 'full commitment', de: 'vollen Einsatz' },
};

export const ENERGY_LABELS: Record<string, Texts> = {
  low: { en: 'a calm pace', de: 'ein ruhiges Tempo' },
  moderate: { en: 'a moderate pace', de: 'ein mittleres Tempo' },
  high: { en: 'a lot of energy', de: 'viel Energie' },
};

export function joinList(items: string[], lang: RequestLanguage): string {
  if (items.length <= 1) return items.join('');
  const and = lang === 'de' ? ' und ' : ' and ';
  return `${items.slice(0, -1).join(', ')}${and}${items[items.length - 1]}`;
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Where someone lives, as a band (the same bands as the cards and Learn More pages). */
export const BAND_PHRASES: Record<DistanceBand, Texts> = {
  town: { en: 'in your town', de: 'in Ihrem Ort' },
  'under-15': { en: '5 to 15 km from you', de: '5 bis 15 km von Ihnen entfernt' },
  'under-50': { en: '15 to 50 km from you', de: '15 bis 50 km von Ihnen entfernt' },
  'over-50': { en: 'more than 50 km from you', de: 'mehr als 50 km von Ihnen entfernt' },
};

export function bandPhrase(band: DistanceBand, lang: RequestLanguage): string {
  return BAND_PHRASES[band][lang];
}

export const SENTENCES = {
  partnerNear: (where: string, lang: RequestLanguage): string =>
    lang === 'de'
      ? `Eine Person, die Sie gut ergänzt, wohnt ${where}.`
      : `Someone who complements you lives ${where}.`,
  joinerNear: (where: string, lang: RequestLanguage): string =>
    lang === 'de'
      ? `Jemand, der mitmachen könnte, wohnt ${where}.`
      : `Someone who could join you lives ${where}.`,
  partnerOnline: (lang: RequestLanguage): string =>
    lang === 'de'
      ? 'Jemand, der Sie dabei ergänzt, ist schon bei Ageless Connect. Sie treffen sich per Video oder online, ganz gleich, wo Sie wohnen.'
      : 'Someone who complements you here is already on Ageless Connect. You meet by video or online, wherever you live.',
  // The person's own words, quoted as they wrote them.
  wordsFit: (words: string[], lang: RequestLanguage): string =>
    lang === 'de'
      ? `Darum geht es hier, und Sie haben es selbst geschrieben: ${joinList(
          words.map((word) => `„${word}“`),
          lang,
        )}.`
      : `This is about what you wrote yourself: ${joinList(
          words.map((word) => `“${word}”`),
          lang,
        )}.`,
  needMet: (needs: string[], lang: RequestLanguage): string =>
    lang === 'de'
      ? `Das hilft bei dem, was Sie suchen: ${joinList(needs, lang)}.`
      : `It answers your need for ${joinList(needs, lang)}.`,
  // German names the assets in brackets after "Ihr Angebot", so the verb agrees with "Angebot".
  assetUsed: (assets: Phrase[], lang: RequestLanguage): string => {
    const list = joinList(
      assets.map((asset) => asset.text),
      lang,
    );
    return lang === 'de'
      ? `Ihr Angebot (${list}) ist hier genau gefragt.`
      : `Your ${list} ${isPlural(assets) ? 'are' : 'is'} just what this needs.`;
  },
  /**
   * What the person has that a blueprint can use but does not run on: never said first. English
   * says "legal skills", not "your legal"; German names nouns (Recht, Sprachen) in a list.
   */
  alsoUseful: (assets: Phrase[], skills: string[], lang: RequestLanguage): string => {
    if (lang === 'de')
      return `Hilfreich, aber nicht das Wichtigste hier: ${joinList(
        [...assets.map((asset) => asset.text), ...skills],
        lang,
      )}.`;
    const phrases = [
      ...assets,
      ...(skills.length ? [{ text: `${joinList(skills, lang)} skills`, plural: true }] : []),
    ];
    return `Your ${joinList(
      phrases.map((phrase) => phrase.text),
      lang,
    )} ${isPlural(phrases) ? 'are' : 'is'} useful here, though not the heart of it.`;
  },
  needHelped: (needs: string[], lang: RequestLanguage): string =>
    lang === 'de'
      ? `Nebenbei hilft es vielleicht auch bei dem, was Sie suchen: ${joinList(needs, lang)}.`
      : `It may also help a little with your need for ${joinList(needs, lang)}.`,
  skillUsed: (skills: string[], lang: RequestLanguage): string =>
    lang === 'de'
      ? `Hier ist gefragt, was Sie können: ${joinList(skills, lang)}.`
      : `${capitalise(joinList(skills, lang))} skills like yours are in demand here.`,
  valuesShared: (values: string[], lang: RequestLanguage): string =>
    lang === 'de'
      ? `Es passt zu Ihren Werten: ${joinList(values, lang)}.`
      : `It fits your values: ${joinList(values, lang)}.`,
  openToAll: (lang: RequestLanguage): string =>
    lang === 'de'
      ? 'Offen für alle und leicht zu beginnen, ganz ohne Vorkenntnisse.'
      : 'Open to everyone and easy to start, no experience needed.',

  locationUnknown: (lang: RequestLanguage): string =>
    lang === 'de'
      ? 'Wir konnten Ihren Ort nicht finden, daher fehlt die Entfernung. Schreiben Sie ihn etwa als „München“ oder „Boston, MA“?'
      : 'We could not place your location, so distance is left out. Could you write it like "Munich" or "Boston, MA"?',
  locationMissing: (lang: RequestLanguage): string =>
    lang === 'de'
      ? 'Wo wohnen Sie? Mit einem Ort sehen Sie, wie nah passende Menschen sind.'
      : 'Where do you live? Add a town to see how close matching people are.',
  locationCountryOnly: (lang: RequestLanguage): string =>
    lang === 'de'
      ? 'Ihr Ort nennt nur ein Land, die Entfernung ist daher grob. In welcher Stadt wohnen Sie?'
      : 'Your location names only a country, so distances are rough. Which town do you live in?',
  timeUnknown: (time: string, lang: RequestLanguage): string =>
    lang === 'de'
      ? `Wie viel Zeit haben Sie? Das braucht meist ${time}.`
      : `How much time can you give? This usually takes ${time}.`,
  energyUnknown: (energy: string, lang: RequestLanguage): string =>
    lang === 'de'
      ? `Wie aktiv möchten Sie sein? Das passt zu ${energy}.`
      : `How active would you like to be? This suits ${energy}.`,
  groupSize: (min: number, max: number, lang: RequestLanguage): string => {
    const people =
      min === max ? `${min}` : lang === 'de' ? `${min} bis ${max}` : `${min} to ${max}`;
    return lang === 'de'
      ? `Wen würden Sie gern dabeihaben? Dafür braucht es ${people} Personen.`
      : `Who would you like to do this with? It takes ${people} people.`;
  },

  needsMoreTime: (lang: RequestLanguage): string =>
    lang === 'de'
      ? 'Es braucht meist mehr Zeit, als Sie angegeben haben.'
      : 'It usually needs more time than you said you have.',
  needsLessTime: (lang: RequestLanguage): string =>
    lang === 'de'
      ? 'Es füllt meist weniger Zeit, als Sie anbieten möchten.'
      : 'It usually takes less time than you would like to give.',
  tooDemanding: (lang: RequestLanguage): string =>
    lang === 'de'
      ? 'Es ist körperlich anstrengender, als Ihr Energielevel nahelegt.'
      : 'It is more physically demanding than your energy level suggests.',
  tooQuiet: (lang: RequestLanguage): string =>
    lang === 'de'
      ? 'Es ist vielleicht ruhiger, als Sie es sich wünschen.'
      : 'It may be quieter than you would like.',
  noPartnerInReach: (radiusKm: number, lang: RequestLanguage): string =>
    lang === 'de'
      ? `Im Umkreis von ${radiusKm} km bietet noch niemand das Gegenstück an. Wir zeigen nur Menschen, die nah genug wohnen, um sich zu treffen; es kommen laufend neue dazu.`
      : `Nobody within ${radiusKm} km offers the other half of this yet. We only show people who live near enough to meet, and new people join all the time.`,
  noPartner: (lang: RequestLanguage): string =>
    lang === 'de'
      ? 'Noch bietet niemand in Ihrer Nähe das Gegenstück an.'
      : 'Nobody near you offers the other half of this yet.',
  otherSide: (need: string, lang: RequestLanguage): string =>
    lang === 'de'
      ? `Sie suchen selbst ${need}; diese Idee bietet das anderen an.`
      : `You are looking for ${need} yourself, and this idea offers it to others.`,
  notCentral: (lang: RequestLanguage): string =>
    lang === 'de'
      ? 'Was Sie mitbringen, kann hier helfen, steht aber nicht im Mittelpunkt.'
      : 'What you bring can help here, but it is not what this idea is about.',
  nothingFits: (lang: RequestLanguage): string =>
    lang === 'de'
      ? 'Keine Ihrer Angaben zu Besitz, Können oder Bedarf gehört bisher dazu.'
      : 'None of your assets, skills or needs is part of this yet.',
};
