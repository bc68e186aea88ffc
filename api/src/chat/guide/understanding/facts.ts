import { parseLocaleNumber } from '@ageless/contracts';
import { fullRetirementAgeMonths } from '../../../pension/index.js';
import { isPartnersWage, ownerBefore, readAmountList, readAmounts } from './amounts.js';

// The numbers a person gives about themselves, in the ways people write them in English and German
// ("born in March 1961", "Jahrgang 1962", "am 3.4.1960 geboren", "$1,850", "1.450 €", "2.5 years",
// "38 Beitragsjahre"). Facts from earlier turns carry over; a later one replaces an earlier one.

export interface Facts {
  birthYear?: number;
  birthMonth?: number;
  birthDay?: number;
  /** US Social Security benefit at full retirement age (PIA), in dollars. */
  pia?: number;
  entgeltpunkte?: number;
  /** Entgeltpunkte earned in each further year of work ("1,2 Entgeltpunkte pro Jahr"). */
  pointsPerYear?: number;
  /** Further years of work told with them ("noch 3 Jahre", "3 more years"). */
  yearsMore?: number;
  /** The age the person asks about (claiming, retiring). */
  askedAge?: number;
  /** Months beyond that age ("69 and three months", "64 und ein halbes Jahr"), 1 to 11. */
  askedAgeMonths?: number;
  /** The age the question sets the asked one against ("more at 70 than at 62"). */
  comparedAge?: number;
  /** Months without Part B while eligible. */
  monthsLate?: number;
  /** German pension: months before (negative) or after (positive) the Regelaltersgrenze. */
  monthsShift?: number;
  /** Years of contributions or work. */
  yearsInsured?: number;
  /** The month (1–12) and year the person turns 65, when given that way. */
  turns65Month?: number;
  turns65Year?: number;
  /** Monthly income the person expects (pension) and the amount they need. */
  incomeAmount?: number;
  neededAmount?: number;
  /** Monthly pay from work, told beside a pension ("Ich verdiene 2.400 Euro netto"). */
  payAmount?: number;
  /** The share of that pay, in per cent, the person needs in retirement ("wenn ich 80 Prozent brauche"). */
  neededShare?: number;
  currency?: 'USD' | 'EUR';
  /** Savings the person has, and what they take out of them each month ("how long will it last?"). */
  savingsAmount?: number;
  monthlyWithdrawal?: number;
  /** The person's age now ("I'm 64"), when no year of birth is given. */
  currentAge?: number;
  /** What the husband, wife or partner is paid or due each month ("my husband gets 2800"), in dollars or euros. */
  partnerBenefit?: number;
  /** The partner's amount is their full benefit at full retirement age (their PIA), as told. */
  partnerIsPia?: true;
  /** "I just reached my full retirement age": a claim now has no reduction. */
  atFullAge?: true;
  /**
   * The month (1–12) in which the person asked about reaches full retirement age, told as such ("she
   * hits her full retirement age this November"), and its year when told; no year means this year.
   */
  fraMonth?: number;
  fraYear?: number;
  /** The full retirement age the person says is theirs ("my full retirement age is 67"), in months. */
  fraTold?: number;
}

const NUMBER = String.raw`\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
// A number that starts where no digit stands before it: tried at every digit of a long run, a
// pattern's scan would grow with the square of the run (regexp/no-super-linear-move).
const NUMBER_START = String.raw`(?<![\d.,])`;

// Twice the longest chat message (2,000 characters): the cap only bounds what a stored turn costs.
const MAX_READ_CHARS = 4000;

/**
 * The text the patterns read: every run of white space is one space and the length is capped. The
 * patterns below match a single optional space (` ?`) where people type any amount of white space,
 * so no two quantifiers can trade characters between them, and a message of a number followed by
 * thousands of spaces costs what any other message costs (issue 25, item 1).
 */
export function compactText(message: string): string {
  return message.normalize('NFC').replace(/\s+/gu, ' ').slice(0, MAX_READ_CHARS);
}

export const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  januar: 1,
  jänner: 1,
  feb: 2,
  february: 2,
  februar: 2,
  mar: 3,
  march: 3,
  märz: 3,
  maerz: 3,
  apr: 4,
  april: 4,
  may: 5,
  mai: 5,
  jun: 6,
  june: 6,
  juni: 6,
  jul: 7,
  july: 7,
  juli: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  okt: 10,
  oktober: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
  dez: 12,
  dezember: 12,
};
const MONTH = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

const WORD_NUMBERS: [RegExp, string][] = [
  [/\b(two and a half|zweieinhalb)\b/giu, '2.5'],
  [/\b(?:a|one) year and a half\b/giu, '1.5 years'],
  [/\bein(?:em|en)? (?:halbes|halben) Jahre?\b|\bhalf a year\b/giu, '6 months'],
  [/\b(one and a half|anderthalb|eineinhalb)\b/giu, '1.5'],
  [/\b(three and a half|dreieinhalb)\b/giu, '3.5'],
  [/\b(?:a|one|ein(?:en?)?) (year|jahr)\b/giu, '1 $1'],
  [/\b(two|zwei)\b/giu, '2'],
  [/\b(three|drei)\b/giu, '3'],
  [/\b(four|vier)\b/giu, '4'],
  [/\b(five|fünf)\b/giu, '5'],
  [/\b(six|sechs)\b/giu, '6'],
  [/\b(seven|sieben)\b/giu, '7'],
  [/\b(eight)\b/giu, '8'],
  [/\b(nine|neun)\b/giu, '9'],
];

const num = (text: string | undefined): number | undefined => {
  if (text === undefined) return undefined;
  const value = parseLocaleNumber(text);
  return value === null ? undefined : value;
};

const plausibleBirthYear = (year: number): boolean => year >= 1930 && year <= 1990;

function birth(text: string): Partial<Facts> {
  let match = /\b((?:19|20)\d{2})-(\d{2})-(\d{2})\b/.exec(text);
  if (match)
    return {
      birthYear: Number(match[1]),
      birthMonth: Number(match[2]),
      birthDay: Number(match[3]),
    };
  // 15.07.1961 / 3.4.1960 (German), 7/15/1961 (US)
  match = /\b(\d{1,2})\. ?(\d{1,2})\. ?((?:19)\d{2})\b/.exec(text);
  if (match)
    return {
      birthYear: Number(match[3]),
      birthMonth: Number(match[2]),
      birthDay: Number(match[1]),
    };
  match = /\b(\d{1,2})\/(\d{1,2})\/((?:19)\d{2})\b/.exec(text);
  if (match)
    return {
      birthYear: Number(match[3]),
      birthMonth: Number(match[1]),
      birthDay: Number(match[2]),
    };
  const born =
    /\b(born|birthday|birth date|date of birth|dob|geboren|geburtstag|geburtsdatum|jahrgang|baujahr|geburtsjahr|year of birth)\b/iu.test(
      text,
    );
  // "July 15, 1961", "15 July 1961", "15. Juli 1961", "March 1961", "August of 1963", "im März 1961"
  const monthFirst = new RegExp(
    String.raw`\b(${MONTH})\.? (?:(\d{1,2})(?:st|nd|rd|th)?,? )?(?:of )?((?:19)\d{2})\b`,
    'iu',
  ).exec(text);
  const dayFirst = new RegExp(String.raw`\b(\d{1,2})\.? (${MONTH})\.? ((?:19)\d{2})\b`, 'iu').exec(
    text,
  );
  if (born && dayFirst)
    return {
      birthYear: Number(dayFirst[3]),
      birthMonth: MONTHS[dayFirst[2]!.toLowerCase()],
      birthDay: Number(dayFirst[1]),
    };
  if (born && monthFirst)
    return {
      birthYear: Number(monthFirst[3]),
      birthMonth: MONTHS[monthFirst[1]!.toLowerCase()],
      ...(monthFirst[2] ? { birthDay: Number(monthFirst[2]) } : {}),
    };
  const year =
    /\b(?:born|geboren|jahrgang|baujahr|geburtsjahr|year of birth)\b(?: (?:in|im|am|on|jahr))* ?:? ?((?:19)\d{2})\b/iu.exec(
      text,
    ) ??
    /\b((?:19)\d{2}) (?:geboren|born)\b/iu.exec(text) ??
    /\b(?:jahrgang|jg\.?) ?((?:19)\d{2})\b/iu.exec(text);
  if (year && plausibleBirthYear(Number(year[1]))) return { birthYear: Number(year[1]) };
  // "born in 62 (march)", "Jahrgang 65": a year of the last century told in two digits.
  const short =
    /\b(?:born|geboren|jahrgang|jg\.?|baujahr)(?: (?:in|im|on))? ['’]?(\d{2})\b(?![.,]?\d| ?(?:years?|yrs?|jahre?n?|%|months?|monate?n?))/iu.exec(
      text,
    );
  if (short && plausibleBirthYear(1900 + Number(short[1])))
    return { birthYear: 1900 + Number(short[1]) };
  return {};
}

function turning65(text: string, today: { year: number; month: number }): Partial<Facts> {
  const match = new RegExp(
    String.raw`\b(?:turn(?:ing|s)?|werde) 65 (?:in|im) (${MONTH})\b(?: ((?:20)\d{2}))?`,
    'iu',
  ).exec(text);
  if (!match) return {};
  const month = MONTHS[match[1]!.toLowerCase()]!;
  const year = match[2] ? Number(match[2]) : month >= today.month ? today.year : today.year + 1;
  return { turns65Month: month, turns65Year: year };
}

// "I turn 63 next year", "I'll be 66 in 2027", "Ich werde nächstes Jahr 63", "werde 2027 63": the year
// of birth follows exactly (the birthday falls in that year).
const TURNING_AGE = [
  /\bi(?:['’]?ll| will)? (?:turn|be) ([5-8]\d) (next year|this year|in (20\d{2}))\b/iu,
  /\bi['’]?m turning ([5-8]\d) (next year|this year|in (20\d{2}))\b/iu,
  /\b(next year|this year|in (20\d{2})),? i(?:['’]?ll| will)? (?:turn|be) ([5-8]\d)\b/iu,
  /\bwerde (?:ich )?(nächstes jahr|naechstes jahr|kommendes jahr|dieses jahr|im jahr (20\d{2})|(20\d{2})) ([5-8]\d)\b/iu,
  /\b(nächstes jahr|naechstes jahr|kommendes jahr|dieses jahr|(20\d{2})) werde ich ([5-8]\d)\b/iu,
];
// Words that make the age one turns the age asked about: "I turn 63 next year: how much less?"
const ABOUT_STARTING =
  /\b(retir\w*|claim\w*|start\w*|reduc\w*|less|rente|ruhestand|aufhören|abschl\w*|abgezogen|abzug|abzüge|kürz\w*|weniger)\b/iu;

function turningAge(text: string, today: { year: number }): Partial<Facts> {
  for (const pattern of TURNING_AGE) {
    const match = pattern.exec(text);
    if (!match) continue;
    const groups = match.slice(1).filter((group) => group !== undefined);
    const age = Number(groups.find((group) => /^[5-8]\d$/u.test(group)));
    const given = groups.find((group) => /^20\d{2}$/u.test(group));
    const thisYear = groups.some((group) => /^(this|dieses)\b/iu.test(group));
    const year = given ? Number(given) : today.year + (thisYear ? 0 : 1);
    if (year < today.year || year > today.year + 10 || !plausibleBirthYear(year - age)) return {};
    return { birthYear: year - age, ...(ABOUT_STARTING.test(text) ? { askedAge: age } : {}) };
  }
  return {};
}

// "I turn 67 (my full retirement age) in November 2026", "Im turning 67 in november", "ich werde im
// März 66": the person's month and year of birth, which say in which month of this year an age is
// reached (the earnings test counts only the months before full retirement age).
const TURNING_IN_MONTH = new RegExp(
  String.raw`\b(?:i(?:['’]?m| am| will|['’]?ll)? (?:turn|turning|be)|(?:ich )?werde(?: ich)?) ([5-8]\d)(?: \([^()]{0,40}\))? (?:in|im|this|diesen) (${MONTH})\b(?:,? ((?:20)\d{2})\b)?|\b(?:ich )?werde(?: ich)? (?:im|in) (${MONTH})\b(?: ((?:20)\d{2}))? ([5-8]\d)\b`,
  'iu',
);

function turningInMonth(text: string, today: { year: number; month: number }): Partial<Facts> {
  const match = TURNING_IN_MONTH.exec(text);
  if (!match) return {};
  const age = Number(match[1] ?? match[6]);
  const month = MONTHS[(match[2] ?? match[4])!.toLowerCase()]!;
  const told = match[3] ?? match[5];
  // Without a year, the next time that month comes.
  const year = told ? Number(told) : month >= today.month ? today.year : today.year + 1;
  if (year < today.year || year > today.year + 10 || !plausibleBirthYear(year - age)) return {};
  return { birthYear: year - age, birthMonth: month };
}

// "I'm 64", "im 64" (typed without the apostrophe), "I am 64 years old", "ich bin 63", "I just
// turned 60".
// Not after "when", "once", "wenn": "when I'm 64" is an age to come.
const CURRENT_AGE =
  /(?<!\b(?:when|once|until|till|if|by the time|wenn|sobald|bis) )\b(?:i['’]?m|i am|ich bin|i (?:just |have just |['’]ve just )?turned|we['’]?re(?: both)?|we are(?: both)?|wir sind(?: beide)?) (?:now |jetzt |already |schon )?([5-8]\d)\b(?! ?(?:years? (?:of|in|with|at)|jahre (?:gearbeitet|eingezahlt|versichert)|%|percent|prozent))/iu;
// "my husband is 68 and gets 2800 a month", "his benefit is $2,800", "sie bekommt 1.200 Euro Rente".
const PARTNER_BENEFIT = new RegExp(
  String.raw`\b(?:he|she|husband|wife|spouse|partner|mann|frau|ehemann|ehefrau|er|sie)\b[^.?!$€]{0,40}?\b(?:gets|receives|collects|draws|is getting|is paid|was getting|was receiving|was paid|got|received|collected|drew|had|bekommt|erhält|kriegt|bekam|erhielt|bezog|hatte) (?:about |around |etwa |rund )?(?:\$|€)? ?(${NUMBER})|\b(?:his|her|seine|ihre|(?:husband|wife|spouse|partner)['’]?s) (?:benefit|social security|check|pension|rente) (?:is|ist|of|von) (?:about |etwa )?(?:\$|€)? ?(${NUMBER})`,
  'iu',
);

const AT_FULL_AGE =
  /\b(?:reached|reach|at|turned|hit|am at|i['’]m at) (?:my )?(?:full retirement age|fra)\b|\b(?:volle[sn]? rentenalter|regelaltersgrenze) (?:erreicht|habe ich)\b/iu;

// "I reach my full retirement age in October of this year", "she hits her FRA this November",
// "my full retirement age is September 2026"; not "of next year".
const FRA_MONTH = new RegExp(
  String.raw`\b(?:full retirement age|FRA)(?: is| comes)? (?:this (?:coming )?|in |on |at the (?:start|end) of )(${MONTH})\b(?:,? ((?:20)\d{2})\b| of (this|next) year\b)?`,
  'iu',
);

function fraMonth(text: string): Partial<Facts> {
  const match = FRA_MONTH.exec(text);
  if (!match || match[3]?.toLowerCase() === 'next') return {};
  const month = MONTHS[match[1]!.toLowerCase()]!;
  return match[2] ? { fraMonth: month, fraYear: Number(match[2]) } : { fraMonth: month };
}

// Whose a full retirement amount is: the person named last before it ("my husband's PIA", "her
// full retirement amount" are the partner's), as for every amount (amounts.ts).
const PIA = [
  new RegExp(
    String.raw`\b(?:PIA|primary insurance amount|full[- ]retirement(?:[- ]age)?(?: benefit| amount)?|full[- ]age(?: benefit| amount)|at (?:my |your )?full (?:retirement )?age|at (?:my )?FRA|FRA (?:benefit|amount)|benefit at (?:my )?full (?:retirement )?age|full (?:benefit|amount|social security))\b(?: at (?:age )?[67]\d(?: and \d{1,2} months?)?)?[^\d$.?!]{0,40}\$? ?(${NUMBER})`,
    'iu',
  ),
  // "$2,400 at full retirement age", "2400 dollars a month if I wait to full retirement age"; not
  // across a comma ("He gets $3,224 a month now, but his full retirement age amount was $2,600").
  new RegExp(
    String.raw`(?:\$ ?(${NUMBER})|(?<![\d.,])(${NUMBER}) ?(?:dollars?|usd)\b)[^\d$.?!,;]{0,40}?\b(?:full retirement age|FRA|full age)\b`,
    'iu',
  ),
  // "My full retirement age is 67 and my benefit then is $2,000": the amount at that age.
  new RegExp(
    String.raw`\b(?:full retirement age|FRA)(?: is| will be| of)? 6[67](?: and \d{1,2} months?)?\b[^\d$.?!]{0,30}?\b(?:benefit|amount|check|social security)\b[^\d$.?!]{0,20}\$ ?(${NUMBER})`,
    'iu',
  ),
].map((pattern) => new RegExp(pattern.source, 'giu'));

// "My full retirement age is 67", "my FRA is 66 and 10 months": the person's own, which gives the
// year of birth's group without the year.
const FRA_TOLD =
  /\b(?:full retirement age|FRA)(?: is| will be|['’]s) (6[67])(?: and (\d{1,2}) months?)?\b/iu;

// Above the largest monthly Social Security benefit anyone is paid (the maximum at 70 is about half), with
// room for a misremembered one; a larger "amount at full retirement age" is earnings or savings.
const MOST_MONTHLY_BENEFIT = 10_000;

/** The full retirement amounts told, each with whose it is. */
function piasTold(text: string): { value: number; partner: boolean }[] {
  const told: { value: number; index: number; partner: boolean }[] = [];
  // "My full retirement age is 67": an age, not an amount; the amount may follow it.
  const fraAge = FRA_TOLD.exec(text)?.[1];
  for (const pattern of PIA)
    for (const match of text.matchAll(pattern)) {
      const value = num(match[1] ?? match[2]);
      if (value === undefined || String(value) === fraAge) continue;
      if (told.some((t) => t.index === match.index)) continue;
      told.push({
        value,
        index: match.index,
        partner: ownerBefore(text, match.index) === 'partner',
      });
    }
  return told.sort((a, b) => a.index - b.index);
}
// What a statement shows at one claiming age: "$1,850 a month if I start at 67", "mit 67 die vollen
// $1,780". At the full retirement age that amount is the PIA; the age is the statement's, not the
// age asked about.
const AMOUNT_AT_AGE = new RegExp(
  String.raw`\$ ?(${NUMBER}) ?(?:a month |per month |monthly |im monat )?(?:if i (?:start|claim|wait until|retire) at|(?:starting|beginning|claiming) at|at|by|mit|ab) (?:age )?(6[2-9]|70)\b`,
  'iu',
);
// "Renteninfo sagt 1.720 Euro mit 67": the age of the amount a letter shows, not the age asked
// ("Ich will mit 63 gehen"); the amount stays, the age is left out of the asked-age reading.
const EURO_AT_AGE = new RegExp(
  String.raw`${NUMBER_START}((?:${NUMBER}) ?(?:€|(?:euro|eur)\b)(?: (?:brutto|netto|im monat|monatlich))?) (?:mit|ab|at) (?:age )?(?:6[2-9]|70)\b`,
  'giu',
);
const AGE_THEN_AMOUNT = new RegExp(
  String.raw`\b(?:at|mit|ab) (?:age )?(6[2-9]|70)\b[^.?!\d$]{0,30}\$ ?(${NUMBER})`,
  'iu',
);

const EP = [
  new RegExp(String.raw`${NUMBER_START}(${NUMBER}) ?(?:Entgelt|Renten)punkte?n?\b`, 'iu'),
  new RegExp(String.raw`${NUMBER_START}(${NUMBER}) ?(?:EP|earnings points|pension points)\b`, 'iu'),
  new RegExp(String.raw`\b(?:Entgelt|Renten)punkte?n?\b\D{0,15}(${NUMBER})`, 'iu'),
  // "ich hab 31,2 Punkte": in a pension question, points are Entgeltpunkte.
  new RegExp(String.raw`${NUMBER_START}(${NUMBER}) ?punkte?n?\b`, 'iu'),
];
// A year's pay at the average of all insured earns one Entgeltpunkt (§ 63 Abs. 2 SGB VI): "45 Jahre
// gearbeitet, immer so ungefähr Durchschnitt verdient" holds about 45 points.
const AVERAGE_YEARS =
  /\b([1-5]?\d) (?:volle |ganze )?(?:Beitrags|Arbeits)?jahre?n?\b[^.!?]{0,80}?\b(?:durchschnitt\p{L}*|im schnitt)\b[^.!?]{0,30}?\bverdien\p{L}*/iu;
// Points earned each year: "1,2 Entgeltpunkte pro Jahr", "pro Jahr etwa 1,2 Entgeltpunkte",
// "1.5 pension points a year" ("a year" reads "1 year" by now). At most about 2 a year: contributions stop at the
// Beitragsbemessungsgrenze (§ 159 SGB VI), so a larger number is points held.
const MAX_POINTS_PER_YEAR = 2.5;
const POINTS_PER_YEAR = [
  new RegExp(
    String.raw`${NUMBER_START}(${NUMBER}) ?(?:Entgelt|Renten|pension |earnings )?(?:punkte?n?|points?) (?:pro|im|je|per|each|every|1) (?:Jahr|year)\b`,
    'iu',
  ),
  new RegExp(
    String.raw`(?:\b(?:pro|im|je|per|each|every)|(?<![\d.,])1) (?:Jahr|year),? (?:etwa |ungefähr |rund |ca\. |about |around )?(${NUMBER}) ?(?:Entgelt|Renten|pension |earnings )?(?:punkte?n?|points?)\b`,
    'iu',
  ),
];
// Further years of work: "noch 3 Jahre", "3 weitere Jahre", "3 more years" (word numbers are digits
// by now); "mit 67 Jahren" and "45 Beitragsjahre" are no such span.
const MORE_YEARS = new RegExp(
  String.raw`${NUMBER_START}(\d{1,2}) (?:weitere |more |additional |extra )?(?:Jahre|years)\b`,
  'iu',
);
const ASKED_AGE = [
  /\b(?:claim(?:ing)?|start(?:ing)?|take|taking|collect(?:ing)?|retire|retiring|file|filing|wait(?:ing)?|delay(?:ing)?|go)\b[^.?!\d]{0,30}?\b(?:at|until|till|to) (?:(?:exactly|just|right|about|age) )*([5-8]\d)\b/iu,
  /\b(?:at|until|till) (?:(?:exactly|just|right|about|age) )*([5-8]\d)\b/iu,
  /\b(?:mit|ab|bis) ([5-8]\d)(?: Jahren)?\b/iu,
  // "starting benefits the month I turn 64", "beantragen, sobald ich 64 werde": only with a word of
  // claiming before it ("when I turn 65" alone may be Medicare's age, "retire when I turn 62" the
  // end of work, not the claiming age).
  /\b(?:claim|start|take|taking|collect|file|filing|begin)\w*\b[^.?!\d]{0,40}?\b(?:(?:the )?(?:month|year|day|week)|when|once|as soon as) i(?: turn|'?m| am) ([5-8]\d)\b/iu,
  /\b(?:beantrag\w*|beziehen|nehmen)\b[^.?!\d]{0,40}?\b(?:wenn|sobald|sowie) ich ([5-8]\d) (?:werde|bin)\b/iu,
  // "wait until I am 67", "hold off till I turn 70", "warten, bis ich 67 bin": waiting to an age
  // told as the person's own age then.
  /\b(?:wait\w*|delay\w*|hold\w* (?:off|out)|warte\w*|arbeite\w*|work\w*)\b[^.?!\d]{0,30}?\b(?:until|till|til|bis) (?:i(?:['’]?m| am| turn| reach)|ich) ([5-8]\d)\b/iu,
];
// A claim already made, with its age: English past tense, German perfect tense.
const PAST_CLAIM =
  /\b(?:started|claimed|took|began|filed|collected|drew|retired)\b[^.?!\d]{0,30}?\b(?:at|when i was) (?:age )?[5-8]\d\b|\b(?:bin|war|habe|hatte)\b[^.?!\d]{0,20}?\bmit [5-8]\d\b[^.?!\d]{0,30}?\b(?:gegangen|genommen|beantragt|angefangen|bezogen|eingestiegen)\b/giu;
// The age a question sets against the one asked: "at 70 than at 62", "instead of 62", "statt mit
// 63", "als mit 63", "compared with claiming at 62".
// "instead of waiting all the way to 67", "statt bis 67 zu warten": a few words may stand between.
const COMPARED_AGE =
  /\b(?:(?:than|versus|vs\.?|compared (?:to|with)|als|gegenüber|verglichen mit)(?: (?:claiming|taking|starting|going|i (?:claim|take|start|go))?)?|(?:instead of|rather than|statt|anstatt)\b[^.?!\d]{0,30}?) (?:(?:at|mit|bei|age|to|until|till|bis) )*([5-8]\d)\b/iu;
// A span of time: "26 months", "2.5 years", "2 years and 4 months", "2 Jahre, 3 Monate" (groups: the
// number and unit, then the months after "and", if any).
// "two full years", "drei ganze Jahre": a word for "whole" between the number and its unit.
const DURATION = String.raw`${NUMBER_START}(${NUMBER}) ?(?:(?:full|whole|entire|complete|ganze|volle|komplette)n? )?(years?|months?|jahre?n?|monate?n?)(?: ?(?:and|und|,) ?(${NUMBER}) ?(?:months?|monate?n?))?`;
const MONTHS_LATE = [
  new RegExp(
    String.raw`${DURATION} (?:too )?(?:late|zu spät|später angemeldet|verpasst|versäumt)`,
    'iu',
  ),
  // "I went 2 years and 3 months without it", "20 Monate ohne Versicherung"
  new RegExp(String.raw`${DURATION} (?:\p{L}+ ){0,2}(?:without|with no|ohne)\b`, 'iu'),
  // "I waited 3 years to sign up", "ich habe 2 Jahre gewartet, mich anzumelden": waiting before
  // signing up, however long, is the lateness.
  new RegExp(
    String.raw`\b(?:waited|delayed|put off|held off|gewartet|gezögert)\b (?:\p{L}+ ){0,2}?${DURATION}\b[^.?!\d]{0,20}?\b(?:to sign up|before signing up|to enrol\w*|to enroll\w*|for part [bd]|for medicare|anzumelden|mit der anmeldung)`,
    'iu',
  ),
  // "I missed signing up for Part B by 26 months", "um 14 Monate verpasst"
  new RegExp(
    String.raw`\b(?:missed|late|delayed|verpasst|versäumt|zu spät)\b[^.?!\d]{0,40}?\b(?:by|um) ${DURATION}\b`,
    'iu',
  ),
];
const LATE_CONTEXT =
  /\b(?:part [bd]|penalt\w*|late enrol\w*|enrol\w* late|sign(?:ed|ing)? up|zuschlag|verspätet\w*)\b/iu;
const SPANS = new RegExp(DURATION, 'giu');
const MONTHS_SHIFT = new RegExp(
  String.raw`${DURATION} (früher|eher|vorher|vorzeitig|länger|später|earlier|early|later|longer)`,
  'iu',
);
// Waiting told without "later": "wait 2 (more) years", "hold off 18 months", "2 Jahre warte",
// "zwei Jahre aufschieben" (a span later, in months).
const WAIT_SPAN = [
  new RegExp(
    String.raw`\b(?:wait\w*|hold(?:ing)? (?:it )?off|delay\w*|put(?:ting)? (?:it )?off)\b[^.?!\d]{0,20}?${DURATION}`,
    'iu',
  ),
  new RegExp(
    String.raw`${DURATION} (?:\p{L}+ ){0,2}?(?:warte\w*|abwarte\w*|aufschieb\w*|aufgeschoben)`,
    'iu',
  ),
];
// A span counted from the full retirement age itself: "1 Jahr über die Regelaltersgrenze hinaus",
// "2 Jahre vor der Regelaltersgrenze", "18 months past my full retirement age".
const FROM_FULL_AGE = new RegExp(
  String.raw`${DURATION} (?:\p{L}+ ){0,2}?(über|nach|vor|past|beyond|after|before) (?:die|der|meine[rn]?|ihre[rn]?|seine[rn]?|my|your|his|her|the) (?:(?:reguläre[nr]? |normale[nr]? )?(?:Regelaltersgrenze|Altersgrenze|Rentenalter)|(?:full|normal) retirement age|FRA)\b`,
  'iu',
);
// Working on while the pension waits ("die Rente noch 1.5 Jahre nicht beantragen", "18 Monate
// weiterarbeiten, ohne Rente zu beziehen"): a span after the Regelaltersgrenze, but only when the
// message says the pension waits or the age is reached; "noch 3 Jahre arbeiten" alone earns points.
const PENSION_WAITS =
  /\bohne (?:die |meine |eine )?rente\b|\brente\b[^.?!]{0,60}?\bnicht (?:beantrag|bezieh|nehm)|\b(?:regelaltersgrenze|full retirement age)\b[^.?!]{0,30}?\b(?:erreicht|reached)|\bregulär in rente\b|\bwithout (?:claiming|taking|drawing)\b/iu;
const WORK_ON_SPAN = new RegExp(
  String.raw`${DURATION} (?:\p{L}+ ){0,3}?(?:weiter ?arbeit\w*|arbeit\w*|nicht beantrag\w*|nicht bezieh\w*|keep working|work\w*)`,
  'iu',
);
// "2 more years", "2 weitere Jahre": the word between the number and its unit.
const MORE_BETWEEN =
  /(\d) (?:more|further|extra|additional|weitere) (years?|months?|jahre?n?|monate?n?)/giu;

/** A span of time told on its own ("it was 26 months", "2 Jahre"), in months. */
export function durationTold(message: string): number | undefined {
  const match = new RegExp(DURATION, 'iu').exec(compactText(message));
  return match ? durationMonths(match, 1) : undefined;
}

/** The months in a DURATION match whose groups start at `first`. */
function durationMonths(match: RegExpExecArray, first: number): number {
  const value = num(match[first]) ?? 0;
  const extra = num(match[first + 2]) ?? 0;
  return Math.round((/^(y|j)/iu.test(match[first + 1]!) ? value * 12 : value) + extra);
}
const YEARS_INSURED = new RegExp(
  String.raw`(\d{2}) ?(?:Beitragsjahre|Versicherungsjahre|Arbeitsjahre|Jahre (?:gearbeitet|eingezahlt|Beiträge|versichert|Wartezeit)|years? (?:of )?(?:work(?:ed)?|contributions?|in Germany))`,
  'iu',
);
const YEARS_WORKED =
  /\b(?:worked|gearbeitet|eingezahlt)\b[^.?!\d]{0,20}\b(\d{2}) ?(?:years|jahre)/iu;

// "how long will my savings last", "wie lange reicht mein Erspartes": the two amounts are read with
// or without a currency, the monthly one by its "a month" / "im Monat".
// A couple speaking of its money together.
/** The husband, wife or partner has died ("my husband passed away", "as his widow"). */
export const BEREAVED =
  /\b(widow\w*|passed( away)?|died|death|deceased|late (husband|wife|spouse|partner)|lost my (husband|wife|spouse|partner)|witwe\w*|witwer\w*|verwitwet|verstorben\w*|gestorben|tod|tot|ums leben)\b/iu;
const HOUSEHOLD =
  /\b(we|our|us|wir|uns|unser\w*|(?:my )?(?:wife|husband|partner|spouse) and i|meine? (?:frau|mann|partner\w*) und ich)\b/iu;

export const RUNWAY_QUESTION =
  /\b(how long (will|would|does|do|could|can|is|before|until|till)\b.{0,40}\b(last|stretch|go|enough|runs? out)|run out of (money|savings)|(will|would|does|can|could) (it|that|this|they|my \w+|\S+) (really |still )?last\b|wie lange\b.{0,40}\b(reich\w*|hält|halten|auskommen)|(bis|bevor)\b.{0,30}\b(aufgebraucht|alle|leer)\b)\b/iu;
/**
 * The sentences of a message that ask something. An age in them is the one asked about: "I heard I
 * can go at 65 without a deduction. Can I go at 64, and how much would that cost?" asks about 64.
 */
function questionsOf(text: string): string {
  return text
    .split(/(?<=[.!?])\s+/u)
    .filter((sentence) => sentence.includes('?'))
    .join(' ');
}

/** The age a text asks about ("at 63", "mit 64"), if one is named, with months beyond it. */
function ageAsked(text: string): { age: number; months?: number } | undefined {
  for (const pattern of ASKED_AGE) {
    const match = pattern.exec(text);
    const age = Number(match?.[1]);
    // "My wife died last spring at 63": a late partner's age is not the age asked about.
    if (match && BEREAVED.test(text) && ownerBefore(text, match.index) === 'partner') continue;
    if (!match || age < 55 || age > 80) continue;
    const months = monthsAfterAge(text.slice(match.index + match[0].length));
    return months === undefined ? { age } : { age, months };
  }
  return undefined;
}

// What may follow an age: "and 3 months", "und 6 Monaten", "and a half", "und einem halben Jahr",
// ",5" or "½" (read right after the age, as the start of the rest of the text).
const AGE_MONTHS =
  /^(?: years?(?: old)?| jahren?)?(?: and| und|,)? (?:(\d{1,2}) (?:months?|monate?n?)\b|(?:a|an|einem|einen|ein) (?:half|halben|halbes)\b)/iu;
const AGE_HALF = /^(?:[.,]5\b|½| 1\/2\b)/u;

function monthsAfterAge(rest: string): number | undefined {
  if (AGE_HALF.test(rest)) return 6;
  const match = AGE_MONTHS.exec(rest);
  if (!match) return undefined;
  const months = match[1] === undefined ? 6 : Number(match[1]);
  return months >= 1 && months <= 11 ? months : undefined;
}

// A share of one's pay needed in retirement: a percentage in a sentence that speaks of needing or of
// the pay it is a share of ("wenn ich 80 Prozent brauche", "80 Prozent vom letzten Netto", "70 % reichen").
const SHARE = new RegExp(`${NUMBER_START}([1-9]\\d) ?(?:%|prozent|percent|per cent)`, 'giu');
const SHARE_NEEDED =
  /\b(?:brauch\w*|benötig\w*|reich\w*|faustregel|(?:vom|des) (?:letzten )?(?:netto|gehalt|lohn|einkommen)|need\w*|enough|rule of thumb|of (?:my |our |your )?(?:last )?(?:net|pay|paycheck|salary|income|take-home))\b/iu;
const SENTENCES = /[^.!?]+[.!?]?/gu;

/** The share (per cent) of their pay the person says they need in retirement, if told. */
function neededShare(text: string): number | undefined {
  for (const [sentence] of text.matchAll(SENTENCES)) {
    if (!SHARE_NEEDED.test(sentence)) continue;
    const match = [...sentence.matchAll(SHARE)].find(([, value]) => Number(value) >= 40);
    if (match) return Number(match[1]);
  }
  return undefined;
}

/** The monthly amount needed when the need is a share of the pay, to the cent. */
const neededOfPay = (pay: number, share: number): number => Math.round(pay * share) / 100;

/** The facts one message gives. `today` decides the year of "I turn 65 in August". */
/**
 * Whether the same figure was told earlier in the message: "was bleibt von den 1.650 übrig?",
 * "what's left of the $1,650" name the one told before, not a second income.
 */
const toldBefore = (amounts: readonly { value: number }[], index: number): boolean =>
  amounts.slice(0, index).some((before) => before.value === amounts[index]!.value);

export function factsOf(message: string, today: { year: number; month: number }): Facts {
  let text = compactText(message);
  for (const [pattern, replacement] of WORD_NUMBERS) text = text.replace(pattern, replacement);
  const facts: Facts = {
    ...turningAge(text, today),
    ...turningInMonth(text, today),
    ...birth(text),
    ...turning65(text, today),
  };
  // "full retirement age, born in 1959": the year of birth is not a benefit amount; nor is a sum no
  // monthly benefit reaches ("before I reach full retirement age, I will have earned $80,160").
  const pias = piasTold(text).filter(
    ({ value }) => value >= 10 && value <= MOST_MONTHLY_BENEFIT && value !== facts.birthYear,
  );
  const pia = pias.find(({ partner }) => !partner)?.value;
  if (pia !== undefined) facts.pia = pia;
  const partnerPia = pias.find(({ partner }) => partner)?.value;
  const atAge = AMOUNT_AT_AGE.exec(text);
  const ageFirst = atAge ? null : AGE_THEN_AMOUNT.exec(text);
  const shown = atAge
    ? { amount: num(atAge[1]), age: Number(atAge[2]), span: atAge[0] }
    : ageFirst
      ? { amount: num(ageFirst[2]), age: Number(ageFirst[1]), span: ageFirst[0] }
      : null;
  if (shown && shown.amount !== undefined && facts.pia === undefined) {
    const fullAge =
      facts.birthYear !== undefined ? fullRetirementAgeMonths(facts.birthYear) / 12 : 67;
    if (shown.age === fullAge && (facts.birthYear === undefined || facts.birthYear >= 1943)) {
      facts.pia = shown.amount;
      // With no year of birth, an amount "at 67" read as the full benefit says the full retirement
      // age is 67 (born 1960 or later), so it is worked out rather than the year asked for.
      if (facts.birthYear === undefined) facts.fraTold = fullAge * 12;
      // The statement's age is no age asked about: "…at 67. What if I start at 63?"
      text = text.replace(shown.span, ' ');
    }
  }
  const perYear = POINTS_PER_YEAR.map((pattern) => num(pattern.exec(text)?.[1])).find(
    (value) => value !== undefined && value > 0 && value <= MAX_POINTS_PER_YEAR,
  );
  const yearsMore = Number(MORE_YEARS.exec(text)?.[1]);
  if (perYear !== undefined && yearsMore >= 1 && yearsMore <= 20) {
    facts.pointsPerYear = perYear;
    facts.yearsMore = yearsMore;
  }
  const ep = EP.map((pattern) => num(pattern.exec(text)?.[1])).find((value) => value !== undefined);
  // Points earned a year are no points held.
  if (ep !== undefined && ep > 0 && ep < 150 && ep !== facts.pointsPerYear)
    facts.entgeltpunkte = ep;
  else if (ep === undefined) {
    const averageYears = Number(AVERAGE_YEARS.exec(text)?.[1]);
    if (averageYears >= 1 && averageYears <= 50) facts.entgeltpunkte = averageYears;
  }
  // An age a claim was made at ("I started mine at 66", "bin mit 63 in Rente gegangen") is history,
  // not the age asked about.
  const unclaimed = text.replace(PAST_CLAIM, ' ');
  // The age set against the one asked ("at 64 instead of waiting to 67") is not the one asked,
  // unless no other age is told.
  const uncompared = withoutAgesOfAmounts(
    unclaimed.replace(COMPARED_AGE, ' ').replace(EURO_AT_AGE, '$1'),
  );
  const asked =
    ageAsked(questionsOf(uncompared)) ??
    ageAsked(uncompared) ??
    ageAsked(questionsOf(unclaimed)) ??
    ageAsked(unclaimed);
  if (asked !== undefined) {
    facts.askedAge = asked.age;
    if (asked.months !== undefined) facts.askedAgeMonths = asked.months;
    const compared = Number(COMPARED_AGE.exec(text)?.[1]);
    if (compared >= 55 && compared <= 80 && compared !== asked.age) facts.comparedAge = compared;
  }
  const late = MONTHS_LATE.map((pattern) => pattern.exec(text)).find((match) => match !== null);
  if (late) facts.monthsLate = durationMonths(late, 1);
  // "My gap was 38 months", "it's been 27 months since I should have": in a question about signing
  // up late, a span told in months is the months late, however it is said.
  else if (LATE_CONTEXT.test(text)) {
    // Counted in months ("38 months", "2 years and 3 months"): "Part B for 2 years" is no lateness.
    const told = [...text.matchAll(SPANS)].find(
      (span) => /^mon/iu.test(span[2]!) || span[3] !== undefined,
    );
    if (told) facts.monthsLate = durationMonths(told, 1);
  }
  const spans = text.replace(MORE_BETWEEN, '$1 $2');
  const shift = MONTHS_SHIFT.exec(spans);
  if (shift) {
    const months = durationMonths(shift, 1);
    facts.monthsShift = /früher|eher|vorher|vorzeitig|earl/iu.test(shift[4]!) ? -months : months;
  } else {
    const fromFullAge = FROM_FULL_AGE.exec(spans);
    const wait =
      WAIT_SPAN.map((pattern) => pattern.exec(spans)).find((match) => match !== null) ??
      (PENSION_WAITS.test(spans) ? WORK_ON_SPAN.exec(spans) : null);
    if (fromFullAge)
      facts.monthsShift = /^(?:vor|before)$/iu.test(fromFullAge[4]!)
        ? -durationMonths(fromFullAge, 1)
        : durationMonths(fromFullAge, 1);
    else if (wait) facts.monthsShift = durationMonths(wait, 1);
  }
  const years = Number((YEARS_INSURED.exec(text) ?? YEARS_WORKED.exec(text))?.[1]);
  if (years >= 5 && years <= 55) facts.yearsInsured = years;
  if (facts.birthYear === undefined) {
    const age = Number(CURRENT_AGE.exec(text)?.[1]);
    if (age >= 50 && age <= 89) facts.currentAge = age;
  }
  const partner = PARTNER_BENEFIT.exec(text);
  const amounts = readAmountList(text);
  // "Mein Mann (Rente 1.800 €) ist verstorben": a monthly amount the partner was named with.
  // A wage is not a benefit: "Meine Frau verdient 1.300 netto" tells no pension of hers.
  const partnersAmount = amounts.find(
    (amount) =>
      amount.owner === 'partner' &&
      !amount.earned &&
      (amount.role === 'income' || amount.role === null) &&
      !amount.yearly &&
      amount.value >= 100 &&
      amount.value < 10_000,
  )?.value;
  const partnerBenefit = partnerPia ?? num(partner?.[1] ?? partner?.[2]) ?? partnersAmount;
  if (partnerBenefit !== undefined && partnerBenefit >= 100 && partnerBenefit < 100_000) {
    facts.partnerBenefit = partnerBenefit;
    if (partnerPia !== undefined) facts.partnerIsPia = true;
  }
  const money = readAmounts(text, RUNWAY_QUESTION.test(text));
  Object.assign(facts, money);
  // The partner's benefit is theirs: a household's income ("we", "wir") counts it with the rest.
  if (facts.partnerBenefit !== undefined) {
    // "Mein Mann bekommt 1.900 Euro Rente, ich 650": an amount named by nothing else is an income.
    const own = amounts
      .filter(
        (amount, index) =>
          amount.owner !== 'partner' &&
          !toldBefore(amounts, index) &&
          (amount.role === 'income' || (amount.role === null && amount.value < 10_000)),
      )
      .map((amount) => amount.value);
    own.splice(own.indexOf(facts.partnerBenefit), own.includes(facts.partnerBenefit) ? 1 : 0);
    // After a death "we" tells the marriage, not a household with two incomes.
    const household = HOUSEHOLD.test(text) && !BEREAVED.test(text);
    const income = household
      ? own.reduce((sum, value) => sum + value, facts.partnerBenefit)
      : own[0];
    if (income === undefined) delete facts.incomeAmount;
    else facts.incomeAmount = income;
  }
  // Several monthly incomes told together ("$1,950 from Social Security and a pension of $450")
  // are one income for a gap or a runway. Pay for work told beside a pension ("Ich verdiene 2.400
  // Euro netto, meine Rente wird 1.300 Euro") is what the pension replaces, not more of it.
  const monthlyAmounts = amounts.filter(
    (amount, index) =>
      !amount.yearly && amount.value >= 100 && amount.value < 10_000 && !toldBefore(amounts, index),
  );
  const share = neededShare(text);
  // Pay is the person's own: a partner's wage told beside ("Meine Frau verdient 1.300 netto") is
  // neither what the pension replaces nor part of it.
  const pay =
    monthlyAmounts.find((amount) => amount.earned && amount.owner !== 'partner') ??
    // With a share of one's pay needed, the larger of two amounts is the pay ("netto habe ich
    // 2.800 Euro … komme auf 1.550 Euro Rente … 80 Prozent vom letzten Netto").
    (share !== undefined && monthlyAmounts.length >= 2
      ? monthlyAmounts.reduce((a, b) => (b.value > a.value ? b : a))
      : undefined);
  const benefits = monthlyAmounts.filter(
    (amount) =>
      amount !== pay && (amount.role === 'income' || (pay !== undefined && amount.role === null)),
  );
  if (facts.partnerBenefit === undefined) {
    if (pay !== undefined && benefits.length > 0) {
      facts.payAmount = pay.value;
      facts.incomeAmount = benefits.reduce((sum, amount) => sum + amount.value, 0);
    } else {
      const incomes = monthlyAmounts.filter(
        (amount) => amount.role === 'income' && !isPartnersWage(amount),
      );
      if (incomes.length >= 2)
        facts.incomeAmount = incomes.reduce((sum, amount) => sum + amount.value, 0);
    }
  }
  if (share !== undefined) {
    facts.neededShare = share;
    if (facts.payAmount !== undefined) facts.neededAmount = neededOfPay(facts.payAmount, share);
    else if (facts.neededAmount === share) delete facts.neededAmount;
  }
  if (AT_FULL_AGE.test(text) && !FRA_MONTH.test(text)) facts.atFullAge = true;
  const fraTold = FRA_TOLD.exec(text);
  if (fraTold) facts.fraTold = Number(fraTold[1]) * 12 + (Number(fraTold[2]) || 0);
  Object.assign(facts, fraMonth(text));
  if (facts.currency === undefined) delete facts.currency;
  // A year is never an amount of money: "my full retirement age this September, 2026" tells no
  // benefit of $2,026, nor "Jahrgang 1961, Rente 1.400" an income of 1,961.
  const namedYears = yearsNamed(text);
  if (facts.birthYear !== undefined) namedYears.add(facts.birthYear);
  for (const key of MONEY_FACTS) {
    const value = facts[key];
    if (value !== undefined && namedYears.has(value)) delete facts[key];
  }
  return facts;
}

const MONEY_FACTS = [
  'pia',
  'incomeAmount',
  'neededAmount',
  'savingsAmount',
  'monthlyWithdrawal',
  'partnerBenefit',
] as const satisfies readonly (keyof Facts)[];

// A year told as one: after a month ("September, 2026"), or after a word for when ("in 2026").
const YEAR_NAMED = new RegExp(
  String.raw`\b(?:${MONTH})\.?,? ((?:19|20)\d{2})\b|\b(?:in|of|since|until|by|year|jahr|seit|bis|ab|im|jahrgang|baujahr) ((?:19|20)\d{2})\b`,
  'giu',
);

function yearsNamed(text: string): Set<number> {
  return new Set([...text.matchAll(YEAR_NAMED)].map((match) => Number(match[1] ?? match[2])));
}

/** Earlier facts with later ones laid over them. */
// The facts that together say when someone was born.
const DATE_FACTS = ['birthYear', 'birthMonth', 'birthDay', 'turns65Month', 'turns65Year'] as const;

export function mergeFacts(...list: Facts[]): Facts {
  const merged = Object.assign({}, ...list) as Facts;
  // The newest of a need told as an amount and one told as a share of pay counts: "und wenn mir 70
  // Prozent reichen?" after "2.400 Euro netto … 80 Prozent" needs 70 % of the pay told before.
  for (let i = list.length - 1; i >= 0; i -= 1) {
    const { neededShare: share, neededAmount } = list[i]!;
    if (share !== undefined) {
      if (merged.payAmount !== undefined)
        merged.neededAmount = neededOfPay(merged.payAmount, share);
      break;
    }
    if (neededAmount !== undefined) {
      delete merged.neededShare;
      break;
    }
  }
  // A date told anew in full (a month and year of birth, or of turning 65) replaces the one before
  // whole: "and my wife turns 65 in October 2027?" after "I turn 65 in June 2027" is not October of
  // the year of birth told before, nor the birth month before.
  for (let i = list.length - 1; i >= 0; i -= 1) {
    const told = list[i]!;
    if (!DATE_FACTS.some((key) => told[key] !== undefined)) continue;
    const full =
      (told.turns65Month !== undefined && told.turns65Year !== undefined) ||
      (told.birthYear !== undefined && told.birthMonth !== undefined);
    if (full) for (const key of DATE_FACTS) if (told[key] === undefined) delete merged[key];
    break;
  }
  // An age asked again without months ("and at 66?") is asked in whole years.
  for (let i = list.length - 1; i >= 0; i -= 1)
    if (list[i]!.askedAge !== undefined) {
      if (list[i]!.askedAgeMonths === undefined) delete merged.askedAgeMonths;
      // So is an age set against another only when the same message compares them.
      if (list[i]!.comparedAge === undefined) delete merged.comparedAge;
      break;
    }
  return merged;
}

// An age alone in a short follow-up ("what about 65 then?", "und mit 66?"): one number of 55 to 80
// with no unit after it.
const AGE_ALONE =
  /(?<![\d.,$€])\b([5-8]\d)\b(?![.,]?\d| ?(?:%|\$|€|dollars?|euros?|eur\b|usd\b|months?|monate?n?|percent|prozent|punkte?n?|points?))/giu;
const FOLLOW_UP_AGE_WORDS = 10;
const OTHER_PERSON =
  /\b(?:wife|husband|spouse|partner|she|he|her|his|frau|mann|ehefrau|ehemann|partnerin|sie ist|er ist|ihr|ihre|sein|seine)\b/iu;

/** The age a short follow-up asks about by its number alone, if that is all the number it tells. */
export function ageAlone(message: string): number | undefined {
  const text = compactText(message);
  if ((text.match(/\p{L}+/gu)?.length ?? 0) > FOLLOW_UP_AGE_WORDS) return undefined;
  // "and my wife, she is 62?" asks about another person, not another age for the same one.
  if (OTHER_PERSON.test(text)) return undefined;
  const ages = [...text.matchAll(AGE_ALONE)];
  const digits = text.match(/\d+/gu) ?? [];
  return ages.length === 1 && digits.length === 1 ? Number(ages[0]![1]) : undefined;
}

// An age an amount is told for ("mit 67 bekäme ich 1.250 Euro", "$2,400 at 67"): the amount's
// reference, as in a pension statement, not the age asked about.
const AGE_OF_AMOUNT = [
  /\b(?:mit|at|age|ab) ([5-7]\d)(?: jahren| years)?,? (?:(?:bekäme|bekomme|kriege|hätte|erhalte|wären es|sind es|gibt es|i get|i'd get|i would get|it is|it's|would be) )?(?:ich )?[$€]? ?\d/iu,
  /\d ?(?:€|euros?|eur|\$|dollars?)?(?: (?:brutto|netto|gross|a month|im monat|monatlich))? (?:mit|at|ab|at age) ([5-7]\d)\b(?! ?(?:%|prozent|percent))/iu,
  // "Meine Rente mit 67 wäre laut Auskunft 1.800 Euro": a few words between, a currency named, and
  // no "wenn"/"if" making the amount a condition of another question.
  /\b(?:mit|at|ab) ([5-7]\d)(?: jahren| years)? (?:(?!wenn\b|if\b|when\b|falls\b|und\b|and\b)[^\s.?!\d,]+ ){1,4}(?:[$€] ?\d|\d[\d.,]* ?(?:€|euros?\b|eur\b|dollars?\b))/iu,
];

// The same, every occurrence, with the age's place in the match ('d'): to leave the age out.
const AGES_OF_AMOUNTS = AGE_OF_AMOUNT.map((pattern) => new RegExp(pattern.source, 'giud'));

/**
 * The text without the ages its amounts are told for ("Meine Rente mit 67 wäre 1.300 €. Ich will
 * mit 63 gehen"): what is left names the age asked about. Only the age's digits go.
 */
function withoutAgesOfAmounts(text: string): string {
  let result = text;
  for (const pattern of AGES_OF_AMOUNTS) {
    // From the end, so the places found stay right while ages are blanked.
    for (const match of [...result.matchAll(pattern)].reverse()) {
      const [start, end] = match.indices?.[1] ?? [0, 0];
      if (end > start)
        result = `${result.slice(0, start)}${' '.repeat(end - start)}${result.slice(end)}`;
    }
  }
  return result;
}

/** The age a message names only as the one its amount is told for, if any. */
export function ageOfAmount(message: string): number | undefined {
  const text = compactText(message);
  for (const pattern of AGE_OF_AMOUNT) {
    const match = pattern.exec(text);
    if (match) return Number(match[1]);
  }
  return undefined;
}

/** A reply that is only a number ("1961", "1.850 $", "38,5"), answering a question the guide asked. */
export function bareNumber(message: string): number | null {
  const match = new RegExp(
    String.raw`^ ?(?:about|around|roughly|ca\.?|etwa|ungefähr|rund)? ?\$? ?(${NUMBER}) ?(?:\$|€|euro|dollars?|eur|jahre|years|monate|months|punkte|points)? ?[.!]? ?$`,
    'iu',
  ).exec(compactText(message));
  return match ? (num(match[1]) ?? null) : null;
}
