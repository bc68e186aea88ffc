import { createHash } from 'node:crypto';

// How a question's words are made comparable with the knowledge base's before PostgreSQL stems them:
// spelling variants and synonyms people use are rewritten to the words the cards and articles use,
// so "401k", "SS", "Rentenpunkte" or "Pflegeheim" find what "401(k)", "Social Security",
// "Entgeltpunkte" or "stationäre Pflege" would. The table holds language facts (abbreviations,
// everyday words for official ones), never whole questions.

/** [pattern, replacement]: applied in order to the lower-cased question; `$&` keeps the original. */
const SPELLINGS: readonly [RegExp, string][] = [
  // Abbreviations and spellings of plan names.
  [/\b401\s{0,3}\(?\s{0,3}k\s{0,3}\)?s?(?![\p{L}])/gu, '401k'],
  [/\b403\s{0,3}\(?\s{0,3}b\s{0,3}\)?s?(?![\p{L}])/gu, '403b'],
  [/\broth\s*iras?\b/g, 'roth ira'],
  [/\b(ss|ssa|socsec|soc sec|social sec)\b/g, 'social security'],
  [/\bsocial\s*security\b/g, 'social security'],
  [/\bfra\b/g, 'full retirement age'],
  [/\bpia\b/g, 'primary insurance amount full retirement age benefit'],
  [/\brmds?\b/g, 'required minimum distribution'],
  [/\bcola\b/g, 'cost-of-living adjustment cola'],
  [/\bmedi\s*gap\b/g, 'medigap medicare supplement'],
  [/\bmedicare supplement\b/g, 'medigap medicare supplement'],
  [/\bmedicare advantage\b/g, 'medicare advantage part c'],
  // Written apart, together or hyphenated, also inside a German compound ("Part-B-Beitrag").
  [/\bpart[\s-]*([abcd])(?![\p{L}\p{N}])/gu, 'part$1 part'],
  [/\bteil[\s-]*([abcd])(?![\p{L}\p{N}])/gu, 'part$1 part'],
  [/\bsep\b/g, 'special enrollment period'],
  [/\bgep\b/g, 'general enrollment period'],
  [/\biep\b/g, 'initial enrollment period'],
  [/\benrol(l)?ment\b/g, 'enrollment'],
  [/\benrol(l)?(ing|ed)?\b/g, 'enroll sign up'],
  [/\bsign(ing|ed)? up\b/g, 'sign up enroll'],
  [/\bltc\b/g, 'long-term care'],
  [/\blong\s*term\b/g, 'long-term'],
  [/\bnursing homes?\b/g, 'nursing home long-term care'],
  [/\bassisted living\b/g, 'assisted living long-term care'],
  [/\bwidow(er)?s?\b/g, 'widow survivor'],
  [
    /\b(husband|wife|spouse|hubby)\b(?:\s+\p{L}+){0,2}?\s+(died|passed|passed away|is gone)\b/gu,
    '$& widow survivor',
  ],
  [/\bex[- ]?(husband|wife|spouse)\b/g, 'divorced spouse'],
  [/\b(husband|wife|hubby)('s)?\b/g, 'spouse'],
  [/\b(paychecks?|checks)\b/g, 'benefit'],
  [/\b(healthcare|health care)\b/g, 'health care healthcare'],
  [/\bdoc(tor)?s?\b/g, 'doctor'],
  [/\bbudget(ing)?\b/g, 'budget'],
  [/\bnest egg\b/g, 'savings'],
  [/\bretire(d|ment|ing)?\b/g, '$& retirement'],
  [/\b(reduc\w*|cuts?)\b/g, 'reduction'],
  [/\b(fell|fallen|falling)\b/g, 'fall'],
  [/\bverdien(en|t|e)?\b/g, 'verdienen hinzuverdienst'],
  [/\b(delay(ed|ing|s)?|postpon\w*|wait(ing)?)\b/g, 'delay wait'],
  // German everyday words for the official ones.
  [/\brentenpunkte?n?\b/g, 'entgeltpunkte rentenpunkte'],
  [/\bpunkte?n?\b/g, 'entgeltpunkte'],
  [/\bpflegeheime?n?s?\b/g, 'pflegeheim stationäre pflege'],
  [/\baltenheime?n?s?\b|\bseniorenheime?n?s?\b/g, 'pflegeheim stationäre pflege'],
  [/\bheim\b/g, 'pflegeheim stationäre pflege'],
  [/\bpflegestufen?\b/g, 'pflegegrad'],
  [/\bohne kinder\b|\bkeine kinder\b/g, 'kinderlos kinderlose'],
  [
    /\b(bei|mit|zu) (mir|uns) (wohnen|einziehen|ziehen)\b/g,
    '$& wohnen für hilfe wohnpartnerschaft',
  ],
  [
    /\b(live|living|move in|moving in) with (me|us)\b|\brent(ing)? (out )?a room\b|\blodgers?\b/g,
    '$& home share',
  ],
  [/\b(no|without) (kids|children)\b|\bchildless\b/g, 'childless'],
  [/\bpflegekasse\b/g, 'pflegekasse pflegeversicherung'],
  [/\brentenversicherung\b/g, 'rentenversicherung drv'],
  [/\bdrv\b/g, 'deutsche rentenversicherung'],
  [/\brente mit 63\b/g, 'rente 63 langjährig versicherte'],
  [/\bfrührente\b|\bfr(ü|ue)her in (die )?rente\b|\bvorzeitig\w*/g, 'vorzeitig früher abschlag'],
  [/\bsp(ä|ae)ter in (die )?rente\b|\bl(ä|ae)nger arbeite\w*/g, 'später zuschlag'],
  [/\brentenabschl(a|ä)g\w*/g, 'abschlag rente'],
  [/\babschläge\b/g, 'abschlag'],
  [/\bkrankenkasse\b/g, 'krankenkasse krankenversicherung'],
  [/\bkasse\b/g, 'krankenkasse'],
  [/\bzusatzbeitrag\w*/g, 'zusatzbeitrag'],
  [/\bdazuverdien\w*|\bhinzuverdien\w*|\bnebenjob\w*/g, 'hinzuverdienst'],
  [/\bwitwe(r)?\b/g, 'witwenrente hinterbliebene'],
  [/\bbeitragsjahre?n?\b/g, 'beitragsjahre versicherungsjahre wartezeit'],
  [/\barbeitsjahre?n?\b/g, 'beitragsjahre wartezeit'],
  [/\bsteuern?\b/g, 'steuer besteuerung'],
  [/\b(be|ver)steuer(t|n|e|st)?\b/g, '$& steuer besteuerung'],
  [/\bwg\b|\bwgs\b/g, 'wohngemeinschaft'],
  [/\beinsam\w*/g, 'einsamkeit einsam'],
  [/\blonel(y|iness)\b/g, 'loneliness lonely'],
];

// Words of a chat message that say nothing about its subject (greetings, politeness, filler); the
// text search configurations only drop their own language's stop words.
export const FILLER_WORDS = new Set(
  (
    'tell please explain know want like need question questions could would can hi hello hey thanks thank information info something anything much many ' +
    'really actually honestly just quick one folks so ok okay well yes no what whats wat mean means meaning ' +
    'good great nice best give gives get got make some any thing things said says someone somebody instead matter matters true whether wondering wonder heard told sure' +
    ' bitte erklären erkläre erklär wissen weiß möchte möchten würde würden gerne gern sag sagen frage fragen hallo danke informationen etwas ' +
    'eigentlich mal denn doch halt eben ja nein also genau ganz ziemlich einfach kurz hätte habe hab mir mich bedeutet bedeuten bedeutung heißt hoch viel viele wieviel gut gutes guten gibt geben machen überlege überlegen sowas gehört'
  ).split(' '),
);

/** The question as search text: lower case, Unicode-normalised, spellings and synonyms rewritten. */
export function searchText(question: string): string {
  let text = question.normalize('NFC').toLowerCase();
  for (const [pattern, replacement] of SPELLINGS) text = text.replace(pattern, replacement);
  return text;
}

/** How stored text is made searchable, and a hash that changes whenever the rules do. */
export interface SearchRules {
  hash: string;
  apply(text: string): string;
}

/**
 * The rules every search index is built with (issue 24, item 7): the cards', the articles' and the
 * uploads' search vectors were made with `apply`, and are rebuilt at start when `hash` differs
 * from the one they were built with, so a new synonym finds old documents too.
 */
export const SEARCH_RULES: SearchRules = {
  hash: createHash('sha256')
    .update(JSON.stringify(SPELLINGS.map(([pattern, to]) => [pattern.source, pattern.flags, to])))
    .digest('hex'),
  apply: searchText,
};

/** Distinct content words of the search text, in order (filler words and single letters dropped). */
export function contentWords(text: string, max = 24): string[] {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept = words.filter(
    (word) => !FILLER_WORDS.has(word) && (word.length > 1 || /\d/.test(word)),
  );
  return [...new Set(kept)].slice(0, max);
}

/** German words typed with ae/oe/ue/ss for ä/ö/ü/ß ("frueher", "Zuschlaege"): the umlaut spelling. */
export function umlautVariant(word: string): string | null {
  const variant = word.replace(/ae/g, 'ä').replace(/oe/g, 'ö').replace(/ue/g, 'ü');
  return variant === word ? null : variant;
}
