import type { SaidWord } from './match-engine.js';

// Needs a person states in words (issue 26 item 1). The wizard asks for four needs by choice
// (housing, company, help with technology, with a business); everything else they need goes into
// "What do you need?" in their own words: shopping, lifts, help in the garden, a break from caring.
// Those are read here into need keys of their own, which blueprints' cores may name like any other
// (migration 1766995000000): someone who writes that they need help with the shopping is who the
// errand runners are for. Written from what older people commonly ask neighbours and programmes
// for and from the blueprints' descriptions, never from the evaluation's scenarios.
//
// Only the "What do you need?" text is read (what someone wrote about their experience or lifestyle
// is not a need), only for the person's own matches: free text never enters the index, so no one is
// found as a partner by it. Each phrase is stemmed by PostgreSQL's `english` or `german`
// configuration, as the person's text is; a phrase counts when all its words are there. The four
// needs the wizard asks for are here too, for someone who wrote them rather than ticked them.

/** Phrases per need key and language, as a person might write them. */
export const SAID_NEED_PHRASES: Record<string, { en: string[]; de: string[] }> = {
  'n:housing': {
    // Not "housing" alone: English stems it like "house" ("house sitting").
    en: ['a place to live', 'somewhere to live', 'apartment', 'affordable housing'],
    de: ['Wohnung', 'Wohnraum', 'Unterkunft', 'Bleibe'],
  },
  'n:companionship': {
    en: ['company', 'companionship', 'lonely', 'loneliness', 'someone to talk to', 'friends'],
    de: ['Gesellschaft', 'einsam', 'Einsamkeit', 'Anschluss', 'Kontakte', 'jemand zum Reden'],
  },
  'n:tech': {
    en: ['computer', 'smartphone', 'internet', 'technology', 'tablet', 'email'],
    de: ['Computer', 'Smartphone', 'Handy', 'Internet', 'Technik', 'Tablet'],
  },
  'n:business': {
    en: ['business', 'bookkeeping', 'start-up', 'selling online'],
    de: ['Geschäft', 'Buchhaltung', 'Firma', 'Gründung', 'Selbstständigkeit'],
  },
  'n:errands': {
    en: ['shopping', 'groceries', 'errands', 'pharmacy', 'prescriptions'],
    de: ['Einkaufen', 'Einkäufe', 'Besorgungen', 'Lebensmittel', 'Apotheke'],
  },
  'n:lifts': {
    en: ['transport', 'lifts', 'rides', 'driver', 'getting around'],
    de: ['Transport', 'Fahrdienst', 'Mitfahrgelegenheit', 'Fahrten', 'mitfahren', 'Fahrer'],
  },
  'n:chores': {
    en: [
      'chores',
      'around the house',
      'housework',
      'repairs',
      'odd jobs',
      'handyman',
      'heavy',
      'cleaning',
      'snow',
    ],
    de: ['Haushalt', 'Hausarbeit', 'Reparaturen', 'Putzen', 'Schnee', 'schwere', 'Handwerker'],
  },
  'n:garden': {
    en: ['garden', 'gardening', 'yard', 'lawn', 'mowing', 'hedge'],
    de: ['Garten', 'Gartenarbeit', 'Rasen', 'Hecke'],
  },
  'n:respite': {
    en: [
      'respite',
      'a break from caring',
      'sit with my husband',
      'sit with my wife',
      'sit with my mother',
      'sit with my father',
    ],
    de: ['Entlastung', 'Auszeit', 'Verhinderungspflege', 'Pause von der Pflege'],
  },
  'n:sitting': {
    en: ['house sitting', 'pet sitting', 'house sitter', 'pets', 'water my plants'],
    de: ['Haussitter', 'Haustiere', 'Tierbetreuung', 'Blumen gießen', 'Urlaubsvertretung'],
  },
  'n:purpose': {
    en: ['purpose', 'meaning', 'feel useful', 'be useful', 'feel needed', 'give back'],
    de: ['Sinn', 'Aufgabe', 'gebraucht werden', 'nützlich'],
  },
  'n:language': {
    en: ['language', 'conversation practice', 'practise speaking'],
    de: ['Sprache', 'Sprachpraxis', 'Sprachpartner', 'Fremdsprache'],
  },
  'n:costs': {
    en: ['costs', 'lower costs', 'save money', 'cheaper', 'expenses', 'bills'],
    de: ['Kosten', 'sparen', 'günstiger', 'Ausgaben'],
  },
  'n:income': {
    en: ['income', 'extra money', 'earn', 'earnings'],
    de: ['Einkommen', 'Zuverdienst', 'verdienen', 'Nebeneinkommen'],
  },
  'n:paperwork': {
    en: ['paperwork', 'forms', 'official letters', 'bureaucracy'],
    de: ['Papierkram', 'Formulare', 'Behörden', 'Anträge', 'Behördenbriefe'],
  },
  'n:exercise': {
    en: ['exercise', 'keep fit', 'fitness', 'movement', 'staying active', 'walks'],
    de: ['Bewegung', 'Sport', 'fit bleiben', 'Spaziergänge', 'Gymnastik'],
  },
  'n:meals': {
    en: ['meals', 'hot meal', 'cooking for me', 'lunch'],
    de: ['Essen', 'Mahlzeiten', 'Mittagessen', 'Mittagstisch'],
  },
  'n:learning': {
    en: ['learn', 'learning', 'classes', 'courses'],
    de: ['lernen', 'Kurse', 'Weiterbildung'],
  },
  'n:scams': {
    en: ['scams', 'fraud', 'online safety'],
    de: ['Betrug', 'Enkeltrick', 'Sicherheit im Netz'],
  },
  'n:family': {
    en: ['family', 'grandchildren', 'family contact'],
    de: ['Familie', 'Enkel', 'Familienanschluss'],
  },
  'n:travel': {
    en: ['travel', 'trips', 'holidays', 'travel companion'],
    de: ['Reisen', 'Urlaub', 'Reisebegleitung', 'Ausflüge'],
  },
};

/**
 * What a person may write they have or can do, in the fields where they say so ("Anything else
 * you could share?", their experience, lifestyle, the card's sentence; never "What do you need?":
 * "help in the garden" is no garden): the wizard's assets and skills as people name them. Read like
 * the needs above, for the person's own matches only; a blueprint whose core names such a key counts
 * it at WRITTEN_FACTOR (match-engine.ts): a main ingredient at most, never the heart of a High card,
 * which asks for what the wizard's choices say. Written from the wizard's labels and the words
 * people commonly use for them, never from the evaluation's scenarios.
 */
export const SAID_HAVE_PHRASES: Record<string, { en: string[]; de: string[] }> = {
  'o:space': {
    en: ['spare room', 'guest room', 'spare bedroom', 'granny flat', 'empty bedroom'],
    de: ['Gästezimmer', 'freies Zimmer', 'Einliegerwohnung', 'leeres Zimmer'],
  },
  'o:tools': {
    en: ['tools', 'toolbox', 'drill', 'ladder', 'power tools'],
    de: ['Werkzeug', 'Bohrmaschine', 'Leiter', 'Werkzeugkiste'],
  },
  'o:land': {
    // Not "garden" alone: English stems "gardening" (a skill) the same way.
    en: ['big garden', 'large garden', 'allotment', 'backyard', 'plot', 'acres', 'orchard'],
    de: ['Garten', 'Schrebergarten', 'Kleingarten', 'Grundstück', 'Parzelle', 'Obstwiese'],
  },
  'o:transport': {
    en: ['car', 'van', 'truck', 'driving', 'driver', 'minibus'],
    de: ['Auto', 'Transporter', 'Führerschein', 'Kleinbus', 'Wagen'],
  },
  'o:equipment': {
    en: ['workshop', 'kiln', 'sewing machine', 'machines', 'workbench', 'big kitchen'],
    de: ['Werkstatt', 'Brennofen', 'Nähmaschine', 'Maschinen', 'Werkbank', 'große Küche'],
  },
  's:Music': {
    en: ['music', 'musician', 'choir', 'singing', 'sang', 'piano', 'guitar', 'violin', 'orchestra'],
    // "Chor" is too short to be found inside "Kirchenchor": how people say they sang, too.
    de: ['Musik', 'Musiker', 'Chor', 'singen', 'gesungen', 'Gesang', 'Klavier', 'Gitarre', 'Geige'],
  },
  's:Art': {
    en: ['painting', 'artist', 'pottery', 'sewing', 'knitting', 'crafts', 'drawing', 'ceramics'],
    de: ['Malen', 'Malerei', 'Künstler', 'Töpfern', 'Nähen', 'Stricken', 'Handarbeit', 'Keramik'],
  },
  's:Photography': {
    en: ['photography', 'photographer', 'camera'],
    de: ['Fotografie', 'Fotograf', 'fotografieren', 'Kamera'],
  },
  's:Writing': {
    en: ['writer', 'writing', 'journalist', 'editor', 'author'],
    de: ['Schreiben', 'Autor', 'Journalist', 'Redakteur', 'Lektor'],
  },
  's:Teaching': {
    en: ['teacher', 'teaching', 'tutor', 'tutoring', 'coaching', 'coach', 'instructor'],
    de: ['Lehrer', 'Lehrerin', 'unterrichten', 'Nachhilfe', 'Trainer', 'Dozent'],
  },
  's:Cooking': {
    en: ['cooking', 'cook', 'chef', 'baking', 'baker'],
    de: ['Kochen', 'Köchin', 'Koch', 'Backen', 'Bäcker'],
  },
  's:Gardening': {
    en: ['gardening', 'gardener', 'horticulture', 'vegetables'],
    de: ['Gärtnern', 'Gärtner', 'Gärtnerin', 'Gemüseanbau'],
  },
  's:Technology': {
    en: ['computers', 'software', 'programmer', 'programming', 'IT support', 'engineer'],
    de: ['Informatik', 'Programmierer', 'Software', 'EDV', 'Ingenieur'],
  },
  's:Carpentry': {
    en: ['carpentry', 'carpenter', 'woodwork', 'woodworking', 'joiner', 'cabinetmaker'],
    de: ['Schreiner', 'Tischler', 'Holzarbeiten', 'Zimmermann'],
  },
  's:Repair': {
    en: ['repair', 'repairs', 'mending', 'fixing things', 'mechanic'],
    de: ['reparieren', 'Reparatur', 'Mechaniker', 'flicken'],
  },
  's:Construction': {
    en: ['construction', 'builder', 'bricklayer', 'electrician', 'plumber', 'roofer'],
    de: ['Bau', 'Maurer', 'Elektriker', 'Installateur', 'Dachdecker'],
  },
  's:Accounting': {
    en: ['accountant', 'accounting', 'bookkeeping', 'bookkeeper', 'tax'],
    de: ['Buchhaltung', 'Buchhalter', 'Steuerberater', 'Steuern'],
  },
  's:Legal': {
    en: ['lawyer', 'legal', 'attorney', 'paralegal', 'judge'],
    de: ['Jurist', 'Juristin', 'Anwalt', 'Rechtsanwalt', 'Richter'],
  },
  's:Marketing': {
    en: ['marketing', 'sales', 'advertising'],
    de: ['Marketing', 'Vertrieb', 'Werbung'],
  },
  's:Design': {
    en: ['design', 'designer', 'architect', 'interior design'],
    de: ['Gestaltung', 'Designer', 'Architekt', 'Architektin'],
  },
  's:Languages': {
    en: ['languages', 'translator', 'interpreter', 'bilingual'],
    de: ['Sprachen', 'Übersetzer', 'Dolmetscher', 'zweisprachig'],
  },
  's:Childcare': {
    en: ['childcare', 'nanny', 'kindergarten', 'babysitting', 'preschool'],
    de: ['Kinderbetreuung', 'Erzieherin', 'Erzieher', 'Kindergarten', 'Tagesmutter'],
  },
  's:Eldercare': {
    en: ['nurse', 'nursing', 'care worker', 'caregiver', 'eldercare'],
    de: ['Krankenschwester', 'Pflegerin', 'Pfleger', 'Altenpflege', 'Pflegekraft'],
  },
};

/** The needs only words can state: the wizard asks for the others. */
export const WRITTEN_ONLY_NEEDS: ReadonlySet<string> = new Set(
  Object.keys(SAID_NEED_PHRASES).filter(
    (key) => !['n:housing', 'n:companionship', 'n:tech', 'n:business'].includes(key),
  ),
);

/** One phrase as its language's configuration stems it: all of these lexemes, for this need. */
export interface NeedPhrase {
  key: string;
  lang: 'en' | 'de';
  lexemes: string[];
}

/** A need the person wrote, with the words they wrote it in (to name them in a reason). */
export interface SaidNeed {
  key: string;
  words: string[];
}

/**
 * German joins words ("Einkaufshilfe", "Gartenarbeit"): a one-word phrase of at least this many
 * letters also counts at the start or end of a longer German word.
 */
const COMPOUND_PART = 5;

function findLexeme(
  said: readonly SaidWord[],
  lexeme: string,
  compounds: boolean,
): SaidWord | undefined {
  return (
    said.find((word) => word.lexeme === lexeme) ??
    (compounds && lexeme.length >= COMPOUND_PART
      ? said.find((word) => word.lexeme.startsWith(lexeme) || word.lexeme.endsWith(lexeme))
      : undefined)
  );
}

/**
 * The needs in what a person wrote under "What do you need?", each with the words that said it,
 * in the order of SAID_NEED_PHRASES. `said` is their text as each configuration stems it.
 */
export function saidNeedsOf(
  said: { en: readonly SaidWord[]; de: readonly SaidWord[] },
  phrases: readonly NeedPhrase[],
): SaidNeed[] {
  const found = new Map<string, Set<string>>();
  for (const phrase of phrases) {
    if (phrase.lexemes.length === 0) continue;
    const compounds = phrase.lang === 'de' && phrase.lexemes.length === 1;
    const words = phrase.lexemes.map((lexeme) => findLexeme(said[phrase.lang], lexeme, compounds));
    if (words.some((word) => word === undefined)) continue;
    const into = found.get(phrase.key) ?? new Set<string>();
    for (const word of words) if (word) into.add(word.word);
    found.set(phrase.key, into);
  }
  return [...found].map(([key, words]) => ({ key, words: [...words] }));
}
