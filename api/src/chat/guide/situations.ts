import type { KnowledgeTopic, Language, PensionSource } from '@ageless/contracts';
import { figureOn, formatFigureDate } from '../../figures/figure.js';
import { WITWENRENTE_FREIBETRAG } from '../../figures/guide-de-social.figures.js';
import {
  adjustmentPercent,
  besondersLangjaehrigAgeMonths,
  type CalendarDate,
  CLAIM_AGE_MIN_MONTHS,
  contributionRatesOn,
  DE_SOURCES,
  delayedCreditPerMonth,
  FACTOR_DENOMINATOR,
  fullRetirementAgeMonths,
  MEDICARE_SOURCES,
  medicareInitialEnrollmentPeriod,
  netPension,
  partBLatePenalty,
  regelaltersgrenzeMonths,
  rentenlueckeCents,
  rentenwertOn,
  retirementFactor,
  scaleCents,
  spousalFactor,
  ssaRatesOn,
  startMonthForAge,
  survivorFullRetirementAgeMonths,
  survivorShare,
  US_SOURCES,
  zugangsfaktorRatesOn,
} from '../../pension/index.js';
import { formatFigure } from './compose.js';
import { normalise, type ReadAmount, rentTold } from './understanding/amounts.js';
import { BEREAVED, type Facts, RUNWAY_QUESTION } from './understanding/facts.js';
import {
  type AmountFact,
  type AmountLabels,
  doubtfulAmount,
  toldLine,
} from './understanding/told-numbers.js';
import { askedSentence, type StoredResult } from './understanding/follow-up.js';
import type { PensionSystem } from './understanding/market.js';
import { childrenTold } from './understanding/slots.js';

// Personal situations answered by the small rule tools (issue 15, item 4): the Medicare enrolment
// window from a birthday, the Part B penalty from months late, the Abschlag or Zuschlag for N months
// or a start age, the Regelaltersgrenze and the 45-year pension age by birth year, the full
// retirement age, and a gap from two amounts. Every number is computed by the rules in
// api/src/pension; when exactly one number is missing, the guide asks for that one.

export type Missing =
  | 'birthYear'
  | 'birthMonth'
  | 'pia'
  | 'entgeltpunkte'
  | 'monthsLate'
  | 'incomeAmount'
  | 'neededAmount'
  | 'savingsAmount'
  | 'monthlyWithdrawal'
  | 'partnerBenefit';

export type SituationIntent =
  | 'us-benefit'
  | 'de-pension'
  | 'medicare-window'
  | 'partb-penalty'
  | 'de-start-age'
  | 'de-shift'
  | 'de-retirement-age'
  | 'us-full-retirement-age'
  | 'income-gap'
  | 'savings-runway'
  | 'us-spousal'
  | 'us-survivor'
  | 'de-widow'
  | 'retire-afford'
  | 'housing-share';

export type Situation =
  | {
      kind: 'answer';
      intent: SituationIntent;
      text: string;
      sources: PensionSource[];
      topic: KnowledgeTopic;
      /** The month's amount it comes to, stored for a follow-up ("und im Jahr?", "und netto?"). */
      perMonth?: StoredResult;
    }
  | { kind: 'ask'; intent: SituationIntent; missing: Missing; text: string; topic: KnowledgeTopic }
  | {
      kind: 'calculator';
      intent: 'us-benefit' | 'de-pension';
      /** A year of birth the calculator works with when none was told (see `assumedBirth`). */
      birth?: AssumedBirth;
    };

/**
 * A year of birth worked out rather than told: from the full retirement age the person says is
 * theirs (`fra`: the last year with it, or 1960 for 67), from the age they say they are (both years it
 * can be give the same full retirement age), or, for a claim still to come, the first year whose
 * full retirement age is the final one (`earliest`: everyone who can still claim in the future at an
 * age up to 66 was born then or later). The answer says which.
 */
export interface AssumedBirth {
  year: number;
  from: 'age' | 'earliest' | 'fra';
}

const ASK: Record<Missing, Record<Language, string>> = {
  birthYear: {
    en: 'In which year were you born? With that I can work it out for you.',
    de: 'In welchem Jahr sind Sie geboren? Dann kann ich es für Sie ausrechnen.',
  },
  birthMonth: {
    en: 'In which month and year were you born (or: in which month do you turn 65)? Your enrollment window depends on it.',
    de: 'In welchem Monat und Jahr sind Sie geboren (oder: in welchem Monat werden Sie 65)? Davon hängt Ihr Anmeldezeitraum ab.',
  },
  pia: {
    en: 'What is your monthly benefit at full retirement age (the "primary insurance amount" on your Social Security statement at ssa.gov/myaccount)? With that one number I can show what you would get at each age.',
    de: 'Wie hoch ist Ihre monatliche Leistung zum vollen Rentenalter (der „primary insurance amount“ aus Ihrem Social Security Statement)? Mit dieser einen Zahl zeige ich Ihnen, was Sie in jedem Alter bekämen.',
  },
  entgeltpunkte: {
    en: 'How many Entgeltpunkte do you have (or expect by the start)? They are on your Renteninformation from the Deutsche Rentenversicherung.',
    de: 'Wie viele Entgeltpunkte haben Sie (oder erwarten Sie bis zum Rentenbeginn)? Sie stehen in Ihrer Renteninformation der Deutschen Rentenversicherung.',
  },
  monthsLate: {
    en: 'How many months were you without Part B after you could first have had it (not counting months with coverage from a current job)?',
    de: 'Wie viele Monate waren Sie ohne Part B, nachdem Sie sie zum ersten Mal hätten haben können (Monate mit Versicherung über eine aktuelle Beschäftigung zählen nicht)?',
  },
  incomeAmount: {
    en: 'How much will your pension or other retirement income be each month (net, if you know it)? Then I can work out the gap.',
    de: 'Wie hoch wird Ihre Rente oder Ihr sonstiges Einkommen im Ruhestand im Monat sein (netto, wenn Sie es wissen)? Dann rechne ich die Lücke aus.',
  },
  savingsAmount: {
    en: 'How much have you saved (the total you would draw on)? Then I can work out how long it lasts.',
    de: 'Wie viel haben Sie gespart (die Summe, von der Sie leben würden)? Dann rechne ich aus, wie lange es reicht.',
  },
  monthlyWithdrawal: {
    en: 'How much would you take out of your savings each month? Then I can work out how long they last.',
    de: 'Wie viel würden Sie jeden Monat von Ihrem Ersparten entnehmen? Dann rechne ich aus, wie lange es reicht.',
  },
  partnerBenefit: {
    en: "How much is your partner's monthly benefit at full retirement age? It is on their Social Security statement.",
    de: 'Wie hoch ist die monatliche Leistung Ihres Partners zum vollen Rentenalter? Sie steht in seinem Social Security Statement.',
  },
  neededAmount: {
    en: 'How much do you need each month in retirement? Then I can work out the gap.',
    de: 'Wie viel brauchen Sie im Ruhestand im Monat? Dann rechne ich die Lücke aus.',
  },
};

const PENALTY_WORDS = /\b(penalt\w*|late|zu spät|zuschlag|strafe)\b/iu;
const PART_B = /\b(part ?b|medicare)\b/iu;
// Months without drug cover are the Part D penalty's, not Part B's.
const PART_D = /\b(part ?d|drug|prescription|medikament\w*|arzneimittel\w*)\b/iu;
const MEDICARE_WINDOW = /\b(medicare)\b/iu;
const PRICE_ASKED =
  /\b(cost\w*|charg\w*|premiums?|pay|price\w*|free|fees?|deductibles?|kost\w*|beitr(a|ä)g\w*|zahl\w*|gebühr\w*|umsonst|kostenlos)\b/iu;

export { askedSentence };
const WHEN_SIGN_UP = /\b(sign(ing)? up|enrol\w*|window|when|wann|anmeld\w*|period|zeitraum)\b/iu;
const GAP_WORDS = /\b(gap|short(fall)?|enough|lücke|luecke|fehl\w*|differenz|reicht|missing)\b/iu;
const BENEFIT_QUESTION =
  /\b(what (do|will|would|can) i get|how much (social security |ss |money |benefits? )?(do|will|would|can|should) i (get|receive|collect)|my benefit|my social security|get at|bekomme ich|bekäme ich|was bekomme)\b/iu;
// Asking for one's own amount without giving one: "How much Social Security will I get?"
const OWN_AMOUNT_QUESTION =
  /\bhow much (social security|ss|benefits?)? ?(do|will|would|can|should) i (get|receive|collect)\b|\bhow much (will|would) (my )?(social security|benefits?|check) be\b/iu;
const RETIREMENT_AGE_QUESTION =
  /\b(wann|ohne abschl\w*|regelaltersgrenze|in rente|rente gehen|schluss|retire\w*|retirement age|full retirement|abschlagsfrei)\b/iu;
// "Can I afford to retire now?", "Reicht das für den Ruhestand?"
const AFFORD_QUESTION =
  /\b(afford\w*|enough to retire|have enough|retire (now|early|at \d\d)|how much can (i|we) (safely )?(spend|take|withdraw|live on|draw)|(are|will) (i|we) (going to )?be (ok|okay|alright|all right|fine)|(can|could|should) (i|we) (now |already |finally )?retire\b|reicht (das|es)|genug\b.{0,30}\b(rente|ruhestand)|kann ich (es mir leisten|mir .{0,20}leisten|jetzt in rente|in rente gehen)|wie ?viel (kann|darf) ich (monatlich |im monat )?(ausgeben|entnehmen|verbrauchen))/iu;
// "what would I get as his wife?", "can I get spousal benefits on my husband's record?"
// Also "can I get more because of Ray?", "bekomme ich über meinen Mann mehr?": more through the partner.
const SPOUSAL_QUESTION =
  /\b(spous\w*|as (his|her) (wife|husband|spouse)|(on|from|off) (his|her|my|my (husband|wife|spouse)['’]?s?) (record|benefit|social security|work record)|half (of )?(his|her|mine|my)|(get|receive|claim) (more|anything|something|extra) (because of|through|thanks to|from being married to)|(mehr|etwas) (wegen|über|durch) (meine[ns]? )?(mann|ehemann|frau|ehefrau|partner\w*|ihn))\b/iu;
// The large widow's pension (§ 46 Abs. 2, § 67 Nr. 6 SGB VI, new law); § 18b Abs. 5 SGB IV's flat
// deduction for a statutory pension begun from 2011; § 97 Abs. 2 SGB VI's share of the income above
// the allowance that is deducted.
const WIDOW_SHARE = 0.55;
// The small widow's pension (§ 46 Abs. 1, § 67 Nr. 5 SGB VI): 25 %, for at most 24 months after the
// death (new law), for a survivor below the large one's age limit with no child to raise and able to
// work. Told by name, or by an age below every year's limit together with having no children.
const SMALL_WIDOW_SHARE = 0.25;
// Old law (§ 255 Abs. 1, § 242a Abs. 1 SGB VI; § 46 Abs. 1 SGB VI in the version before 2002): a
// marriage before 1 January 2002 with one partner born before 2 January 1962 keeps 60 % for the
// large widow's pension, and the small one without a time limit. Read from the years a story tells:
// the year of the wedding ("seit 1998 verheiratet", "married in 1985") and years of birth.
const WIDOW_SHARE_OLD_LAW = 0.6;
const WEDDING_YEAR =
  /\b(?:(?:seit|since|in|im jahr|anno) (19\d\d|20[0-2]\d),? (?:verheiratet|married|geheiratet)|(?:verheiratet|married|geheiratet|heirateten|got married|wedding|hochzeit)(?: \p{L}+){0,3}? (?:seit|since|in|im jahr|anno)? ?(19\d\d|20[0-2]\d)|(19\d\d|20[0-2]\d) (?:geheiratet|married|haben wir geheiratet))\b/iu;
const BIRTH_YEARS =
  /\b(?:jahrgang|jg\.?|geboren(?: \p{L}+){0,3}?|born(?: \p{L}+){0,3}?|baujahr)\s+(19\d\d)\b/giu;

/** Whether a story tells a marriage before 2002 and a partner born before 2 January 1962. */
export function widowOldLaw(story: string, birthYear: number | undefined): boolean {
  const wedding = WEDDING_YEAR.exec(story);
  const year = Number(wedding?.[1] ?? wedding?.[2] ?? wedding?.[3]);
  if (!(year >= 1900 && year < 2002)) return false;
  const born = [...story.matchAll(BIRTH_YEARS)].map((match) => Number(match[1]));
  if (birthYear !== undefined) born.push(birthYear);
  return born.some((value) => value <= 1961);
}
const SMALL_WIDOW = /\b(?:kleine[n]? witwe[nr]?rente|small widow['’]?s pension)\b/iu;
const SURVIVOR_OWN_AGE =
  /\b(?:ich bin|i['’]m|i am) (?:erst |gerade |nur |only |just )?([1-9]\d)\b/iu;

// "1.300 € brutto", "meine Bruttorente": a German pension told before health and care
// contributions; "netto sind es 1.480 €", "ausgezahlt werden 1.480 €": the amount paid out told too.
const GROSS_TOLD = /\b(?:brutto\p{L}*|bruttorente)\b/iu;
const NET_TOLD = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:netto|ausgezahlt|aufs konto|auf dem konto|überwiesen)(?: (?:sind es|sind das|bleiben|kommen|bekomme ich|werden|habe ich|ist es))?(?: (?:etwa|rund|ca\.|ungefähr))? (\d{1,3}(?:[.,]\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?) ?(?:€|euro\b|eur\b)`,
  'iu',
);

/**
 * What a German pension told gross comes to net for a gap: the amount paid out when the story
 * tells it, else the gross less health and care contributions (counted as a parent unless told
 * childless). Null when the pension is not said to be gross.
 */
function pensionNetOf(
  input: SituationInput,
  gross: number,
  todayIso: string,
): { amount: number; line: string; sources: PensionSource[] } | null {
  const story = input.story ?? input.message;
  if (!GROSS_TOLD.test(story)) return null;
  const de = input.language === 'de';
  const euros = (value: number) =>
    formatFigure(Math.round(value * 100), 'eur-cents', input.language);
  const told = NET_TOLD.exec(story)?.[1];
  const paid = told === undefined ? undefined : Number(normalise(told));
  if (paid !== undefined && paid > 0 && paid < gross)
    return {
      amount: paid,
      line: de
        ? `Gerechnet mit dem, was ausgezahlt wird: ${euros(paid)} netto statt ${euros(gross)} brutto.`
        : `Worked out with what is paid out: ${euros(paid)} net rather than ${euros(gross)} gross.`,
      sources: [],
    };
  const children = childrenTold(story);
  const rates = contributionRatesOn(todayIso, { children: children ?? 1, childrenUnder25: 0 });
  const result = netPension(Math.round(gross * 100), rates);
  const amount = result.monthlyNetCents / 100;
  const percent = (value: number) => formatFigure(value, 'percent', input.language);
  return {
    amount,
    line: de
      ? `Von ${euros(gross)} Rente brutto gehen ${percent(result.healthPercent)} Kranken- und ${percent(result.carePercent)} Pflegeversicherung ab; es bleiben ${euros(amount)} netto vor Steuern.`
      : `From ${euros(gross)} gross pension, health insurance takes ${percent(result.healthPercent)} and care insurance ${percent(result.carePercent)}; ${euros(amount)} is left net before tax.`,
    sources: rates.figures.map(({ source }) => ({ title: source.title, url: source.url })),
  };
}

/** The large widow's pension's age limit for a death in this year (§ 242a Abs. 5 SGB VI), in months. */
function largeWidowAgeMonths(deathYear: number): number {
  if (deathYear >= 2029) return 47 * 12;
  if (deathYear >= 2023) return 46 * 12 + (deathYear - 2023) * 2;
  if (deathYear >= 2012) return 45 * 12 + (deathYear - 2011);
  return 45 * 12;
}
const PENSION_FLAT_DEDUCTION = 0.14;
// § 18b Abs. 5 Nr. 1 SGB IV: earnings from work count with 40 % deducted.
const WAGE_FLAT_DEDUCTION = 0.4;
const FROM_WORK =
  /\b(verdien\w*|gehalt|lohn|arbeitslohn|arbeitsentgelt|teilzeit|vollzeit|minijob|angestellt|earn\w*|salary|wages?|paycheck|part[- ]time|full[- ]time)\b/iu;
const OWN_PENSION_TOLD =
  /\b(eigene\w* rente|selbst\w* (nur )?[\d.,]+ ?(€|euro)? ?rente|own pension)\b/iu;
const INCOME_COUNTED = 0.4;
const DE_WIDOW_SOURCES = {
  witwenrente: {
    title: '§ 46 SGB VI Witwenrente und Witwerrente',
    url: 'https://www.gesetze-im-internet.de/sgb_6/__46.html',
  },
  anrechnung: {
    title: '§ 97 SGB VI Einkommensanrechnung auf Renten wegen Todes (40 % über dem Freibetrag)',
    url: 'https://www.gesetze-im-internet.de/sgb_6/__97.html',
  },
  netto: {
    title: '§ 18b SGB IV Höhe des zu berücksichtigenden Einkommens (pauschale Abzüge)',
    url: 'https://www.gesetze-im-internet.de/sgb_4/__18b.html',
  },
  altesRecht: {
    title:
      '§ 255 SGB VI Rentenartfaktor (60 % bei Ehe vor 2002 und einem Partner geboren vor dem 2. Januar 1962)',
    url: 'https://www.gesetze-im-internet.de/sgb_6/__255.html',
  },
} satisfies Record<string, PensionSource>;

// "survivor benefits" names the benefit even where no death is told in the same message.
// A survivor's benefit is asked about before a death too: "if he dies first, what would I get?",
// "wenn mein Mann stirbt, was bekomme ich dann?".
const SURVIVOR =
  /\bsurvivor\w*|hinterbliebenen\w*|\b(?:if|when|once|after) (?:he|she|my (?:husband|wife|spouse|partner)) (?:dies|passes|goes first|is gone|were to die|should die)\b|\b(?:falls|wenn) (?:er|sie|mein mann|meine frau|mein partner|meine partnerin) (?:vor mir |zuerst )?(?:stirbt|sterben sollte|nicht mehr da ist)\b/iu;
const REDUCTION_QUESTION = /\b(less|lose|losing|reduc\w*|cut|smaller|lower)\b/iu;
// "retir" also catches the common misspelling "retirment".
const FRA_QUESTION = /\b(full retir\w*|retir\w* age|fra|normal retir\w*)\b/iu;
// Asking for the amount of one's own pension (not about it in general).
// "When can I retire?" in a few words: the answer depends on the year of birth alone. ("When should
// I claim?" asks for the trade-offs instead, which its card gives.)
const WHEN_RETIRE =
  /\b(wann|ab wann|mit wie ?viel(en)? jahren)\b.{0,40}\b(in (die )?rente|rente gehen|in den ruhestand|aufhören)\b|\b(when|at what age)\b.{0,20}\b(can|could) i\b.{0,10}\b(retire|claim|start (my )?(social security|benefits?))\b/iu;
const SHORT_QUESTION_WORDS = 12;
const PENSION_QUESTION =
  /\b(wie hoch wird (meine|die) rente|wie ?viel rente|was (bekomme|kriege|erhalte) ich (dann |später |damit |monatlich )?(an|für|als) rente|how much (pension|will i get))\b/iu;

/** The 4 % rule of thumb (the budgeting card's): 4 % of the savings in the first year, a month's share. */
const fourPercentMonthly = (savings: number): number => Math.round((savings * 0.04) / 12);

/** The currency the person wrote, else the one of the pension system asked about. */
const currencyOf = (facts: Facts, system: PensionSystem): 'USD' | 'EUR' =>
  facts.currency ?? (system === 'US' ? 'USD' : 'EUR');

// "What percent of my income is the rent now?", "Wie viel Prozent geht für die Miete drauf?", "how
// much of my check goes to rent": the share of the income that housing takes.
const HOUSING_SHARE_QUESTION =
  /\b(?:what|which|how (?:big|large|high|much) (?:a )?)\s?(?:percent(?:age)?|share|portion|part|fraction)\b|\bhow much of (?:my|our|the) (?:income|pension|check|social security|money|budget)\b|\bwie ?viel (?:prozent|%)|\bwelche[nrm]? (?:anteil|teil)\b|\b(?:anteil|prozent)\b[^.!?]{0,40}\b(?:einkommen\w*|rente|geld\w*|miete)\b/iu;

// Where housing counts as too dear: in the US, more than 30 % of income is a cost burden and more
// than 50 % a severe one (HUD, since 1981); in the EU a household is overburdened by housing costs
// above 40 % of its disposable income (Eurostat's definition, which Destatis reports for Germany).
const HUD_COST_BURDEN = 30;
const HUD_SEVERE_BURDEN = 50;
const EU_OVERBURDEN = 40;
const HOUSING_SOURCES = {
  hud: {
    title:
      'HUD Office of Policy Development and Research: Defining housing affordability (more than 30% of income on housing is a cost burden, more than 50% a severe one)',
    url: 'https://www.huduser.gov/portal/pdredge/pdr-edge-featd-article-081417.html',
  },
  eurostat: {
    title:
      'Eurostat: Housing cost overburden rate (housing costs above 40% of disposable income; Destatis reports it for Germany)',
    url: 'https://ec.europa.eu/eurostat/statistics-explained/index.php?title=Glossary:Housing_cost_overburden_rate',
  },
  wohngeld: {
    title: '§ 1 WoGG Zweck des Wohngeldes',
    url: 'https://www.gesetze-im-internet.de/wogg/__1.html',
  },
  eldercare: {
    title: 'U.S. Administration for Community Living: Eldercare Locator (1-800-677-1116)',
    url: 'https://eldercare.acl.gov',
  },
} satisfies Record<string, PensionSource>;

/**
 * The rent a message tells and the monthly income it is set against: the income told (a pension
 * or benefit), else the largest other monthly amount of the message. Null without both, or when
 * the "rent" is no smaller share than a whole income could be.
 */
function housingShareOf(
  message: string,
  facts: Facts,
): { rent: ReadAmount; income: number } | null {
  const { rent, others } = rentTold(message);
  if (!rent || rent.yearly) return null;
  const monthly = others.filter((amount) => !amount.yearly && amount.value < 10_000);
  const told = [facts.incomeAmount, facts.pia].find(
    (value) => value !== undefined && value !== rent.value,
  );
  const income = told ?? monthly.reduce((most, amount) => Math.max(most, amount.value), 0);
  return income > 0 ? { rent, income } : null;
}

// The Regelaltersgrenze is 67 from the 1964 cohort on (§ 35); earlier cohorts' ages are in § 235's table.
const regelaltersgrenzeSource = (birthYear: number): PensionSource =>
  birthYear >= 1964 ? DE_SOURCES.regelaltersgrenze : DE_SOURCES.regelaltersgrenzeTable;

const monthName = (ym: string, language: Language): string => {
  const [year, month] = ym.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 15)));
};

/**
 * The day the Regelaltersgrenze is reached and the first pension month, from a birth date told
 * with its month: the age is completed at the end of the day before the birthday (§ 187 Abs. 2,
 * § 188 Abs. 2 BGB) and the pension starts the month after (§ 99 SGB VI); a day not told is taken
 * as any day but the 1st, and the answer says what the 1st changes.
 */
function regelaltersgrenzeDateLine(
  facts: Facts,
  rag: number,
  language: Language,
  today: CalendarDate,
): string {
  const day = facts.birthDay;
  const birth = { year: facts.birthYear!, month: facts.birthMonth!, day: day ?? 2 };
  const start = startMonthForAge(birth, rag);
  const startIso = `${Math.floor(start / 12)}-${String((start % 12) + 1).padStart(2, '0')}-01`;
  const begins = formatFigureDate(startIso, language);
  const de = language === 'de';
  const late = lateApplicationLine(start, language, today);
  if (day === undefined) {
    const reachedIso = `${Math.floor((start - 1) / 12)}-${String(((start - 1) % 12) + 1).padStart(2, '0')}-01`;
    const month = new Intl.DateTimeFormat(de ? 'de-DE' : 'en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${reachedIso}T00:00:00Z`));
    return de
      ? `Sie erreichen sie im ${month}; die Rente ohne Abschlag beginnt am ${begins} (wer am 1. eines Monats geboren ist, einen Monat früher).${late}`
      : `You reach it in ${month}; the pension without a reduction starts on ${begins} (a month earlier if you were born on the 1st of a month).${late}`;
  }
  // The birthday at that age, less one day: the day the age is completed.
  const birthday = Date.UTC(birth.year, birth.month - 1 + rag, day);
  const reached = formatFigureDate(
    new Date(birthday - 86_400_000).toISOString().slice(0, 10),
    language,
  );
  return de
    ? `Sie erreichen sie mit Ablauf des ${reached}; die Rente ohne Abschlag beginnt am ${begins}.${late}`
    : `You reach it at the end of ${reached}; the pension without a reduction starts on ${begins}.${late}`;
}

/**
 * When that start has come: the pension is paid from it only if applied for by the end of the
 * third calendar month after the month the age was reached, otherwise from the month of the
 * application (§ 99 Abs. 1 SGB VI). Empty while the start is still ahead.
 */
function lateApplicationLine(start: number, language: Language, today: CalendarDate): string {
  const now = today.year * 12 + today.month - 1;
  if (start > now) return '';
  const de = language === 'de';
  // The month the age is reached is the one before the start; three calendar months after it.
  const lastMonth = start - 1 + 3;
  const deadline = new Date(Date.UTC(Math.floor(lastMonth / 12), (lastMonth % 12) + 1, 0));
  const deadlineText = formatFigureDate(deadline.toISOString().slice(0, 10), language);
  if (now <= lastMonth)
    return de
      ? ` Dieser Beginn ist schon erreicht: Beantragen Sie die Rente bis zum ${deadlineText}, dann wird sie rückwirkend ab diesem Beginn gezahlt; später beantragt, erst ab dem Monat des Antrags.`
      : ` That start has come: apply by ${deadlineText} and the pension is paid back to it; applied for later, it starts only with the month of the application.`;
  return de
    ? ` Dieser Beginn liegt schon hinter Ihnen und die Frist für eine rückwirkende Zahlung (bis zum ${deadlineText}) ist vorbei: Beantragen Sie die Rente sofort, sie wird ab dem Monat des Antrags gezahlt. Für jeden Monat nach der Regelaltersgrenze ohne Rente steigt sie dafür dauerhaft um 0,5 % (Zuschlag).`
    : ` That start has passed, and so has the deadline for back payment (${deadlineText}): apply at once; the pension is paid from the month of the application. For each month after the Regelaltersgrenze without a pension it is raised for good by 0.5% (Zuschlag).`;
}

const ageText = (months: number, language: Language): string => {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (rest === 0) return language === 'de' ? `${years} Jahren` : `${years}`;
  return language === 'de'
    ? `${years} Jahren und ${rest} Monat${rest === 1 ? '' : 'en'}`
    : `${years} and ${rest} month${rest === 1 ? '' : 's'}`;
};
// "66 Jahre und 6 Monate" as a subject, not after "mit".
const ageNominative = (months: number, language: Language): string => {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (language === 'en') return ageText(months, language);
  return rest === 0 ? `${years} Jahre` : `${years} Jahre und ${rest} Monat${rest === 1 ? '' : 'e'}`;
};

const percent = (value: number, language: Language): string =>
  formatFigure(Math.round(Math.abs(value) * 100) / 100, 'percent', language);

const money = (amount: number, currency: 'USD' | 'EUR', language: Language): string =>
  formatFigure(Math.round(amount * 100), currency === 'USD' ? 'usd-cents' : 'eur-cents', language);

/**
 * The change in euros when the person told their pension at the Regelaltersgrenze ("1.650 Euro
 * Regelaltersrente"): " Aus 1.650 € werden 1.412,40 €." `change` is the percent, negative for a
 * reduction; the amount told as the pension is the facts' income.
 */
/**
 * What a change in percent makes of the person's pension at the Regelaltersgrenze: the amount told,
 * or their Entgeltpunkte at today's Rentenwert (§ 64 SGB VI: a shift needs no year of birth).
 */
function inMoney(
  facts: Facts,
  change: number,
  language: Language,
  today: CalendarDate,
): { text: string; sources: PensionSource[]; perMonth?: StoredResult } {
  const format = (value: number) => money(value, 'EUR', language);
  const told = facts.incomeAmount;
  // The pension after the change, with the change itself for "how much less a year?".
  const result = (before: number, after: number): StoredResult => ({
    amount: after,
    currency: 'EUR',
    grossPension: true,
    change: Math.round((after - before) * 100) / 100,
  });
  // The change itself in money, which is what "how many euros less?" asks.
  const difference = (before: number, after: number): string => {
    if (Math.round(before * 100) === Math.round(after * 100)) return '';
    const by = format(Math.abs(Math.round((after - before) * 100) / 100));
    const less = after < before;
    return language === 'de'
      ? ` (${by} ${less ? 'weniger' : 'mehr'})`
      : ` (${by} ${less ? 'less' : 'more'})`;
  };
  if (told !== undefined && told >= 100 && told < 10_000) {
    const after = Math.round(told * (100 + change)) / 100;
    return {
      text:
        language === 'de'
          ? ` Aus ${format(told)} Rente zur Regelaltersgrenze werden so ${format(after)} im Monat${difference(told, after)}, brutto.`
          : ` A pension of ${format(told)} at the Regelaltersgrenze becomes ${format(after)} a month${difference(told, after)}, gross.`,
      sources: [],
      perMonth: result(told, after),
    };
  }
  const points = facts.entgeltpunkte;
  if (points === undefined || points <= 0) return { text: '', sources: [] };
  const rentenwert = rentenwertOn(today);
  const full = Math.round(points * rentenwert.value) / 100;
  const after = Math.round(full * (100 + change)) / 100;
  const pointsText = formatFigure(points, 'years', language);
  const since = formatFigureDate(rentenwert.validFrom, language);
  return {
    text:
      language === 'de'
        ? ` Mit ${pointsText} Entgeltpunkten × ${format(rentenwert.value / 100)} (aktueller Rentenwert ab ${since}) = ${format(full)} zur Regelaltersgrenze werden so ${format(after)} Monatsrente brutto${difference(full, after)}.`
        : ` With ${pointsText} Entgeltpunkte × ${format(rentenwert.value / 100)} (the Rentenwert from ${since}) = ${format(full)} at the Regelaltersgrenze, that is ${format(after)} a month gross${difference(full, after)}.`,
    sources: [{ title: rentenwert.source.title, url: rentenwert.source.url }],
    perMonth: result(full, after),
  };
}

interface SituationInput {
  message: string;
  /** The whole message when `message` is only its question: what the story names still counts. */
  story?: string;
  /** The facts of the whole conversation, this message's laid over the earlier ones. */
  facts: Facts;
  /** Facts this message gave by itself. */
  own: Facts;
  system: PensionSystem;
  language: Language;
  /** The intent the guide asked a number for in the previous answer, if any. */
  pending: SituationIntent | null;
  /** The topic of the previous answer: "I was born in May 1961" after a Medicare answer. */
  previousTopic?: string | null;
  /** The computation the previous answer made or explained, which a short follow-up may change. */
  previousIntent?: SituationIntent | null;
  /** The message asks the amount that computation came to in other terms ("und im Jahr?"). */
  asksResult?: boolean;
  today: CalendarDate;
}

// The computations of one system and their counterparts in the other; the rest hold in both.
const COUNTERPART: Partial<Record<SituationIntent, SituationIntent>> = {
  'de-retirement-age': 'us-full-retirement-age',
  'us-full-retirement-age': 'de-retirement-age',
  'de-pension': 'us-benefit',
  'us-benefit': 'de-pension',
  'de-widow': 'us-survivor',
  'us-survivor': 'de-widow',
};
const systemOfIntent = (intent: SituationIntent): PensionSystem | null =>
  intent.startsWith('de-')
    ? 'DE'
    : intent.startsWith('us-') || intent.startsWith('medicare-') || intent.startsWith('partb-')
      ? 'US'
      : null;
function inSystem(intent: SituationIntent, system: PensionSystem): SituationIntent | null {
  const own = systemOfIntent(intent);
  return own === null || own === system ? intent : (COUNTERPART[intent] ?? null);
}

// What each computation reads from the person: a follow-up telling one of them changes it.
const FACTS_USED: Record<SituationIntent, readonly (keyof Facts)[]> = {
  'us-benefit': ['pia', 'birthYear', 'askedAge'],
  'de-pension': ['entgeltpunkte', 'birthYear', 'askedAge', 'neededAmount'],
  'medicare-window': ['birthMonth', 'turns65Month'],
  'partb-penalty': ['monthsLate'],
  // The amount or points a start's change is worked out in money with ("Meine volle Rente wäre
  // 2.050 Euro. Was bleibt dann?").
  'de-start-age': ['askedAge', 'birthYear', 'yearsInsured', 'incomeAmount', 'entgeltpunkte'],
  'de-shift': ['monthsShift', 'incomeAmount', 'entgeltpunkte'],
  'de-retirement-age': ['birthYear', 'yearsInsured'],
  'us-full-retirement-age': ['birthYear', 'askedAge'],
  'income-gap': ['incomeAmount', 'neededAmount', 'payAmount', 'neededShare'],
  'savings-runway': ['savingsAmount', 'monthlyWithdrawal', 'incomeAmount'],
  'us-spousal': ['partnerBenefit', 'askedAge', 'currentAge', 'birthYear', 'pia'],
  'us-survivor': ['partnerBenefit', 'askedAge', 'currentAge', 'birthYear'],
  'de-widow': ['partnerBenefit', 'incomeAmount'],
  'retire-afford': ['savingsAmount', 'incomeAmount', 'neededAmount'],
  'housing-share': ['incomeAmount', 'pia'],
};
// A follow-up that changes a number of a computation is a short message; a longer one is a new
// question and read as one.
const CONTINUATION_WORDS = 30;
// Two amounts in a message this short are an income and a need even without a word for the gap.
const SHORT_MESSAGE_WORDS = 20;
// "Why is it less? Does it go back up later?", "Warum so viel? Fällt der Abschlag wieder weg?": a short
// question about the result just worked out, answered by working it out again with its reasons.
const ABOUT_THE_RESULT =
  /\b(?:why|how come|warum|wieso|weshalb)\b|\b(?:go(?:es)? (?:back )?up|permanent\w*|for life|for good|forever|dauerhaft|für immer|lebenslang|(?:fällt|entfällt)\b[^.?!]{0,30}?\bweg|bleibt (?:das|der|es) so)\b/iu;
export const IN_MONEY =
  /\bin (?:euros?|dollars?|money|geld)\b|\bin (?:€|\$)|\b(?:how much (?:is|would|will) (?:that|this|it)(?: be)?(?! (?:for|to|if|when)\b)|how much (?:does|would|will) (?:that|this|it) (?:come to|make|amount to)|how (?:many|much) (?:dollars|money) (?:is|would|will) (?:that|this|it)|what (?:does|would|will) (?:that|this|it) (?:come to|mean in money|be in (?:dollars|money))|wie ?viele? (?:euros?|euro |geld )?(?:ist|wäre|macht|sind|wären|ergibt|gibt) (?:das|dies|es)|was (?:macht|ergibt|sind) das)\b/iu;

function intentOf({
  message,
  story,
  facts,
  own,
  system,
  pending,
  previousTopic,
  previousIntent,
  asksResult,
}: SituationInput): SituationIntent | null {
  // "Und in den USA?" after the German retirement age asks the same of the US: a computation of one
  // system is carried into the other as its counterpart, or not at all.
  previousIntent = previousIntent && inSystem(previousIntent, system);
  // A short follow-up that changes a number of the answer before ("und wenn ich nur 1.800 brauche?",
  // "my husband gets 2,400, I am 64" after the spousal answer) continues that computation.
  // A number the computation before does not use ("if my full amount is $2,000" after the full
  // retirement age) asks a new one. "Und in Euro?" asks the same one in money.
  const toldKeys = (Object.keys(own) as (keyof Facts)[]).filter(
    (key) =>
      key !== 'currency' && key !== 'currentAge' && key !== 'partnerIsPia' && key !== 'atFullAge',
  );
  // Asked for the partner after the person's own benefit: the partner's spousal benefit on it, before
  // an age in it ("and my wife at 64?") is read as the person's own.
  // The same when the person's own benefit is told in the message that asks what the partner gets
  // ("My Social Security at full retirement age will be $2,400 … my wife hardly worked. What can she
  // get?"): the partner's benefit on it, whatever the story's length.
  if (
    system === 'US' &&
    facts.pia !== undefined &&
    // Asked in the last sentence of a longer one too ("Thanks, that helps. What about my wife?").
    (PARTNER_TURN.test(message) || PARTNER_TURN.test(askedSentence(message).trim())) &&
    !BEREAVED.test(story ?? message) &&
    !SURVIVOR.test(story ?? message) &&
    (own.pia !== undefined || (message.match(/\p{L}+/gu)?.length ?? 0) <= CONTINUATION_WORDS)
  )
    return 'us-spousal';
  // The amount the computation before came to, asked in other terms ("und im Jahr?", "and after
  // the Part B premium?"), continues it even while it waits for a year of birth: no reply to that.
  if (previousIntent && asksResult === true && toldKeys.length === 0) return previousIntent;
  // Two or more of the computation's own numbers told again say more than the words around them.
  const continuationWords = toldKeys.length >= 2 ? 2 * CONTINUATION_WORDS : CONTINUATION_WORDS;
  if (
    previousIntent &&
    !pending &&
    (message.match(/\p{L}+/gu)?.length ?? 0) <= continuationWords &&
    ((toldKeys.length > 0 && toldKeys.every((key) => FACTS_USED[previousIntent].includes(key))) ||
      (toldKeys.length === 0 &&
        // "und im Jahr?", "and net?": the result before, asked in other terms.
        (IN_MONEY.test(message) ||
          asksResult === true ||
          OWN_AMOUNT_QUESTION.test(message) ||
          ((message.match(/\p{L}+/gu)?.length ?? 0) <= SHORT_QUESTION_WORDS &&
            ABOUT_THE_RESULT.test(message)))))
  )
    return previousIntent;
  // The amounts are read from the whole story; its question only asks for the share.
  if (HOUSING_SHARE_QUESTION.test(message) && housingShareOf(story ?? message, facts) !== null)
    return 'housing-share';
  if (
    RUNWAY_QUESTION.test(message) &&
    (own.savingsAmount !== undefined ||
      /\b(sav\w*|money|nest egg|retirement fund|401|ira|ersparn\w*|erspart\w*|gespart|spar\w*|geld|vermögen|rücklage\w*|rente)/iu.test(
        message,
      ))
  )
    return 'savings-runway';
  // Savings and a pension, and whether they are enough: before "enough" is read as a gap question.
  if (
    AFFORD_QUESTION.test(message) &&
    (own.savingsAmount !== undefined ||
      (pending === 'retire-afford' && facts.savingsAmount !== undefined))
  )
    return 'retire-afford';
  // A widow(er) with the late spouse's pension: the Witwenrente after the income allowance. Being
  // widowed is told anywhere in a story, seldom in its question ("So how much will I get now?"),
  // and the pension may have been told in a message before.
  if (system === 'DE' && BEREAVED.test(story ?? message) && facts.partnerBenefit !== undefined)
    return 'de-widow';
  // A widow(er) with what the late spouse was paid: the survivor benefit at their age.
  if (
    system === 'US' &&
    (BEREAVED.test(story ?? message) || SURVIVOR.test(story ?? message)) &&
    (own.partnerBenefit !== undefined ||
      // The partner's amount told before, and the death now ("No, I meant the survivor benefit,
      // he passed away in March"): what the partner was paid is the late spouse's.
      (facts.partnerBenefit !== undefined &&
        (pending === 'us-survivor' || BEREAVED.test(story ?? message))))
  )
    return 'us-survivor';
  // A spouse's benefit with the partner's amount: computed before the amount is read as income.
  if (
    system === 'US' &&
    SPOUSAL_QUESTION.test(message) &&
    (own.partnerBenefit !== undefined ||
      (own.pia !== undefined && PARTNER_CLAIMS.test(message)) ||
      (pending === 'us-spousal' && facts.partnerBenefit !== undefined))
  )
    return 'us-spousal';
  // Savings, an income and a need together: whether the savings close the gap.
  if (
    own.savingsAmount !== undefined &&
    own.incomeAmount !== undefined &&
    own.neededAmount !== undefined
  )
    return 'retire-afford';
  // An income and a need: the gap, unless the question asks something else ("welche Hilfe …?").
  if (
    own.incomeAmount !== undefined &&
    own.neededAmount !== undefined &&
    (GAP_WORDS.test(message) || (message.match(/\p{L}+/gu)?.length ?? 0) <= SHORT_MESSAGE_WORDS)
  )
    return 'income-gap';
  if ((own.incomeAmount !== undefined || own.neededAmount !== undefined) && GAP_WORDS.test(message))
    return 'income-gap';
  // "So how much are we short over a year?" after the numbers were told.
  if (
    !pending &&
    facts.incomeAmount !== undefined &&
    facts.neededAmount !== undefined &&
    GAP_WORDS.test(message)
  )
    return 'income-gap';
  // Months "without" in a German pension question ("18 Monate weiterarbeiten, ohne Rente zu
  // beziehen") are no months without Part B.
  if (
    own.monthsLate !== undefined &&
    (system === 'US' || PART_B.test(message)) &&
    !PART_D.test(story ?? message) &&
    (PART_B.test(message) || PENALTY_WORDS.test(message) || previousTopic === 'medicare')
  )
    return 'partb-penalty';
  if (
    PART_B.test(message) &&
    !PART_D.test(story ?? message) &&
    /\bpenalt\w*/iu.test(message) &&
    /\b(my|i|mein\w*|ich)\b/iu.test(message)
  )
    return 'partb-penalty';
  // "45 Entgeltpunkte, 2 Jahre früher": a span from the Regelaltersgrenze is the question, whatever
  // the year of birth.
  if (system === 'DE' && own.monthsShift !== undefined && own.askedAge === undefined)
    return 'de-shift';
  if (
    own.entgeltpunkte !== undefined ||
    (system === 'DE' &&
      facts.entgeltpunkte !== undefined &&
      own.askedAge !== undefined &&
      pending !== 'de-start-age')
  )
    return 'de-pension';
  if (
    own.pia !== undefined ||
    (system === 'US' && facts.pia !== undefined && own.askedAge !== undefined)
  )
    return 'us-benefit';
  if (
    MEDICARE_WINDOW.test(message) &&
    WHEN_SIGN_UP.test(message) &&
    (own.birthMonth !== undefined ||
      own.turns65Month !== undefined ||
      facts.turns65Month !== undefined ||
      facts.birthMonth !== undefined)
  )
    return 'medicare-window';
  // Turning 65 told with no question about signing up is the window, unless what is asked is a
  // penalty or a price: "I turn 65 in March. Does Medicare charge anything for the hospital part?"
  // asks what Part A costs.
  if (
    own.turns65Month !== undefined &&
    !/\bpenalt/iu.test(message) &&
    !PRICE_ASKED.test(askedSentence(message))
  )
    return 'medicare-window';
  if (system === 'DE' && own.monthsShift !== undefined) return 'de-shift';
  if (
    system === 'DE' &&
    facts.birthYear !== undefined &&
    (own.askedAge !== undefined || (pending === 'de-start-age' && facts.askedAge !== undefined)) &&
    own.askedAge !== 62
  )
    return 'de-start-age';
  if (system === 'DE' && own.birthYear !== undefined && RETIREMENT_AGE_QUESTION.test(message))
    return 'de-retirement-age';
  if (system === 'US' && own.birthYear !== undefined && BENEFIT_QUESTION.test(message))
    return 'us-benefit';
  if (system === 'US' && own.birthYear !== undefined && FRA_QUESTION.test(message))
    return 'us-full-retirement-age';
  // "I turn 63 next year. How much less would I get?": the reduction in percent needs no amount.
  if (
    system === 'US' &&
    own.birthYear !== undefined &&
    own.askedAge !== undefined &&
    facts.pia === undefined &&
    REDUCTION_QUESTION.test(message)
  )
    return 'us-full-retirement-age';
  if (
    system === 'US' &&
    (OWN_AMOUNT_QUESTION.test(message) ||
      (own.askedAge !== undefined && BENEFIT_QUESTION.test(message))) &&
    /social security|\bss\b|benefit|check|claim/iu.test(message)
  )
    return 'us-benefit';
  // "Was passiert, wenn ich erst mit 68 in Rente gehe?": the change for that age, once the year of
  // birth is known.
  if (
    system === 'DE' &&
    own.askedAge !== undefined &&
    own.askedAge >= 63 &&
    facts.birthYear === undefined &&
    /\b(in (die )?rente|rente gehen|in den ruhestand)\b/iu.test(message)
  )
    return 'de-start-age';
  if (
    system === 'DE' &&
    own.yearsInsured !== undefined &&
    RETIREMENT_AGE_QUESTION.test(message) &&
    facts.birthYear === undefined
  )
    return 'de-retirement-age';
  if (
    system === 'DE' &&
    own.askedAge !== undefined &&
    /abschl/iu.test(message) &&
    facts.birthYear === undefined
  )
    return 'de-start-age';
  if (
    system === 'DE' &&
    PENSION_QUESTION.test(message) &&
    /\brente\b/iu.test(message) &&
    own.incomeAmount === undefined
  )
    return 'de-pension';
  // A birthday told right after an answer on that subject ("When can I enroll in Medicare?" – "I was
  // born on May 15, 1961") asks what that answer said, for this person.
  if (!pending && previousTopic === 'medicare' && own.birthMonth !== undefined)
    return 'medicare-window';
  // Only a short message tells the year for that answer; a longer one asks its own question ("I was
  // born in 1953. By when do I have to take my first required minimum distribution?").
  if (
    !pending &&
    own.birthYear !== undefined &&
    own.askedAge === undefined &&
    (message.match(/\p{L}+/gu)?.length ?? 0) <= SHORT_QUESTION_WORDS
  ) {
    if (
      system === 'DE' &&
      (previousTopic === 'gesetzliche-rente' || previousTopic === 'abschlaege-zuschlaege')
    )
      return 'de-retirement-age';
    if (system === 'US' && previousTopic === 'social-security' && facts.pia === undefined)
      return 'us-full-retirement-age';
  }
  const words = message.match(/\p{L}+/gu)?.length ?? 0;
  if (!pending && WHEN_RETIRE.test(message) && words <= SHORT_QUESTION_WORDS)
    return system === 'DE' ? 'de-retirement-age' : 'us-full-retirement-age';
  // A reply to the guide's own question: the intent stays, the new number fills the gap. A message
  // that tells no number ("what if I wait?") is a new question and is answered as one.
  const toldSomething = Object.keys(own).some((key) => key !== 'currency');
  return toldSomething ? pending : null;
}

function ask(
  intent: SituationIntent,
  missing: Missing,
  language: Language,
  topic: KnowledgeTopic,
): Situation {
  return { kind: 'ask', intent, missing, text: ASK[missing][language], topic };
}

/** A personal situation this message (with the conversation's facts) describes, or null. */
// The person's amounts each computation uses: repeated before its answer, and asked about first
// when one is not plausible (issue 24, item 4).
export const AMOUNTS_USED: Partial<Record<SituationIntent, readonly AmountFact[]>> = {
  'partb-penalty': ['monthsLate'],
  'us-spousal': ['partnerBenefit'],
  'us-survivor': ['partnerBenefit'],
  'de-widow': ['partnerBenefit', 'incomeAmount'],
  'retire-afford': ['savingsAmount', 'incomeAmount', 'neededAmount'],
  'savings-runway': ['savingsAmount', 'incomeAmount', 'monthlyWithdrawal'],
  'income-gap': ['incomeAmount', 'neededAmount'],
};
// After a death the partner's amount is the late spouse's.
const LATE_SPOUSE: AmountLabels = {
  partnerBenefit: { en: "your late spouse's benefit", de: 'Rente Ihres verstorbenen Partners' },
};
const AMOUNT_LABELS: Partial<Record<SituationIntent, AmountLabels>> = {
  'us-survivor': LATE_SPOUSE,
  'de-widow': LATE_SPOUSE,
};
const TOPIC_OF: Record<SituationIntent, KnowledgeTopic> = {
  'us-benefit': 'social-security',
  'de-pension': 'gesetzliche-rente',
  'medicare-window': 'medicare',
  'partb-penalty': 'medicare',
  'de-start-age': 'abschlaege-zuschlaege',
  'de-shift': 'abschlaege-zuschlaege',
  'de-retirement-age': 'gesetzliche-rente',
  'us-full-retirement-age': 'social-security',
  'income-gap': 'rentenluecke',
  'savings-runway': 'budgeting',
  'us-spousal': 'social-security',
  'us-survivor': 'social-security',
  'de-widow': 'gesetzliche-rente',
  'retire-afford': 'budgeting',
  'housing-share': 'budgeting',
};

export function situationOf(
  input: SituationInput,
  // The computation a chosen card explains, instead of the one the message's words suggest.
  intent: SituationIntent | null = intentOf(input),
): Situation | null {
  if (!intent) return null;
  const { facts, language, system } = input;
  const used = AMOUNTS_USED[intent] ?? [];
  const currency = currencyOf(facts, system);
  const format = (amount: number): string => money(amount, currency, language);
  const doubt = doubtfulAmount(used, facts, format, language);
  if (doubt)
    return { kind: 'ask', intent, missing: doubt.fact, text: doubt.text, topic: TOPIC_OF[intent] };
  const situation = moneyAskedOf(intent, computed(intent, input), input);
  const told =
    situation?.kind === 'answer'
      ? toldLine(used, facts, format, language, AMOUNT_LABELS[intent] ?? {})
      : null;
  return situation?.kind === 'answer' && told
    ? { ...situation, text: `${told} ${situation.text}` }
    : situation;
}

// A reduction asked for in money ("und wie viel ist das in Euro?", "what is that in dollars?")
// with no amount to work it out from: the percent stands, and the one number that turns it into
// money is asked for (a number once told is kept in the conversation's facts and never asked again).
const MONEY_BASIS = {
  de: {
    en: 'How much would your pension be each month at the Regelaltersgrenze (it is on your Renteninformation)? Then I can show the change in euros.',
    de: 'Wie hoch wäre Ihre Rente zur Regelaltersgrenze im Monat (sie steht in Ihrer Renteninformation)? Dann rechne ich die Änderung in Euro aus.',
  },
} as const;

function moneyAskedOf(
  intent: SituationIntent,
  situation: Situation | null,
  input: SituationInput,
): Situation | null {
  if (situation?.kind !== 'answer' || !IN_MONEY.test(input.message)) return situation;
  const { facts, language } = input;
  if (
    (intent === 'de-start-age' || intent === 'de-shift') &&
    facts.incomeAmount === undefined &&
    facts.entgeltpunkte === undefined
  )
    return {
      kind: 'ask',
      intent,
      missing: 'incomeAmount',
      topic: situation.topic,
      text: `${situation.text} ${MONEY_BASIS.de[language]}`,
    };
  // The claiming age's reduction in dollars needs the benefit at full retirement age; the
  // calculator then works out every age with it.
  if (intent === 'us-full-retirement-age' && facts.pia === undefined)
    return {
      kind: 'ask',
      intent: 'us-benefit',
      missing: 'pia',
      topic: situation.topic,
      text: `${situation.text} ${ASK.pia[language]}`,
    };
  return situation;
}

// "Can he get anything on my record?", "Does she get her $900 plus half of mine?": the partner
// claims on the person's record; the person's own PIA is the record, the partner's told amount is
// the partner's own benefit.
const PARTNER_CLAIMS =
  /\b(?:(?:can|could|does|do|will|would|should|if|when) (?:she|he|my (?:wife|husband|spouse|partner))\b|(?:she|he) (?:takes?|claims?|starts?|files?|gets?)\b|(?:her|his) (?:monthly|total|spousal|benefit|check)\b|on my (?:work )?record)/iu;
// "What about my wife?", "OK, and my husband, he is 64?", "und meine Frau?", "was bekäme sie?": the same
// question turned to the partner, who claims on the person's record (US: the spousal benefit). "And
// my husband" only opens a follow-up; inside a sentence it joins two amounts ("$1,000 and my
// husband's PIA is $2,600").
export const PARTNER_TURN =
  /^\W*(?:(?:so|ok(?:ay)?|and|und|also|gut|thanks|thank you|danke),?\s+){0,2}(?:(?:what|how) about|and(?: for)?|und(?: für)?|(?:und )?was ist mit|wie (?:ist es|sieht es) (?:mit|bei)) (?:my|meine[rm]?) (?:wife|husband|spouse|partner|frau|ehefrau|mann|ehemann|partner(?:in)?)\b|\b(?:what|how much) (?:would|will|could|can|does|do|might) (?:my (?:wife|husband|spouse|partner)|she|he) (?:get|receive|be paid|collect)\b|\b(?:was|wie ?viel) (?:bekäme|bekommt|kriegt|erhält|erhielte|würde) (?:dann )?(?:sie|er|meine frau|mein mann)\b/iu;
// Everyone born from 1960 on; only used when the person says they are at that age, so no
// reduction follows from it.
const FULL_RETIREMENT_AGE_NOW_MONTHS = 67 * 12;
const PARTNER_NOW_AGE = /\b(?:he|she)(?:['’]s| is) (?:now |only |just |currently )?([5-8]\d)\b/iu;

function partnerSpousal(input: SituationInput): Situation | null {
  const { facts, language, today } = input;
  const de = language === 'de';
  const todayIso = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
  const recordCents = Math.round(facts.pia! * 100);
  const ownCents =
    facts.partnerIsPia && facts.partnerBenefit !== undefined
      ? Math.round(facts.partnerBenefit * 100)
      : 0;
  const nowAge = Number(PARTNER_NOW_AGE.exec(input.message)?.[1]) || undefined;
  // The partner's own age told here decides; a year of birth told before may be the person's own.
  const candidates =
    nowAge !== undefined
      ? [today.year - nowAge - 1, today.year - nowAge]
      : facts.birthYear !== undefined
        ? [facts.birthYear]
        : [];
  const fras = [...new Set(candidates.map(fullRetirementAgeMonths))];
  const rates = ssaRatesOn(todayIso);
  const usd = (cents: number): string => formatFigure(cents, 'usd-cents', language);
  const half = scaleCents(recordCents, rates.spousalShare, FACTOR_DENOMINATOR);
  const excess = Math.max(0, half - ownCents);
  // Without an age asked, the partner's age now: what claiming now would pay; before 62 nothing
  // can be claimed yet, so the earliest claim is what the answer works out.
  // An age asked in this message first, then the partner's age told here, then an age asked before.
  const toldAge = input.own.askedAge ?? nowAge ?? facts.askedAge;
  const tooYoung = toldAge !== undefined && toldAge * 12 < CLAIM_AGE_MIN_MONTHS;
  const age = tooYoung ? CLAIM_AGE_MIN_MONTHS / 12 : toldAge;
  const early = fras.length === 1 && age !== undefined ? Math.max(0, fras[0]! - age * 12) : 0;
  const ownPaid = scaleCents(ownCents, retirementFactor(early, 0, 0, rates), FACTOR_DENOMINATOR);
  const excessPaid = scaleCents(excess, spousalFactor(early, rates), FACTOR_DENOMINATOR);
  const atFra =
    ownCents > 0
      ? de
        ? `Die Hälfte Ihrer PIA von ${usd(recordCents)} sind ${usd(half)}. Ihr Partner bekommt seine eigene Leistung von ${usd(ownCents)}${excess > 0 ? `, aufgestockt um ${usd(excess)} auf ${usd(half)} im Monat zu seinem vollen Rentenalter` : `; sie ist höher als die Hälfte, also gibt es keine Ehepartnerleistung dazu`}, nicht beides zusammen.`
        : `Half of your PIA of ${usd(recordCents)} is ${usd(half)}. Your partner gets their own benefit of ${usd(ownCents)}${excess > 0 ? `, topped up by ${usd(excess)} to ${usd(half)} a month at their full retirement age` : `; it is more than half of yours, so no spousal benefit is added`}, not both added together.`
      : de
        ? `Ihr Partner kann als Ehepartner bis zur Hälfte Ihrer PIA von ${usd(recordCents)} bekommen: ${usd(half)} im Monat zu seinem vollen Rentenalter, sobald Sie Ihre eigene Leistung beantragt haben; ein eigenes Versicherungskonto braucht er dafür nicht.`
        : `Your partner can get a spousal benefit of up to half of your PIA of ${usd(recordCents)}: ${usd(half)} a month at their full retirement age, once you have filed for your own; they need no work record of their own.`;
  const when =
    early > 0 && excess > 0
      ? de
        ? ` Mit ${age}, ${early} Monate vor seinem vollen Rentenalter von ${ageText(fras[0]!, language)}, wird es dauerhaft gekürzt: auf etwa ${usd(ownPaid + excessPaid)} im Monat${ownCents > 0 ? ` (eigene ${usd(ownPaid)} + Aufstockung ${usd(excessPaid)})` : ''}.`
        : ` At ${age}, ${early} months before their full retirement age of ${ageText(fras[0]!, language)}, it is reduced for good: to about ${usd(ownPaid + excessPaid)} a month${ownCents > 0 ? ` (own ${usd(ownPaid)} + top-up ${usd(excessPaid)})` : ''}.`
      : age !== undefined && fras.length !== 1
        ? de
          ? ' Vor dem vollen Rentenalter wird es gekürzt (mit 62 auf 32,5 % Ihrer PIA); nennen Sie mir sein Geburtsjahr, dann rechne ich es aus.'
          : ' Before full retirement age it is reduced (to 32.5% of your PIA at 62); tell me their year of birth and I will work it out.'
        : '';
  const notYet = tooYoung
    ? de
      ? ` Mit ${toldAge} geht es noch nicht: Die Ehepartnerleistung gibt es frühestens mit 62.`
      : ` At ${toldAge} it cannot be claimed yet: spousal benefits start at 62 at the earliest.`
    : '';
  return {
    kind: 'answer',
    intent: 'us-spousal',
    topic: 'social-security',
    sources: [US_SOURCES.spousal, US_SOURCES.spousalPoms, US_SOURCES.dualEntitlement],
    text: `${atFra}${notYet}${when}`,
  };
}

// The first year of birth with the full retirement age of 67, which holds for every later year.
const FINAL_FULL_RETIREMENT_AGE_FROM = 1960;

function assumedBirth(facts: Facts, today: CalendarDate): AssumedBirth | null {
  if (facts.fraTold !== undefined) {
    // 66 for 1943–1954, two months more for each year to 1959, 67 from 1960.
    const year =
      facts.fraTold >= 67 * 12
        ? FINAL_FULL_RETIREMENT_AGE_FROM
        : 1954 + Math.round((facts.fraTold - 66 * 12) / 2);
    if (fullRetirementAgeMonths(year) === facts.fraTold) return { year, from: 'fra' };
  }
  if (facts.currentAge !== undefined) {
    // Born this year or the one before, depending on whether the birthday has passed.
    const later = today.year - facts.currentAge;
    return fullRetirementAgeMonths(later - 1) === fullRetirementAgeMonths(later)
      ? { year: later, from: 'age' }
      : null;
  }
  // "What would I get at 64?" asks about a claim to come: reaching 64 in this year or later means
  // born in this year less 64 or later; while that is 1960 or later, the full retirement age is 67.
  const asked = facts.askedAge;
  if (asked !== undefined && asked >= 62 && today.year - asked >= FINAL_FULL_RETIREMENT_AGE_FROM)
    return { year: FINAL_FULL_RETIREMENT_AGE_FROM, from: 'earliest' };
  return null;
}

function computed(intent: SituationIntent, input: SituationInput): Situation | null {
  const { facts, language, today, system } = input;
  const de = language === 'de';
  const todayIso = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
  switch (intent) {
    case 'us-benefit': {
      if (facts.pia === undefined) return ask(intent, 'pia', language, 'social-security');
      if (facts.birthYear !== undefined) return { kind: 'calculator', intent };
      const birth = assumedBirth(facts, today);
      return birth
        ? { kind: 'calculator', intent, birth }
        : ask(intent, 'birthYear', language, 'social-security');
    }
    case 'de-pension':
      if (facts.entgeltpunkte === undefined)
        return ask(intent, 'entgeltpunkte', language, 'gesetzliche-rente');
      if (facts.birthYear === undefined)
        return ask(intent, 'birthYear', language, 'gesetzliche-rente');
      return { kind: 'calculator', intent };
    case 'medicare-window': {
      let birth: CalendarDate | null = null;
      if (facts.birthYear !== undefined && facts.birthMonth !== undefined)
        birth = { year: facts.birthYear, month: facts.birthMonth, day: facts.birthDay ?? 15 };
      else if (facts.turns65Month !== undefined && facts.turns65Year !== undefined)
        birth = { year: facts.turns65Year - 65, month: facts.turns65Month, day: 15 };
      if (!birth) return ask(intent, 'birthMonth', language, 'medicare');
      const period = medicareInitialEnrollmentPeriod(birth);
      const [first, turns, last] = [period.firstMonth, period.turns65Month, period.lastMonth].map(
        (ym) => monthName(ym, language),
      );
      const firstOnNote =
        birth.day === 1
          ? de
            ? ' Weil Sie am 1. eines Monats geboren sind, zählt für Medicare der Vormonat als Monat Ihres 65. Geburtstags.'
            : ' Because you were born on the 1st, Medicare counts the month before as the month you turn 65.'
          : '';
      return {
        kind: 'answer',
        intent,
        topic: 'medicare',
        sources: [MEDICARE_SOURCES.enrollment, MEDICARE_SOURCES.penalty],
        text: de
          ? `Ihr erster Anmeldezeitraum für Medicare (Initial Enrollment Period) dauert 7 Monate: von ${first} bis ${last}, mit ${turns} als dem Monat, in dem Sie 65 werden.${firstOnNote} Melden Sie sich in den 3 Monaten davor an, beginnt der Schutz im Monat Ihres 65. Geburtstags; danach beginnt er jeweils im Folgemonat. Wer den Zeitraum ohne anderen Versicherungsschutz verpasst, kann sich nur von 1. Januar bis 31. März anmelden und zahlt für Part B dauerhaft 10 % Zuschlag je volle 12 Monate Verspätung.`
          : `Your Medicare Initial Enrollment Period lasts 7 months: from ${first} through ${last}, with ${turns} as the month you turn 65.${firstOnNote} If you sign up in the 3 months before, coverage starts the month you turn 65; after that it starts the month after you sign up. If you miss it without other coverage, you can only sign up from January 1 to March 31 (General Enrollment Period), and Part B then costs 10% more for each full 12 months you were late, for as long as you have it.`,
      };
    }
    case 'partb-penalty': {
      if (facts.monthsLate === undefined) return ask(intent, 'monthsLate', language, 'medicare');
      const penalty = partBLatePenalty(facts.monthsLate, todayIso);
      const premium = penalty.figures[0]!;
      const asOf = formatFigureDate(premium.validFrom, language);
      // The sum before Medicare's rounding to 10 cents, so the person can follow the arithmetic.
      const exactCents = (penalty.standardPremiumCents * (100 + penalty.percent)) / 100;
      const rounded = exactCents !== penalty.monthlyPremiumCents;
      const money = (valueCents: number) => formatFigure(valueCents, 'usd-cents', language);
      const factor = ((100 + penalty.percent) / 100).toLocaleString(de ? 'de-DE' : 'en-US');
      const sources = [
        MEDICARE_SOURCES.penalty,
        MEDICARE_SOURCES.penaltyRounding,
        { title: premium.source.title, url: premium.source.url },
      ];
      return {
        kind: 'answer',
        intent,
        topic: 'medicare',
        sources,
        // The premium with the penalty, and the penalty itself for "how much extra over 5 years?".
        perMonth: {
          amount: penalty.monthlyPremiumCents / 100,
          currency: 'USD',
          change: penalty.monthlyPenaltyCents / 100,
        },
        text:
          penalty.fullYearsLate === 0
            ? de
              ? `Bei ${facts.monthsLate} Monaten ohne Part B fällt kein Zuschlag an: Er gilt erst je volle 12 Monate (10 % des Standardbeitrags je volles Jahr).`
              : `With ${facts.monthsLate} months without Part B there is no penalty: it counts only full 12-month periods (10% of the standard premium for each).`
            : de
              ? `${facts.monthsLate} Monate ohne Part B sind ${penalty.fullYearsLate} volle 12-Monats-Zeiträume, also ${penalty.percent} % Zuschlag auf den Standardbeitrag, solange Sie Part B haben. Beim Standardbeitrag von ${formatFigure(penalty.standardPremiumCents, 'usd-cents', language)} (Stand: ${asOf}) sind das ${money(penalty.monthlyPenaltyCents)} mehr im Monat, zusammen ${money(penalty.monthlyPremiumCents)}${rounded ? ` (${money(penalty.standardPremiumCents)} × ${factor} = ${money(Math.round(exactCents))}, auf 10 Cent gerundet)` : ''}. Monate, in denen Sie über eine aktuelle Beschäftigung versichert waren, zählen nicht mit.`
              : `${facts.monthsLate} months without Part B are ${penalty.fullYearsLate} full 12-month periods, so your Part B premium is ${penalty.percent}% higher for as long as you have Part B. At the standard premium of ${formatFigure(penalty.standardPremiumCents, 'usd-cents', language)} (as of ${asOf}) that is ${money(penalty.monthlyPenaltyCents)} more a month, ${money(penalty.monthlyPremiumCents)} in all${rounded ? ` (${money(penalty.standardPremiumCents)} × ${factor} = ${money(Math.round(exactCents))}, rounded to the nearest 10 cents)` : ''}. Months in which you had group coverage from a current job do not count.`,
      };
    }
    case 'de-shift': {
      const months = facts.monthsShift!;
      const rates = zugangsfaktorRatesOn(today);
      const value = adjustmentPercent(Math.max(0, -months), Math.max(0, months), rates);
      const capped = months < 0 && -months > 60;
      const amount = inMoney(facts, value, language, today);
      return {
        kind: 'answer',
        intent,
        topic: 'abschlaege-zuschlaege',
        sources: [DE_SOURCES.zugangsfaktor, ...amount.sources],
        ...(amount.perMonth ? { perMonth: amount.perMonth } : {}),
        text: `${
          months < 0
            ? de
              ? `${-months} Monate vor der Regelaltersgrenze bedeuten ${percent(value, language)} Abschlag (0,3 % je Monat), dauerhaft für die ganze Rentenzeit.${capped ? ' Mehr als 14,4 % sind bei der Altersrente für langjährig Versicherte (frühestens mit 63) nicht möglich.' : ''}`
              : `${-months} months before the Regelaltersgrenze mean a ${percent(value, language)} reduction (0.3% a month), for the whole time you draw the pension.`
            : de
              ? `${months} Monate nach der Regelaltersgrenze bringen ${percent(value, language)} Zuschlag (0,5 % je Monat), dauerhaft.`
              : `${months} months after the Regelaltersgrenze bring a ${percent(value, language)} increase (0.5% a month), for good.`
        }${amount.text}`,
      };
    }
    case 'de-start-age': {
      if (facts.birthYear === undefined)
        return ask(intent, 'birthYear', language, 'abschlaege-zuschlaege');
      const rag = regelaltersgrenzeMonths(facts.birthYear);
      const start = facts.askedAge! * 12 + (facts.askedAgeMonths ?? 0);
      // "mit 64 Jahren und 6 Monaten" when months were told, else the age as asked.
      const age = facts.askedAgeMonths ? ageText(start, language) : String(facts.askedAge);
      const rates = zugangsfaktorRatesOn(today);
      const sources = [
        regelaltersgrenzeSource(facts.birthYear),
        DE_SOURCES.zugangsfaktor,
        DE_SOURCES.langjaehrig,
      ];
      if (start < 63 * 12)
        return {
          kind: 'answer',
          intent,
          topic: 'abschlaege-zuschlaege',
          sources,
          text: de
            ? `Eine Altersrente mit ${age} gibt es nicht: Frühestens ist es mit 63 möglich (Altersrente für langjährig Versicherte, 35 Jahre Wartezeit). Ihre Regelaltersgrenze liegt bei ${ageText(rag, language)}.`
            : `An old-age pension at ${age} is not possible in Germany: the earliest is 63 (35 years of insurance). Your Regelaltersgrenze is ${ageText(rag, language)}.`,
        };
      const early = Math.max(0, rag - start);
      const late = Math.max(0, start - rag);
      const value = adjustmentPercent(early, late, rates);
      const longInsured = besondersLangjaehrigAgeMonths(facts.birthYear);
      const years = facts.yearsInsured;
      // The years the person gave, set against the 35 a pension before the Regelaltersgrenze needs
      // and the 45 of the pension without reduction.
      const thirtyFive =
        years === undefined
          ? de
            ? ' Voraussetzung sind 35 Versicherungsjahre.'
            : ' It needs 35 years of insurance.'
          : years >= 35
            ? de
              ? ` Die nötigen 35 Versicherungsjahre haben Sie mit ${years} Jahren.`
              : ` It needs 35 years of insurance, which your ${years} years meet.`
            : '';
      const fortyFive =
        years !== undefined && years < 45
          ? de
            ? ` Ohne Abschlag ginge es mit 45 Beitragsjahren ab ${ageText(longInsured, language)}; mit ${years} Jahren erreichen Sie das nicht.`
            : ` Without a reduction it would take 45 years of contributions, from ${ageText(longInsured, language)}; ${years} years are not enough for that.`
          : de
            ? ` Mit 45 Beitragsjahren könnten Sie ab ${ageText(longInsured, language)} ohne Abschlag gehen.`
            : ` With 45 years of contributions you could retire without a reduction from ${ageText(longInsured, language)}.`;
      const amount = inMoney(facts, value, language, today);
      const money = amount.text;
      return {
        kind: 'answer',
        intent,
        topic: 'abschlaege-zuschlaege',
        ...(amount.perMonth ? { perMonth: amount.perMonth } : {}),
        sources: [
          ...(facts.birthYear < 1964 ? [...sources, DE_SOURCES.langjaehrigTransition] : sources),
          ...amount.sources,
        ],
        text: `${
          early > 0 && years !== undefined && years < 35
            ? de
              ? `Jahrgang ${facts.birthYear}: Ihre Regelaltersgrenze liegt bei ${ageText(rag, language)}. Vorher, mit ${age}, ginge es nur mit 35 Versicherungsjahren, dann ${early} Monate früher mit ${percent(value, language)} Abschlag (0,3 % je Monat); mit ${years} Jahren reicht es noch nicht. Auch Kindererziehung und andere Zeiten zählen mit: Ihre Renteninformation zeigt sie.`
              : `Born in ${facts.birthYear}, your Regelaltersgrenze is ${ageText(rag, language)}. Retiring before it, at ${age}, needs 35 years of insurance and would then be ${early} months early, with a permanent reduction of ${percent(value, language)} (0.3% a month); ${years} years are not enough yet. Child-raising and other periods count too: your Renteninformation shows them.`
            : early > 0
              ? de
                ? `Jahrgang ${facts.birthYear}: Ihre Regelaltersgrenze liegt bei ${ageText(rag, language)}. Mit ${age} gehen Sie ${early} Monate früher; das sind ${percent(value, language)} Abschlag (0,3 % je Monat), dauerhaft.${thirtyFive}${fortyFive}`
                : `Born in ${facts.birthYear}, your Regelaltersgrenze is ${ageText(rag, language)}. Retiring at ${age} is ${early} months early, a permanent reduction of ${percent(value, language)} (0.3% a month).${thirtyFive}${fortyFive}`
              : late > 0
                ? de
                  ? `Jahrgang ${facts.birthYear}: Ihre Regelaltersgrenze liegt bei ${ageText(rag, language)}. Mit ${age} gehen Sie ${late} Monate später; das bringt ${percent(value, language)} Zuschlag (0,5 % je Monat), dauerhaft.`
                  : `Born in ${facts.birthYear}, your Regelaltersgrenze is ${ageText(rag, language)}. Retiring at ${age} is ${late} months later, a permanent increase of ${percent(value, language)} (0.5% a month).`
                : de
                  ? `Jahrgang ${facts.birthYear}: Mit ${age} erreichen Sie Ihre Regelaltersgrenze, also ohne Abschlag.`
                  : `Born in ${facts.birthYear}, ${age} is your Regelaltersgrenze, so there is no reduction.`
        }${early > 0 || late > 0 ? money : ''}`,
      };
    }
    case 'de-retirement-age': {
      if (facts.birthYear === undefined)
        return ask(intent, 'birthYear', language, 'gesetzliche-rente');
      const rag = regelaltersgrenzeMonths(facts.birthYear);
      const longInsured = besondersLangjaehrigAgeMonths(facts.birthYear);
      const years = facts.yearsInsured;
      const rates = zugangsfaktorRatesOn(today);
      const at63 = adjustmentPercent(Math.max(0, rag - 63 * 12), 0, rates);
      const sources = [
        regelaltersgrenzeSource(facts.birthYear),
        DE_SOURCES.langjaehrig,
        ...(facts.birthYear < 1964 ? [DE_SOURCES.langjaehrigTransition] : []),
      ];
      const parts: string[] = [];
      if (years !== undefined && years >= 45)
        parts.push(
          de
            ? `Jahrgang ${facts.birthYear} mit 45 Beitragsjahren: Sie können ab ${ageText(longInsured, language)} ohne Abschlag in Rente gehen (Altersrente für besonders langjährig Versicherte). Ihre Regelaltersgrenze wäre ${ageNominative(rag, language)}.`
            : `Born in ${facts.birthYear} with 45 years of contributions, you can retire without a reduction from ${ageText(longInsured, language)} (pension for especially long-insured people). Your Regelaltersgrenze would be ${ageText(rag, language)}.`,
        );
      else
        parts.push(
          de
            ? `Jahrgang ${facts.birthYear}: Ohne Abschlag gehen Sie mit Ihrer Regelaltersgrenze von ${ageText(rag, language)} in Rente.`
            : `Born in ${facts.birthYear}, you can retire without a reduction at your Regelaltersgrenze of ${ageText(rag, language)}.`,
        );
      if (years === undefined || years < 45)
        parts.push(
          de
            ? `Früher ohne Abschlag geht es nur mit 45 Beitragsjahren, dann ab ${ageText(longInsured, language)}${years !== undefined ? ` (mit ${years} Jahren erreichen Sie das nicht)` : ''}. Mit 35 Versicherungsjahren ist die Rente ab 63 möglich, dann mit ${percent(at63, language)} Abschlag.`
            : `Earlier without a reduction needs 45 years of contributions, then from ${ageText(longInsured, language)}${years !== undefined ? ` (${years} years are not enough for that)` : ''}. With 35 years of insurance you can start at 63, with a ${percent(at63, language)} reduction.`,
        );
      if (facts.birthMonth !== undefined) {
        // The day itself comes right after the age it is reached at.
        parts.splice(1, 0, regelaltersgrenzeDateLine(facts, rag, language, today));
        sources.push(DE_SOURCES.start);
      }
      return { kind: 'answer', intent, topic: 'gesetzliche-rente', sources, text: parts.join(' ') };
    }
    case 'us-full-retirement-age': {
      if (facts.birthYear === undefined)
        return ask(intent, 'birthYear', language, 'social-security');
      const fra = fullRetirementAgeMonths(facts.birthYear);
      const text = de
        ? `Für den Jahrgang ${facts.birthYear} liegt das volle Rentenalter der Social Security bei ${ageText(fra, language)}. Frühestens mit 62 gibt es eine gekürzte Leistung; jeder Monat Aufschub nach dem vollen Rentenalter bis 70 bringt 2/3 % mehr (8 % im Jahr).`
        : `For people born in ${facts.birthYear}, Social Security's full retirement age is ${ageText(fra, language)}. You can claim a reduced benefit from 62, and each month you wait after full retirement age, up to 70, adds 2/3 of 1% (8% a year).`;
      // "…and how much do I lose if I start at 62?": the second part is answered for that age,
      // and again when a follow-up asks the same in other terms ("what is that in dollars?").
      const age =
        input.own.askedAge ?? (input.previousIntent === intent ? facts.askedAge : undefined);
      let atAge = '';
      if (age !== undefined && age >= 62 && age <= 70 && age * 12 !== fra) {
        const rates = ssaRatesOn(todayIso);
        const factor = retirementFactor(
          Math.max(fra - age * 12, 0),
          Math.max(age * 12 - fra, 0),
          delayedCreditPerMonth(facts.birthYear, rates),
          rates,
        );
        const change = percent(
          ((factor - FACTOR_DENOMINATOR) / FACTOR_DENOMINATOR) * 100,
          language,
        );
        atAge =
          factor < FACTOR_DENOMINATOR
            ? de
              ? ` Mit ${age} sind es ${change} weniger als beim vollen Rentenalter, dauerhaft.`
              : ` Starting at ${age}, you get ${change} less than at full retirement age, for life.`
            : de
              ? ` Mit ${age} sind es ${change} mehr als beim vollen Rentenalter.`
              : ` Starting at ${age}, you get ${change} more than at full retirement age.`;
      }
      return {
        kind: 'answer',
        intent,
        topic: 'social-security',
        sources: [US_SOURCES.fra, US_SOURCES.earlyReduction, US_SOURCES.delayedCredits],
        text: `${text}${atAge}`,
      };
    }
    case 'us-spousal': {
      const forPartner =
        (PARTNER_CLAIMS.test(input.message) ||
          PARTNER_TURN.test(input.message) ||
          PARTNER_TURN.test(askedSentence(input.message).trim())) &&
        facts.pia !== undefined;
      if (forPartner) return partnerSpousal(input);
      const partner = facts.partnerBenefit;
      // "How much is that in dollars?" after the partner's share of the person's own amount.
      if (partner === undefined) return facts.pia !== undefined ? partnerSpousal(input) : null;
      // The year of birth decides the full retirement age; an age alone does so only when both
      // possible years of birth give the same one.
      // With neither, an age asked for a claim still to come tells it (see `assumedBirth`):
      // "and if I take it at 62?" in 2026 means born in 1964 or later, full retirement age 67.
      const assumed =
        facts.birthYear === undefined && facts.currentAge === undefined
          ? assumedBirth(facts, today)
          : null;
      const candidates =
        facts.birthYear !== undefined
          ? [facts.birthYear]
          : facts.currentAge !== undefined
            ? [today.year - facts.currentAge - 1, today.year - facts.currentAge]
            : assumed
              ? [assumed.year]
              : [];
      const fras = [...new Set(candidates.map(fullRetirementAgeMonths))];
      // "I just reached my full retirement age": the claim starts there, not at the earliest age,
      // and no year of birth is needed to know there is no reduction.
      const atFullAge = input.own.atFullAge === true;
      if (fras.length !== 1 && !(atFullAge && facts.pia !== undefined && facts.partnerIsPia))
        return ask(intent, 'birthYear', language, 'social-security');
      const fra = fras[0] ?? FULL_RETIREMENT_AGE_NOW_MONTHS;
      const rates = ssaRatesOn(todayIso);
      const partnerCents = Math.round(partner * 100);
      const atFra = scaleCents(partnerCents, rates.spousalShare, FACTOR_DENOMINATOR);
      const age = facts.askedAge ?? facts.currentAge;
      const startMonths = atFullAge
        ? fra
        : age === undefined
          ? CLAIM_AGE_MIN_MONTHS
          : Math.max(age * 12, CLAIM_AGE_MIN_MONTHS);
      const monthsEarly = Math.max(0, fra - startMonths);
      const early = scaleCents(atFra, spousalFactor(monthsEarly, rates), FACTOR_DENOMINATOR);
      const cut = percent(
        ((FACTOR_DENOMINATOR - spousalFactor(monthsEarly, rates)) / FACTOR_DENOMINATOR) * 100,
        language,
      );
      const usd = (cents: number): string => formatFigure(cents, 'usd-cents', language);
      const startAge = ageText(startMonths, language);
      // With the person's own full retirement amount told, the answer is what they would be paid:
      // their own benefit, and the spousal part only as far as half the partner's PIA exceeds it,
      // each reduced for starting early by its own rule (SSA: dual entitlement).
      const ownPia = facts.pia;
      if (ownPia !== undefined && facts.partnerIsPia) {
        const ownCents = Math.round(ownPia * 100);
        const excess = Math.max(0, atFra - ownCents);
        const ownPaid = scaleCents(
          ownCents,
          retirementFactor(monthsEarly, 0, 0, rates),
          FACTOR_DENOMINATOR,
        );
        const excessPaid = scaleCents(
          excess,
          spousalFactor(monthsEarly, rates),
          FACTOR_DENOMINATOR,
        );
        const when =
          monthsEarly > 0
            ? de
              ? ` Mit ${startAge}, ${monthsEarly} Monate vor Ihrem vollen Rentenalter von ${ageText(fra, language)}, wird beides dauerhaft gekürzt: Ihre eigene auf ${usd(ownPaid)}, die Aufstockung auf ${usd(excessPaid)}, zusammen etwa ${usd(ownPaid + excessPaid)} im Monat.`
              : ` At ${startAge}, ${monthsEarly} months before your full retirement age of ${ageText(fra, language)}, both are reduced for good: your own to ${usd(ownPaid)} and the top-up to ${usd(excessPaid)}, about ${usd(ownPaid + excessPaid)} a month in all.`
            : '';
        return {
          kind: 'answer',
          intent,
          topic: 'social-security',
          sources: [US_SOURCES.spousal, US_SOURCES.dualEntitlement],
          perMonth: {
            amount: (excess === 0 ? ownPaid : ownPaid + excessPaid) / 100,
            currency: 'USD',
          },
          text:
            excess === 0
              ? de
                ? `Die Hälfte der PIA Ihres Partners (${usd(partnerCents)}) sind ${usd(atFra)}; Ihre eigene volle Leistung von ${usd(ownCents)} ist höher, also bekommen Sie Ihre eigene und keine Ehepartnerleistung dazu.`
                : `Half of your partner's PIA of ${usd(partnerCents)} is ${usd(atFra)}; your own full benefit of ${usd(ownCents)} is larger, so you get your own and no spousal benefit on top.`
              : de
                ? `Sie bekommen nicht Ihre ${usd(ownCents)} plus die Hälfte, sondern Ihre eigene Leistung und eine Aufstockung bis zur Hälfte der PIA Ihres Partners: Die Hälfte von ${usd(partnerCents)} sind ${usd(atFra)}; Ihre eigenen ${usd(ownCents)} werden um ${usd(excess)} aufgestockt, zusammen ${usd(atFra)} im Monat zu Ihrem vollen Rentenalter.${when} Gezahlt wird die Aufstockung, sobald Ihr Partner seine eigene Leistung beantragt hat.`
                : `You do not get your ${usd(ownCents)} plus half: you get your own benefit, topped up to half of your partner's PIA. Half of ${usd(partnerCents)} is ${usd(atFra)}, so your own ${usd(ownCents)} is topped up by ${usd(excess)}, ${usd(atFra)} a month in all at your full retirement age.${when} The top-up is paid once your partner has filed for their own benefit.`,
        };
      }
      const whenEarly =
        monthsEarly > 0
          ? de
            ? ` Beginnt sie mit ${startAge}${age === undefined ? ' (frühestens)' : ''}, ${monthsEarly} Monate vor Ihrem vollen Rentenalter von ${ageText(fra, language)}, wird sie dauerhaft um ${cut} gekürzt, auf etwa ${usd(early)}.`
            : ` Starting it at ${startAge}${age === undefined ? ', the earliest' : ''}, ${monthsEarly} months before your full retirement age of ${ageText(fra, language)}, reduces it by ${cut} for good, to about ${usd(early)}.`
          : de
            ? ` Mit ${startAge} haben Sie Ihr volles Rentenalter (${ageText(fra, language)}) erreicht: Es gibt die vollen 50 %.`
            : ` At ${startAge} you have reached your full retirement age (${ageText(fra, language)}), so there is no reduction.`;
      // Told as the partner's PIA, half of it is the spousal amount; told as what the partner is
      // paid now, it may hold delayed credits or an early reduction, and the answer says so.
      const basis = facts.partnerIsPia
        ? de
          ? `Als Ehepartner bekommen Sie bis zur Hälfte der vollen Leistung Ihres Partners zu seinem vollen Rentenalter (PIA): Die Hälfte von ${usd(partnerCents)} sind ${usd(atFra)} im Monat.`
          : `As a spouse you can get up to half of your partner's full benefit at their full retirement age (the PIA): half of ${usd(partnerCents)} is ${usd(atFra)} a month.`
        : de
          ? `Als Ehepartner bekommen Sie bis zur Hälfte der vollen Leistung Ihres Partners zu seinem vollen Rentenalter (PIA), nicht die Hälfte dessen, was er heute ausgezahlt bekommt: Hat er nach dem vollen Rentenalter begonnen, enthalten die ${usd(partnerCents)} Zuschläge, die für Sie nicht zählen; hat er früh begonnen, ist seine PIA höher. Wären ${usd(partnerCents)} seine PIA, wäre die Hälfte ${usd(atFra)} im Monat.`
          : `As a spouse you can get up to half of your partner's full benefit at their full retirement age (the PIA), not half of what they are paid now: if they started after full retirement age, the ${usd(partnerCents)} includes delayed credits that do not count for you, and if they started early, their PIA is higher than what they get. If ${usd(partnerCents)} were the PIA, half would be ${usd(atFra)} a month.`;
      return {
        kind: 'answer',
        intent,
        topic: 'social-security',
        sources: [US_SOURCES.spousal, US_SOURCES.spousalPoms, US_SOURCES.dualEntitlement],
        perMonth: { amount: (monthsEarly > 0 ? early : atFra) / 100, currency: 'USD' },
        text: de
          ? `${basis}${whenEarly} Ist Ihre eigene Leistung höher, bekommen Sie Ihre eigene; ist sie niedriger, wird sie bis zu diesem Betrag aufgestockt. Gezahlt wird sie, sobald Ihr Partner seine eigene Leistung beantragt hat; die PIA steht in seinem Social Security Statement (ssa.gov/myaccount).`
          : `${basis}${whenEarly} If your own benefit is larger, you get your own; if it is smaller, the spousal part tops it up to that amount. It is paid once your partner has filed for their own benefit; the PIA is on their Social Security statement (ssa.gov/myaccount).`,
      };
    }
    case 'us-survivor': {
      const benefit = facts.partnerBenefit;
      if (benefit === undefined) return null;
      // The survivor's own full retirement age (two years later than the retirement one's table)
      // from the year of birth, or from the age when both possible years give the same.
      const candidates =
        facts.birthYear !== undefined
          ? [facts.birthYear]
          : facts.currentAge !== undefined
            ? [today.year - facts.currentAge - 1, today.year - facts.currentAge]
            : [];
      // "I'm at my full retirement age now" needs no year of birth: the full amount.
      const reached = candidates.length === 0 && facts.atFullAge === true;
      if (candidates.length === 0 && !reached)
        return ask(intent, 'birthYear', language, 'social-security');
      // From an age alone the later of the two possible ages, so the amount is never overstated.
      const fra = reached
        ? FULL_RETIREMENT_AGE_NOW_MONTHS
        : Math.max(...candidates.map(survivorFullRetirementAgeMonths));
      const rates = ssaRatesOn(todayIso);
      const baseCents = Math.round(benefit * 100);
      const survivor = {
        deceasedPiaCents: baseCents,
        deceasedFactor: FACTOR_DENOMINATOR,
        deceased: 'claimed' as const,
        survivorFraMonths: fra,
        rates,
        calendar: null,
      };
      const at = (months: number): number => {
        const share = survivorShare(survivor, months);
        return scaleCents(baseCents, share.numerator, share.denominator);
      };
      const age = facts.askedAge ?? facts.currentAge;
      const startMonths = reached ? fra : Math.max(age === undefined ? 60 * 12 : age * 12, 60 * 12);
      const early = Math.max(0, fra - startMonths);
      const usd = (cents: number): string => formatFigure(cents, 'usd-cents', language);
      const share = percent((at(startMonths) / baseCents) * 100, language);
      const fraText = ageText(fra, language);
      const now = reached
        ? de
          ? ` Sie haben Ihr volles Rentenalter erreicht: Es sind die vollen ${usd(baseCents)} im Monat.`
          : ` You have reached your full retirement age, so it is the full ${usd(baseCents)} a month.`
        : early > 0
          ? de
            ? ` Beginnt sie mit ${ageText(startMonths, language)}, ${early} Monate vor Ihrem vollen Rentenalter für Hinterbliebene (${fraText}), sind es etwa ${share}, rund ${usd(at(startMonths))} im Monat; mit ${fraText} wären es die vollen ${usd(baseCents)}.`
            : ` Starting at ${ageText(startMonths, language)}, ${early} months before your full retirement age for survivors (${fraText}), it is about ${share}, some ${usd(at(startMonths))} a month; at ${fraText} it would be the full ${usd(baseCents)}.`
          : de
            ? ` Sie haben Ihr volles Rentenalter für Hinterbliebene (${fraText}) erreicht: Es sind die vollen ${usd(baseCents)} im Monat.`
            : ` You have reached your full retirement age for survivors (${fraText}), so it is the full ${usd(baseCents)} a month.`;
      return {
        kind: 'answer',
        intent,
        topic: 'social-security',
        sources: [US_SOURCES.survivor, US_SOURCES.widowLimit],
        text: de
          ? `Als Witwe oder Witwer bekommen Sie bis zu 100 % dessen, was Ihr Partner zuletzt bekam; ab 60 gibt es die Leistung gekürzt (71,5 %).${now} Hatte er oder sie vorzeitig begonnen, kann die Leistung auf den höheren Betrag aus seiner gekürzten Leistung und 82,5 % seiner vollen Leistung begrenzt sein. Mit einer eigenen Rente zahlt die SSA den höheren der beiden Beträge, nicht beide; Sie können die Hinterbliebenenleistung zuerst nehmen und später zur eigenen wechseln (die bis 70 wächst), oder umgekehrt. Beantragt wird sie telefonisch bei der SSA (1-800-772-1213) oder im Büro, nicht online.`
          : `As a widow or widower you can get up to 100% of what your late spouse was paid; from 60 it is available reduced (71.5%).${now} If your spouse had claimed early, the benefit may be limited to the larger of their reduced benefit and 82.5% of their full benefit. With a benefit of your own, SSA pays the higher of the two, not both; you can take the survivor benefit first and switch to your own later (it grows until 70), or the other way round. You apply by phone with SSA (1-800-772-1213) or at an office, not online.`,
      };
    }
    case 'de-widow': {
      const deceased = facts.partnerBenefit;
      if (deceased === undefined) return null;
      // The large widow's pension, 55 % of the late spouse's pension (new law); the own income
      // counted net by the flat deductions of § 18b SGB IV, as the card says: a statutory pension
      // minus 14 %; 40 % of what is above the allowance is deducted (§ 97 SGB VI).
      const allowance = figureOn(WITWENRENTE_FREIBETRAG, todayIso);
      // Whole euros: the pension office's figure will differ by its own rounding and deductions.
      const eur = (cents: number): string =>
        formatFigure(Math.round(cents / 100) * 100, 'eur-cents', language);
      const story = input.story ?? input.message;
      const ownAge = Number(SURVIVOR_OWN_AGE.exec(story)?.[1]) || undefined;
      const limit = largeWidowAgeMonths(today.year);
      // Under the limit whatever the month of birth: a whole year of age below it.
      const small =
        SMALL_WIDOW.test(story) ||
        (ownAge !== undefined && (ownAge + 1) * 12 <= limit && childrenTold(story) === 0);
      const oldLaw = widowOldLaw(story, facts.birthYear);
      const share = oldLaw ? WIDOW_SHARE_OLD_LAW : WIDOW_SHARE;
      const baseCents = deceased * 100 * (small ? SMALL_WIDOW_SHARE : share);
      // The income told with words of work ("ich verdiene 2.200 € brutto") is earnings from work.
      const fromWork = FROM_WORK.test(input.message) && !OWN_PENSION_TOLD.test(input.message);
      const deduction = fromWork ? WAGE_FLAT_DEDUCTION : PENSION_FLAT_DEDUCTION;
      const netCents = (facts.incomeAmount ?? 0) * 100 * (1 - deduction);
      const counted = fromWork
        ? de
          ? `Ihr Arbeitsverdienst zählt netto als etwa ${eur(netCents)} (40 % pauschal abgezogen)`
          : `Your earnings from work count as about ${eur(netCents)} net (40% deducted at a flat rate)`
        : de
          ? `Ihre eigene Rente zählt netto als etwa ${eur(netCents)} (14 % pauschal abgezogen)`
          : `Your own pension counts as about ${eur(netCents)} net (14% deducted at a flat rate)`;
      const over = Math.max(0, netCents - allowance.value);
      const paidCents = Math.max(0, baseCents - over * INCOME_COUNTED);
      const asOf = formatFigureDate(allowance.validFrom, language);
      const allowanceText = formatFigure(allowance.value, 'eur-cents', language);
      const income =
        facts.incomeAmount === undefined
          ? de
            ? ` Ohne eigenes Einkommen wird nichts angerechnet; nennen Sie mir Ihre eigene Rente oder Ihren Verdienst, dann rechne ich es ein.`
            : ` With no income of your own nothing is deducted; tell me your own pension or earnings and I will count them.`
          : over === 0
            ? de
              ? ` ${counted} und bleibt unter dem Freibetrag von ${allowanceText} (Stand: ${asOf}): Es wird nichts angerechnet.`
              : ` ${counted}, below the allowance of ${allowanceText} (as of ${asOf}): nothing is deducted.`
            : de
              ? ` ${counted}; das sind ${eur(over)} über dem Freibetrag von ${allowanceText} (Stand: ${asOf}), davon werden 40 % angerechnet: ${eur(over * INCOME_COUNTED)} weniger, also etwa ${eur(paidCents)} im Monat.`
              : ` ${counted}, ${eur(over)} above the allowance of ${allowanceText} (as of ${asOf}); 40% of that is deducted: ${eur(over * INCOME_COUNTED)} less, about ${eur(paidCents)} a month.`;
      return {
        kind: 'answer',
        intent,
        topic: 'gesetzliche-rente',
        sources: [
          DE_WIDOW_SOURCES.witwenrente,
          ...(oldLaw ? [DE_WIDOW_SOURCES.altesRecht] : []),
          DE_WIDOW_SOURCES.anrechnung,
          DE_WIDOW_SOURCES.netto,
          { title: allowance.source.title, url: allowance.source.url },
        ],
        perMonth: { amount: Math.round(paidCents) / 100, currency: 'EUR', grossPension: true },
        text: small
          ? de
            ? `Die kleine Witwen- oder Witwerrente beträgt 25 % der Rente des Verstorbenen: bei ${eur(deceased * 100)} etwa ${eur(baseCents)} brutto im Monat, ${oldLaw ? 'ohne Befristung (altes Recht: Ehe vor 2002 geschlossen, einer von Ihnen vor dem 2. Januar 1962 geboren).' : 'für höchstens 24 Monate nach dem Tod (ohne Befristung nur, wenn die Ehe vor 2002 geschlossen wurde und einer von Ihnen vor dem 2. Januar 1962 geboren ist).'} Die große (${oldLaw ? '60' : '55'} %) gibt es ab ${ageText(limit, language)} (Todesfall ${today.year}), mit einem Kind unter 18 oder bei Erwerbsminderung.${income} In den ersten 3 Monaten nach dem Tod (Sterbevierteljahr) gibt es die volle Rente des Verstorbenen, ohne Anrechnung. Den Antrag stellen Sie bei der Deutschen Rentenversicherung (kostenlos: 0800 1000 4800) oder über das Versichertenamt Ihrer Gemeinde.`
            : `The small widow's or widower's pension is 25% of the late spouse's pension: with ${eur(deceased * 100)} about ${eur(baseCents)} gross a month, ${oldLaw ? 'without a time limit (old law: married before 2002, one of you born before 2 January 1962).' : 'for at most 24 months after the death (without a time limit only if you married before 2002 and one of you was born before 2 January 1962).'} The large one (${oldLaw ? '60' : '55'}%) is paid from ${ageText(limit, language)} (a death in ${today.year}), with a child under 18 or when you cannot work.${income} For the first 3 months after the death (Sterbevierteljahr) the late spouse's full pension is paid, with nothing deducted. You apply at the Deutsche Rentenversicherung (free: 0800 1000 4800) or through your town's Versichertenamt.`
          : de
            ? `${oldLaw ? 'Die große Witwen- oder Witwerrente beträgt für Sie 60 % der Rente des Verstorbenen (altes Recht: Ehe vor 2002 geschlossen, einer von Ihnen vor dem 2. Januar 1962 geboren)' : 'Die große Witwen- oder Witwerrente beträgt 55 % der Rente des Verstorbenen'}: bei ${eur(deceased * 100)} etwa ${eur(baseCents)} brutto im Monat${oldLaw ? '' : ' (60 %, wenn die Ehe vor 2002 geschlossen wurde und einer von Ihnen vor dem 2. Januar 1962 geboren ist)'}.${income} In den ersten 3 Monaten nach dem Tod (Sterbevierteljahr) gibt es die volle Rente des Verstorbenen, ohne Anrechnung. Arbeitslohn zählt mit 40 % Abzug statt 14 %. Den Antrag stellen Sie bei der Deutschen Rentenversicherung (kostenlos: 0800 1000 4800) oder über das Versichertenamt Ihrer Gemeinde.`
            : `${oldLaw ? "For you the large widow's or widower's pension is 60% of the late spouse's pension (old law: married before 2002, one of you born before 2 January 1962)" : "The large widow's or widower's pension is 55% of the late spouse's pension"}: with ${eur(deceased * 100)} about ${eur(baseCents)} gross a month${oldLaw ? '' : ' (60% if you married before 2002 and one of you was born before 2 January 1962)'}.${income} For the first 3 months after the death (Sterbevierteljahr) the late spouse's full pension is paid, with nothing deducted. Earnings from work count with 40% deducted instead of 14%. You apply at the Deutsche Rentenversicherung (free: 0800 1000 4800) or through your town's Versichertenamt.`,
      };
    }
    case 'retire-afford': {
      if (facts.savingsAmount === undefined) return null;
      if (facts.incomeAmount === undefined)
        return ask(intent, 'incomeAmount', language, 'budgeting');
      const currency = currencyOf(facts, system);
      const fromSavings = fourPercentMonthly(facts.savingsAmount);
      const total = fromSavings + facts.incomeAmount;
      const amount = (value: number): string => money(value, currency, language);
      const age = facts.askedAge ?? facts.currentAge;
      const medicareGap =
        system === 'US' && age !== undefined && age < 65
          ? de
            ? ' Bis Medicare mit 65 beginnt, brauchen Sie außerdem eine eigene Krankenversicherung (COBRA oder den Marketplace).'
            : ' Until Medicare starts at 65 you also need health insurance of your own (COBRA or the Marketplace), which your budget must cover.'
          : '';
      const need = facts.neededAmount;
      const verdict =
        need === undefined
          ? de
            ? ` Bleiben Ihre Ausgaben samt Steuern und Krankenversicherung darunter, kann es reichen; liegen sie darüber, helfen länger arbeiten, später beginnen oder weniger ausgeben.`
            : ` If what you spend, taxes and health insurance included, stays below that, it can work; if it is more, working longer, claiming later or spending less closes the gap.`
          : need <= total
            ? de
              ? ` Sie brauchen ${amount(need)}: Es bleiben etwa ${amount(total - need)} im Monat Spielraum.`
              : ` You need ${amount(need)}: that leaves about ${amount(total - need)} a month to spare.`
            : de
              ? ` Sie brauchen ${amount(need)}: Es fehlen etwa ${amount(need - total)} im Monat.`
              : ` You need ${amount(need)}: about ${amount(need - total)} a month is missing.`;
      return {
        kind: 'answer',
        intent,
        topic: 'budgeting',
        sources: [],
        text: de
          ? `Nach der 4-%-Faustregel geben ${amount(facts.savingsAmount)} Erspartes etwa ${amount(fromSavings)} im Monat her, für etwa 30 Jahre (jedes Jahr 4 % der Anfangssumme, mit der Inflation erhöht). Mit Ihren ${amount(facts.incomeAmount)} im Monat sind das zusammen etwa ${amount(total)} im Monat vor Steuern.${verdict}${medicareGap} Eine unabhängige Honorarberatung kann den Plan mit Ihnen prüfen.`
          : `By the 4% rule of thumb, ${amount(facts.savingsAmount)} in savings can pay about ${amount(fromSavings)} a month for about 30 years (4% of the starting amount each year, raised with inflation). With your ${amount(facts.incomeAmount)} a month that makes about ${amount(total)} a month before taxes.${verdict}${medicareGap} A fee-only adviser can check the plan with you.`,
      };
    }
    case 'savings-runway': {
      if (facts.savingsAmount === undefined)
        return ask(intent, 'savingsAmount', language, 'budgeting');
      if (facts.monthlyWithdrawal === undefined)
        return ask(intent, 'monthlyWithdrawal', language, 'budgeting');
      const currency = currencyOf(facts, system);
      const months = Math.floor(facts.savingsAmount / facts.monthlyWithdrawal);
      const span = de
        ? `${Math.floor(months / 12)} Jahre${months % 12 ? ` und ${months % 12} Monat${months % 12 === 1 ? '' : 'e'}` : ''}`
        : `${Math.floor(months / 12)} years${months % 12 ? ` and ${months % 12} month${months % 12 === 1 ? '' : 's'}` : ''}`;
      const saved = money(facts.savingsAmount, currency, language);
      const monthly = money(facts.monthlyWithdrawal, currency, language);
      const fourPercent = money(fourPercentMonthly(facts.savingsAmount), currency, language);
      // What the household spends beyond its income is what the savings pay.
      const fromSpending =
        facts.neededAmount !== undefined &&
        facts.incomeAmount !== undefined &&
        facts.neededAmount - facts.incomeAmount === facts.monthlyWithdrawal
          ? de
            ? ` (${money(facts.neededAmount, currency, language)} Ausgaben minus ${money(facts.incomeAmount, currency, language)} Einkommen)`
            : ` (${money(facts.neededAmount, currency, language)} spent minus ${money(facts.incomeAmount, currency, language)} income)`
          : '';
      return {
        kind: 'answer',
        intent,
        topic: 'budgeting',
        sources: [],
        text: de
          ? `${saved} reichen bei ${monthly} Entnahme im Monat${fromSpending} etwa ${span} (${months} Monate), wenn das Geld keine Zinsen bringt und die Preise gleich bleiben. Erträge verlängern das, Inflation und höhere Ausgaben im Alter verkürzen es. Zum Vergleich: Nach der 4-%-Faustregel, die etwa 30 Jahre reichen soll, wären es anfangs rund ${fourPercent} im Monat. Eine unabhängige Beratung kann mit Ihnen durchrechnen, was zu Ihnen passt.`
          : `${saved} with ${monthly} taken out each month${fromSpending} lasts about ${span} (${months} months), if the money earned nothing and prices stayed the same. Returns stretch it; inflation and rising costs in later life shorten it. For comparison, the 4% rule of thumb, meant to last about 30 years, would start at about ${fourPercent} a month. A fee-only adviser can run the numbers for your situation.`,
      };
    }
    case 'housing-share': {
      const share = housingShareOf(input.story ?? input.message, facts);
      if (!share) return null;
      const currency = share.rent.currency ?? currencyOf(facts, system);
      const percentOfIncome = Math.round((100 * share.rent.value) / share.income);
      const rent = money(share.rent.value, currency, language);
      const income = money(share.income, currency, language);
      const told = de
        ? `Ihre Miete von ${rent} sind ${percentOfIncome} % Ihres Einkommens von ${income} im Monat (${rent} ÷ ${income}).`
        : `Your rent of ${rent} is ${percentOfIncome}% of your income of ${income} a month (${rent} ÷ ${income}).`;
      const european = system === 'DE' || currency === 'EUR';
      const measure = european
        ? percentOfIncome > EU_OVERBURDEN
          ? de
            ? ` Das ist mehr als die ${EU_OVERBURDEN} %, ab denen ein Haushalt in der EU-Statistik als durch Wohnkosten überlastet gilt: Es ist zu viel: Prüfen Sie zuerst Wohngeld, einen Zuschuss zur Miete (Wohngeldstelle Ihrer Gemeinde); reicht das Einkommen auch damit nicht, hilft das Sozialamt mit der Grundsicherung im Alter.`
            : ` That is more than the ${EU_OVERBURDEN}% above which EU statistics count a household as overburdened by housing costs: it is too much: check Wohngeld first, a rent subsidy (the Wohngeld office of your town); if the income is still too small, the Sozialamt tops it up with Grundsicherung im Alter.`
          : de
            ? ` Das liegt unter den ${EU_OVERBURDEN} %, ab denen ein Haushalt in der EU-Statistik als durch Wohnkosten überlastet gilt.`
            : ` That is below the ${EU_OVERBURDEN}% above which EU statistics count a household as overburdened by housing costs.`
        : percentOfIncome > HUD_SEVERE_BURDEN
          ? de
            ? ` Das ist sehr viel: In den USA gelten mehr als ${HUD_COST_BURDEN} % des Einkommens fürs Wohnen als Belastung und mehr als ${HUD_SEVERE_BURDEN} % als schwere Belastung (HUD). Welche Hilfen es bei Ihnen gibt, wissen die Nummer 211 und die örtliche Area Agency on Aging (Eldercare Locator 1-800-677-1116).`
            : ` That is too high: in the US, housing that takes more than ${HUD_COST_BURDEN}% of income counts as a cost burden, and more than ${HUD_SEVERE_BURDEN}% as a severe one (HUD). To find help with rent where you live, call 211 or your local Area Agency on Aging (Eldercare Locator, 1-800-677-1116).`
          : percentOfIncome > HUD_COST_BURDEN
            ? de
              ? ` Das ist mehr als die ${HUD_COST_BURDEN} %, ab denen Wohnkosten in den USA als Belastung gelten (HUD).`
              : ` That is more than the ${HUD_COST_BURDEN}% above which housing counts as a cost burden in the US (HUD).`
            : de
              ? ` Das liegt innerhalb der ${HUD_COST_BURDEN} %, die in den USA als tragbar gelten (HUD).`
              : ` That is within the ${HUD_COST_BURDEN}% the US counts as affordable (HUD).`;
      return {
        kind: 'answer',
        intent,
        topic: 'budgeting',
        sources: european
          ? [HOUSING_SOURCES.eurostat, HOUSING_SOURCES.wohngeld]
          : [HOUSING_SOURCES.hud, HOUSING_SOURCES.eldercare],
        text: `${told}${measure}`,
      };
    }
    case 'income-gap': {
      if (facts.incomeAmount === undefined)
        return ask(
          intent,
          'incomeAmount',
          language,
          facts.currency === 'USD' ? 'budgeting' : 'rentenluecke',
        );
      if (facts.neededAmount === undefined)
        return ask(
          intent,
          'neededAmount',
          language,
          facts.currency === 'USD' ? 'budgeting' : 'rentenluecke',
        );
      const currency = currencyOf(facts, system);
      const german = system === 'DE' || currency === 'EUR';
      // A German pension told before contributions is compared net: what reaches the account.
      const net = german ? pensionNetOf(input, facts.incomeAmount, todayIso) : null;
      const income = net?.amount ?? facts.incomeAmount;
      const gapCents = rentenlueckeCents(
        Math.round(facts.neededAmount * 100),
        Math.round(income * 100),
      );
      const gap = gapCents / 100;
      // What savings would fill the gap for about 30 years by the 4% rule: 25 times a year's gap.
      const toFill = money(gap * 12 * 25, currency, language);
      const fourPercentFill = de
        ? ` Aus Ersparnissen gefüllt bräuchten Sie dafür nach der 4-%-Faustregel (etwa 30 Jahre) rund ${toFill}, das 25-Fache der Jahreslücke.`
        : ` Filling it from savings for about 30 years by the 4% rule of thumb takes about ${toFill}, 25 times the yearly gap.`;
      const computed =
        gapCents === 0
          ? de
            ? `Mit ${money(income, currency, language)} im Monat decken Sie die ${money(facts.neededAmount, currency, language)}, die Sie brauchen: Es bleibt keine Lücke.`
            : `With ${money(income, currency, language)} a month you cover the ${money(facts.neededAmount, currency, language)} you need: there is no gap.`
          : de
            ? `Ihre Lücke beträgt ${money(gap, currency, language)} im Monat (${money(facts.neededAmount, currency, language)} Bedarf minus ${money(income, currency, language)} Einkommen), also ${money(gap * 12, currency, language)} im Jahr.${fourPercentFill}${german && !net ? ' Ist Ihre Rente ein Bruttobetrag, ist die Lücke netto größer: Kranken- und Pflegeversicherung und gegebenenfalls Steuern gehen noch ab.' : ''} Schließen lässt sie sich zum Beispiel mit betrieblicher oder privater Vorsorge, Ersparnissen, einem Hinzuverdienst oder geringeren Ausgaben.`
            : `Your gap is ${money(gap, currency, language)} a month (${money(facts.neededAmount, currency, language)} needed minus ${money(income, currency, language)} income), or ${money(gap * 12, currency, language)} a year.${fourPercentFill}${german && !net ? ' If the pension is a gross amount, the gap is larger after health and care insurance and any tax.' : german ? '' : ' Taxes on the income can make it larger.'} Savings, a workplace plan, part-time work, a later claim or lower spending can close it.`;
      const text = net ? `${net.line} ${computed}` : computed;
      return {
        kind: 'answer',
        intent,
        topic: german ? 'rentenluecke' : 'budgeting',
        sources: german ? [DE_SOURCES.formula, ...(net?.sources ?? [])] : [],
        text,
        perMonth: { amount: gap, currency },
      };
    }
  }
}
