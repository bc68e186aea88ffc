import type { Language } from '@ageless/contracts';
import { PV_BEITRAGSSATZ, PV_KINDERLOSENZUSCHLAG } from '../../figures/de-health.figures.js';
import {
  BESTEUERUNGSANTEIL,
  GRUNDFREIBETRAG,
  RENTENWERT,
  ZUSCHLAG_PER_MONTH,
} from '../../figures/de-pension.figures.js';
import { type FigureOn, figureOn, formatFigureDate } from '../../figures/figure.js';
import {
  AKTIVRENTE_FREIBETRAG,
  REGELBEDARF_STUFE_1,
  REGELBEDARF_STUFE_2,
  WITWENRENTE_FREIBETRAG,
} from '../../figures/guide-de-social.figures.js';
import {
  ENTLASTUNGSBETRAG,
  KV_VERSORGUNGSBEZUEGE_FREIBETRAG,
  PFLEGEGELD_BY_GRADE,
} from '../../figures/guide-de.figures.js';
import {
  CATCH_UP_50,
  CATCH_UP_60_63,
  ELECTIVE_DEFERRAL,
  IRA_CATCH_UP,
  IRA_LIMIT,
  RMD_AGE,
  SS_COLA,
} from '../../figures/guide-us.figures.js';
import { IRMAA_TABLES, PART_D_BASE_PREMIUM } from '../../figures/us-medicare-irmaa.figures.js';
import { PART_B_DEDUCTIBLE, SSI_COUPLE, SSI_INDIVIDUAL } from '../../figures/guide-us.figures.js';
import { PART_B_STANDARD_PREMIUM } from '../../figures/us-medicare.figures.js';
import { UNIFORM_LIFETIME_TABLE } from '../../figures/us-rmd.figures.js';
import {
  EARNINGS_TEST_EXEMPT,
  EARNINGS_TEST_EXEMPT_FRA_YEAR,
  EARNINGS_TEST_WITHHOLDING,
  EARNINGS_TEST_WITHHOLDING_FRA_YEAR,
} from '../../figures/us-social-security.figures.js';
import {
  type CalendarDate,
  contributionRatesOn,
  fullRetirementAgeMonths,
  netPension,
} from '../../pension/index.js';
import { formatFigure } from './compose.js';
import type { PlanSource } from './planner.js';
import { normalise, type ReadAmount, readAmountList, rentTold } from './understanding/amounts.js';
import { BEREAVED, durationTold, type Facts } from './understanding/facts.js';
import { asksNothing } from './understanding/told-first.js';
import {
  askedSentence,
  monthShareLine,
  periodBase,
  periodLine,
  resultAsked,
  type StoredResult,
} from './understanding/follow-up.js';
import {
  agesTold,
  childrenTold,
  gradesTold,
  peopleTold,
  percentTold,
  periodAsked,
} from './understanding/slots.js';

// A card's rule applied to the person's own numbers (issue 24, items 3 and 4). The card model
// decides what the question is about; when the card is one whose rule is arithmetic (a required
// minimum distribution, the earnings test, a contribution limit by age, a care grade's allowance, a
// net pension) and the person told the numbers it needs, the answer starts with their result,
// worked out with the dated figures and saying which numbers it used, and the card's general text
// follows. Without the numbers nothing is added: the card alone answers, as before.

export interface WorkedInput {
  /** The message, then the person's earlier messages of this conversation, newest first. */
  messages: readonly string[];
  facts: Facts;
  language: Language;
  today: CalendarDate;
  /**
   * The gross pension the answer before came to, for a follow-up that asks what is left of it
   * ("und netto?" after 40 Entgeltpunkte were worked out): read before the earlier messages.
   */
  priorGross?: number;
}

export interface Worked {
  text: string;
  sources: PlanSource[];
  /**
   * The monthly amount the answer comes to, so a question for a year or months gets the sum;
   * `grossPension` when it is a German statutory pension before contributions.
   */
  perMonth?: StoredResult;
  /** A year's amount (a required minimum distribution), so "per month?" gets its share. */
  perYear?: { amount: number; currency: 'EUR' | 'USD' };
}

type Example = (input: WorkedInput, day: string) => Worked | null;

// The person's earlier messages read for a number the latest one does not give.
const EARLIER_READ = 2;

const usd = (dollars: number, language: Language): string =>
  formatFigure(Math.round(dollars * 100), 'usd-cents', language);
const eur = (euros: number, language: Language): string =>
  formatFigure(Math.round(euros * 100), 'eur-cents', language);
const pct = (value: number, language: Language): string =>
  formatFigure(Math.round(value * 100) / 100, 'percent', language);
const cents = (figure: FigureOn): number => figure.value / 100;
const sourcesOf = (...figures: FigureOn[]): PlanSource[] =>
  figures.map(({ source }) => ({ title: source.title, url: source.url }));
const asOf = (figures: FigureOn[], language: Language): string => {
  const newest = figures.reduce((a, b) => (b.validFrom > a.validFrom ? b : a)).validFrom;
  const date = formatFigureDate(newest, language);
  return language === 'de' ? `(Stand der Zahlen: ${date}.)` : `(Figures as of ${date}.)`;
};

/** The amounts of the first message (newest first) that tells any that pass the filter. */
function amountsIn(
  input: WorkedInput,
  keep: (amount: ReadAmount) => boolean = () => true,
): ReadAmount[] {
  for (const message of input.messages.slice(0, EARLIER_READ + 1)) {
    const amounts = readAmountList(message).filter(keep);
    if (amounts.length > 0) return amounts;
  }
  return [];
}

/** The first non-empty reading of the messages, newest first. */
function firstTold<T>(input: WorkedInput, read: (message: string) => T | undefined): T | undefined {
  for (const message of input.messages.slice(0, EARLIER_READ + 1)) {
    const value = read(message);
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) return value;
  }
  return undefined;
}

/** The ages of the people asked about: told ones, or the age from the year of birth. */
function agesOf(input: WorkedInput): number[] {
  const told = firstTold(input, agesTold);
  if (told) return told;
  if (input.facts.currentAge !== undefined) return [input.facts.currentAge];
  if (input.facts.birthYear !== undefined) return [input.today.year - input.facts.birthYear];
  return [];
}

const largest = (amounts: ReadAmount[]): ReadAmount | undefined =>
  amounts.reduce<ReadAmount | undefined>((a, b) => (a && a.value >= b.value ? a : b), undefined);

// ------------------------------------------------------------------------------------------ US

// The day an RMD's balance is read on: the last of the year before ("$382,500 on December 31",
// "Stand 31.12."). Told beside other months' balances ("$401,000 in October"), it is the one.
const YEAR_END = String.raw`(?:december 31(?:st)?|dec\.? 31(?:st)?|31(?:st)? (?:of )?december|31\.? ?dezember|31\.12\.?|year[- ]end|end of (?:the |last )?year|jahresende|ende des (?:letzten )?jahres)(?:,? (?:19|20)\d\d)?`;
const AMOUNT_AT_YEAR_END = new RegExp(
  // A number only where no digit stands before it, so a long run of digits is read once (linear).
  String.raw`(?<![\d.,])(\d{1,3}(?:[.,]\d{3})+|\d+)(?:k\b)?[^.;()\d]{0,25}?\b(?:on|am|at|as of|zum|per|by)\s+${YEAR_END}|${YEAR_END}[^.;()\d]{0,25}?(?<![\d.,])(\d{1,3}(?:[.,]\d{3})+|\d+)`,
  'iu',
);

/** The balance a message ties to the last day of the year, if it names one. */
function yearEndBalance(messages: readonly string[]): number | undefined {
  for (const message of messages) {
    const match = AMOUNT_AT_YEAR_END.exec(message);
    const digits = match?.[1] ?? match?.[2];
    if (digits) return Number(normalise(digits));
  }
  return undefined;
}

const requiredMinimum: Example = (input, day) => {
  const balances = amountsIn(input, (amount) => amount.value >= 1000 && !amount.monthly);
  const yearEnd = yearEndBalance(input.messages);
  const balance = balances.find((amount) => amount.value === yearEnd) ?? largest(balances);
  // An age the newest message tells that the year of birth told before does not give is another
  // person's, or a correction ("and my husband is 75 with $200,000 in his?"): it counts instead.
  const ownAge = agesTold(input.messages[0] ?? '')[0];
  const toldBorn = input.facts.birthYear;
  const born =
    toldBorn !== undefined &&
    (ownAge === undefined || Math.abs(input.today.year - toldBorn - ownAge) <= 1)
      ? toldBorn
      : undefined;
  // The table is read at the age reached in the distribution year: with the year of birth, that
  // age, not one told in passing ("since I turned 73", born 1952: 74 in 2026).
  const age = born !== undefined ? input.today.year - born : (ownAge ?? agesOf(input)[0]);
  const en = input.language === 'en';
  const start = figureOn(RMD_AGE, day);
  // SECURE 2.0: 73 for people born 1951 to 1959, 75 from 1960.
  const startAge = born !== undefined && born >= 1960 ? 75 : start.value;
  const table = UNIFORM_LIFETIME_TABLE;
  const source = [{ title: table.source.title, url: table.source.url }, ...sourcesOf(start)];
  // A year of birth alone ("my sister was born in 1960, same age for her?"): the year they start.
  if (!balance && born !== undefined && born >= 1951)
    return {
      text: en
        ? `Born in ${born}: the first required minimum distribution is for the year of turning ${startAge}, ${born + startAge}; it can wait until April 1, ${born + startAge + 1}.`
        : `Jahrgang ${born}: Die erste Pflichtentnahme gilt für das Jahr, in dem ${startAge} erreicht wird, also ${born + startAge}; sie kann bis zum 1. April ${born + startAge + 1} warten.`,
      sources: sourcesOf(start),
    };
  if (!balance || age === undefined) return null;
  if (age < startAge)
    return {
      text: en
        ? `At ${age} this year you have no required minimum distribution yet: the first one is for the year you turn ${startAge}.`
        : `Mit ${age} Jahren in diesem Jahr ist noch keine Pflichtentnahme fällig: Die erste gilt für das Jahr, in dem Sie ${startAge} werden.`,
      sources: source,
    };
  const divisor = table.divisors.get(Math.min(age, 100));
  if (divisor === undefined) return null;
  const amount = balance.value / divisor;
  const since = formatFigureDate(table.validFrom, input.language);
  const divisorText = formatFigure(divisor, 'years', input.language);
  return {
    text: en
      ? `With ${usd(balance.value, 'en')} in the account on December 31 of last year and age ${age} in ${input.today.year}, your required minimum distribution for ${input.today.year} is ${usd(balance.value, 'en')} ÷ ${divisorText} = about ${usd(amount, 'en')} (IRS Uniform Lifetime Table, in force since ${since}; if your spouse is the sole beneficiary and more than 10 years younger, the smaller Joint Life table amount applies).`
      : `Mit ${usd(balance.value, 'de')} auf dem Konto am 31. Dezember des Vorjahres und ${age} Jahren im Jahr ${input.today.year} beträgt Ihre Pflichtentnahme für ${input.today.year} ${usd(balance.value, 'de')} ÷ ${divisorText} = etwa ${usd(amount, 'de')} (Uniform Lifetime Table der IRS, gültig seit ${since}).`,
    sources: source,
    perYear: { amount, currency: 'USD' },
  };
};

/**
 * The year and month in which the person asked about reaches full retirement age: as told ("she
 * hits her FRA this November"), else from the month and year of birth, else the year from the year
 * of birth alone (month unknown).
 */
function fullRetirementAgeReached(
  facts: Facts,
  today: CalendarDate,
): { year: number; month?: number } | undefined {
  if (facts.fraMonth !== undefined)
    return { year: facts.fraYear ?? today.year, month: facts.fraMonth };
  const born = facts.birthYear;
  if (born === undefined) return undefined;
  const fraMonths = fullRetirementAgeMonths(born);
  if (facts.birthMonth === undefined) return { year: born + Math.floor(fraMonths / 12) };
  const reached = born * 12 + facts.birthMonth - 1 + fraMonths;
  return { year: Math.floor(reached / 12), month: (reached % 12) + 1 };
}

/** The newest message's earnings: a year's amount, or failing that the largest sum not a month's. */
function earningsTold(message: string): ReadAmount | undefined {
  const amounts = readAmountList(message);
  return (
    amounts.find((amount) => amount.yearly && amount.value >= 1000) ??
    largest(amounts.filter((amount) => !amount.monthly && amount.value >= 5000))
  );
}

// "I get $1,900 a month from Social Security and a $20,000 a year pension. Is that taxed?": the
// combined income of IRS Publication 915 (other income plus half the benefits) against the base
// amounts of 26 U.S.C. § 86, fixed in the law since 1994 and never indexed.
const TAX_BASES = {
  single: { first: 25_000, second: 34_000 },
  joint: { first: 32_000, second: 44_000 },
} as const;
const TAX_BASES_SOURCE: PlanSource = {
  title:
    'IRS Publication 915: Social Security benefits taxable above a combined income of $25,000/$34,000 (single) or $32,000/$44,000 (joint), 26 U.S.C. § 86',
  url: 'https://www.irs.gov/publications/p915',
};
const BENEFIT_NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?`;
// The amount told as Social Security: "$1,900 a month from Social Security", "Social Security of
// $2,100", "my SS is $1,640".
const BENEFIT_TOLD = [
  new RegExp(
    String.raw`\$ ?${BENEFIT_NUMBER}(?: (?:a|per|each) (month|year)| monthly| yearly)?(?: (?:\p{L}+ ){0,2}?(?:from|in|of|on))? (?:social security|ss\b)`,
    'iu',
  ),
  new RegExp(
    String.raw`\b(?:social security|ss)\b[^.$\d]{0,30}?\$ ?${BENEFIT_NUMBER}(?: (?:a|per|each) (month|year)| monthly| yearly)?`,
    'iu',
  ),
];
const TAXED_ASKED = /\b(?:tax\w*|irs)\b/iu;

const benefitsTaxed: Example = (input) => {
  const messages = input.messages.slice(0, EARLIER_READ + 1);
  if (!TAXED_ASKED.test(messages[0] ?? '')) return null;
  const story = messages.slice().reverse().join(' ');
  const told = BENEFIT_TOLD.map((pattern) => pattern.exec(story)).find((match) => match !== null);
  if (!told) return null;
  const value = Number(told[1]!.replace(/,/gu, ''));
  const yearly = /year/iu.test(told[2] ?? '') || value >= 10_000 ? value : value * 12;
  // Income beside the benefits: a pension, wages, what is taken from an IRA a year. Savings told
  // without a year are no income.
  const others = readAmountList(story).filter(
    (amount) =>
      amount.value !== value &&
      (amount.yearly ||
        ((amount.role === 'income' || amount.role === 'withdrawal') && amount.value < 100_000)),
  );
  if (others.length === 0) return null;
  const other = others.reduce(
    (sum, amount) => sum + (amount.yearly || !amount.monthly ? amount.value : amount.value * 12),
    0,
  );
  // A couple asking together is taken to file jointly, as for IRMAA; the answer says which it used.
  const joint = JOINT_RETURN.test(story) || peopleTold(story) === 2;
  const bases = TAX_BASES[joint ? 'joint' : 'single'];
  const half = yearly / 2;
  const combined = other + half;
  const taxable =
    combined <= bases.first
      ? 0
      : combined <= bases.second
        ? Math.min(half, (combined - bases.first) / 2)
        : Math.min(
            yearly * 0.85,
            (combined - bases.second) * 0.85 + Math.min(half, (bases.second - bases.first) / 2),
          );
  const de = input.language === 'de';
  const money = (dollars: number) => usd(Math.round(dollars), input.language);
  const status = de
    ? joint
      ? 'Bei gemeinsamer Veranlagung'
      : 'Allein veranlagt'
    : joint
      ? 'Filing jointly'
      : 'Filing single';
  const band =
    combined <= bases.first
      ? de
        ? `unter ${money(bases.first)}: Ihre Social Security ist bundessteuerfrei.`
        : `below ${money(bases.first)}: none of your Social Security is subject to federal income tax.`
      : combined <= bases.second
        ? de
          ? `zwischen ${money(bases.first)} und ${money(bases.second)}: bis zu 50 % der Leistungen sind steuerpflichtig, hier ${money(taxable)} im Jahr.`
          : `between ${money(bases.first)} and ${money(bases.second)}: up to 50% of the benefits is taxable, here ${money(taxable)} a year.`
        : de
          ? `über ${money(bases.second)}: bis zu 85 % der Leistungen sind steuerpflichtig, hier ${money(taxable)} im Jahr.`
          : `above ${money(bases.second)}: up to 85% of the benefits is taxable, here ${money(taxable)} a year.`;
  return {
    text: de
      ? `Ihr kombiniertes Einkommen: ${money(other)} sonstiges Einkommen + die Hälfte von ${money(yearly)} Social Security im Jahr (${money(half)}) = ${money(combined)}. ${status} liegt das ${band} Steuerfreie Zinsen zählen mit; die Steuer selbst hängt vom übrigen Einkommen und den Abzügen ab.`
      : `Your combined income: ${money(other)} other income + half of your ${money(yearly)} a year in Social Security (${money(half)}) = ${money(combined)}. ${status}, that is ${band} Tax-exempt interest counts too; the tax itself depends on the rest of your income and deductions.`,
    sources: [TAX_BASES_SOURCE],
  };
};

const earningsTest: Example = (input, day) => {
  const en = input.language === 'en';
  const reaches = fullRetirementAgeReached(input.facts, input.today);
  const age = agesOf(input)[0];
  if (reaches !== undefined && input.today.year > reaches.year) return null;
  if (reaches === undefined && age !== undefined && age * 12 >= fullRetirementAgeMonths(1960))
    return {
      text: en
        ? `At ${age} you have reached full retirement age, so nothing is withheld, however much you earn.`
        : `Mit ${age} Jahren haben Sie das volle Rentenalter erreicht: Es wird nichts einbehalten, egal wie viel Sie verdienen.`,
      sources: [],
    };
  const inFraYear = reaches?.year === input.today.year;
  // The newest message telling earnings is the one asked about ("and my sister, she has earned
  // $77,160"); its benefit, if any, is that person's.
  const index = input.messages
    .slice(0, EARLIER_READ + 1)
    .findIndex((message) => earningsTold(message) !== undefined);
  let earnings = index >= 0 ? earningsTold(input.messages[index]!) : undefined;
  let monthsWorked: number | undefined;
  // In the year full retirement age is reached only the months before it count: pay told by the
  // month ("I make $7,500 a month") is counted for those months.
  if (!earnings && inFraYear && reaches?.month !== undefined) {
    const pay = amountsIn(input, (amount) => amount.monthly && amount.earned)[0];
    if (pay) {
      monthsWorked = reaches.month - 1;
      earnings = { ...pay, value: pay.value * monthsWorked, monthly: false, yearly: true };
    }
  }
  if (!earnings) return null;
  const exempt = figureOn(inFraYear ? EARNINGS_TEST_EXEMPT_FRA_YEAR : EARNINGS_TEST_EXEMPT, day);
  const rate = figureOn(
    inFraYear ? EARNINGS_TEST_WITHHOLDING_FRA_YEAR : EARNINGS_TEST_WITHHOLDING,
    day,
  );
  const over = earnings.value - cents(exempt);
  const figures = [exempt, rate];
  const earnedText =
    monthsWorked !== undefined
      ? en
        ? `Before the month you reach full retirement age you earn ${monthsWorked} × ${usd(earnings.value / monthsWorked, 'en')} = ${usd(earnings.value, 'en')}`
        : `Vor dem Monat, in dem Sie das volle Rentenalter erreichen, verdienen Sie ${monthsWorked} × ${usd(earnings.value / monthsWorked, 'de')} = ${usd(earnings.value, 'de')}`
      : en
        ? `You earn ${usd(earnings.value, 'en')}`
        : `Sie verdienen ${usd(earnings.value, 'de')}`;
  if (over <= 0)
    return {
      text: en
        ? `${earnedText}, below the ${usd(cents(exempt), 'en')} limit${inFraYear ? ' for the year you reach full retirement age' : ''}, so nothing is withheld. ${asOf(figures, 'en')}`
        : `${earnedText}, unter der Grenze von ${usd(cents(exempt), 'de')}${inFraYear ? ' im Jahr, in dem Sie das volle Rentenalter erreichen' : ''}: Es wird nichts einbehalten. ${asOf(figures, 'de')}`,
      sources: sourcesOf(...figures),
    };
  const withheld = Math.round((over * rate.value) / 100);
  const per = inFraYear ? 3 : 2;
  const benefit = (index >= 0 ? readAmountList(input.messages[index]!) : amountsIn(input)).find(
    (amount) => amount.monthly && !amount.earned && amount.value < 10_000,
  );
  const months = benefit ? Math.ceil(withheld / benefit.value) : null;
  const monthsText =
    benefit && months !== null
      ? en
        ? ` With ${usd(benefit.value, 'en')} a month, that is about ${months} monthly payment${months === 1 ? '' : 's'} held back, usually at the start of the year.`
        : ` Bei ${usd(benefit.value, 'de')} im Monat sind das etwa ${months} Monatszahlung${months === 1 ? '' : 'en'}, meist zu Jahresbeginn.`
      : '';
  const fraYearText = inFraYear
    ? en
      ? ` (counting only earnings before the month full retirement age is reached; from that month on there is no limit)`
      : ` (gezählt wird nur der Verdienst vor dem Monat, in dem das volle Rentenalter erreicht wird; ab diesem Monat gibt es keine Grenze)`
    : '';
  return {
    text: en
      ? `${earnedText}, which is ${usd(over, 'en')} above the ${usd(cents(exempt), 'en')} limit${inFraYear ? ' for the year you reach full retirement age' : ''}${fraYearText}: $1 of every $${per} above it is withheld, ${usd(withheld, 'en')} this year.${monthsText} It is not lost: your benefit is raised at full retirement age. ${asOf(figures, 'en')}`
      : `${earnedText}, das sind ${usd(over, 'de')} über der Grenze von ${usd(cents(exempt), 'de')}${inFraYear ? ' im Jahr, in dem Sie das volle Rentenalter erreichen' : ''}${fraYearText}: Von je ${per} $ darüber wird 1 $ einbehalten, ${usd(withheld, 'de')} in diesem Jahr.${monthsText} Verloren ist es nicht: Die Leistung wird ab dem vollen Rentenalter erhöht. ${asOf(figures, 'de')}`,
    sources: sourcesOf(...figures),
  };
};

const fourPercent: Example = (input) => {
  const savings = largest(
    amountsIn(input, (amount) => amount.value >= 10_000 && !amount.monthly && !amount.yearly),
  );
  if (!savings) return null;
  const yearly = savings.value * 0.04;
  const currency = savings.currency ?? (input.language === 'de' ? 'EUR' : 'USD');
  const format = (value: number) =>
    currency === 'EUR' ? eur(value, input.language) : usd(value, input.language);
  // A pension or benefit told beside the savings ("My Social Security will be about $1,900 a month")
  // is what the withdrawal adds to: the two together are what the person lives on.
  const income = [input.facts.incomeAmount, input.facts.pia].find(
    (value) => value !== undefined && value > 0 && value < savings.value / 12,
  );
  const together =
    income === undefined
      ? ''
      : input.language === 'en'
        ? ` With your income of ${format(income)} a month (${format(income * 12)} a year), that makes about ${format(yearly + income * 12)} a year, ${format(yearly / 12 + income)} a month, before taxes.`
        : ` Mit Ihren ${format(income)} im Monat (${format(income * 12)} im Jahr) sind das zusammen etwa ${format(yearly + income * 12)} im Jahr, ${format(yearly / 12 + income)} im Monat, vor Steuern.`;
  return {
    text:
      input.language === 'en'
        ? `4% of ${format(savings.value)} is ${format(yearly)} in the first year, about ${format(yearly / 12)} a month, then raised with inflation each year.${together}`
        : `4 % von ${format(savings.value)} sind ${format(yearly)} im ersten Jahr, etwa ${format(yearly / 12)} im Monat, danach jedes Jahr um die Inflation erhöht.${together}`,
    sources: [],
  };
};

const ALREADY_PAID =
  /\b(?:so far|already|to date|year to date|ytd|put in|contributed|bisher|schon|bereits)\b/iu;

const contributionLimit =
  (plan: '401k' | 'ira'): Example =>
  (input, day) => {
    const ages = agesOf(input).filter((age) => age >= 18 && age < 100);
    if (ages.length === 0) return null;
    const en = input.language === 'en';
    const base = figureOn(plan === '401k' ? ELECTIVE_DEFERRAL : IRA_LIMIT, day);
    const catchUp = figureOn(plan === '401k' ? CATCH_UP_50 : IRA_CATCH_UP, day);
    const superCatchUp = figureOn(CATCH_UP_60_63, day);
    const used = new Set<FigureOn>([base]);
    const lines = ages.map((age) => {
      const extra =
        age < 50 ? null : plan === '401k' && age >= 60 && age <= 63 ? superCatchUp : catchUp;
      if (extra) used.add(extra);
      const total = cents(base) + (extra ? cents(extra) : 0);
      const sum = extra
        ? `${usd(cents(base), input.language)} + ${usd(cents(extra), input.language)} ${en ? 'catch-up' : 'Nachholbeitrag'} = ${usd(total, input.language)}`
        : usd(total, input.language);
      return en ? `at ${age}: ${sum}` : `mit ${age}: ${sum}`;
    });
    const what = plan === '401k' ? '401(k)' : 'IRA';
    const figures = [...used];
    // "I've put $14,000 in so far": what is left of one person's limit this year.
    const age = ages.length === 1 ? ages[0]! : undefined;
    const extra =
      age === undefined || age < 50
        ? null
        : plan === '401k' && age >= 60 && age <= 63
          ? superCatchUp
          : catchUp;
    const limit = cents(base) + (extra ? cents(extra) : 0);
    const paidIn = ALREADY_PAID.test(input.messages[0] ?? '')
      ? amountsIn(input, (amount) => amount.value >= 100 && amount.value < limit)[0]
      : undefined;
    const left = paidIn
      ? en
        ? ` With ${usd(paidIn.value, 'en')} already put in, you can add up to ${usd(limit - paidIn.value, 'en')} more this year.`
        : ` Mit ${usd(paidIn.value, 'de')} schon eingezahlt können Sie dieses Jahr noch bis zu ${usd(limit - paidIn.value, 'de')} einzahlen.`
      : '';
    return {
      text: en
        ? `The most you can put into a ${what} for ${input.today.year}, by the age reached this year, ${lines.join('; ')}.${left} ${plan === 'ira' ? 'Not more than you earned, though. ' : ''}${asOf(figures, 'en')}`
        : `Höchstbetrag für ein ${what} im Jahr ${input.today.year}, nach dem Alter in diesem Jahr, ${lines.join('; ')}.${left} ${plan === 'ira' ? 'Höchstens aber so viel, wie Sie verdient haben. ' : ''}${asOf(figures, 'de')}`,
      sources: sourcesOf(...figures),
      // One person's limit is a year's amount: "what would that be per month?" gets its share.
      ...(age !== undefined ? { perYear: { amount: limit, currency: 'USD' as const } } : {}),
    };
  };

const partBForTheYear: Example = (input, day) => {
  const message = input.messages[0] ?? '';
  // "$20,000 a year pension" told, nothing asked, asks no premium for the year.
  if (asksNothing(message)) return null;
  const people = peopleTold(input.messages.slice(0, EARLIER_READ + 1).join(' '));
  const yearAsked = /\b(?:year|yearly|annual\w*|jahr\w*|jährlich)\b/iu.test(askedSentence(message));
  if (people === 1 && !yearAsked) return null;
  const premium = figureOn(PART_B_STANDARD_PREMIUM, day);
  const monthly = cents(premium) * people;
  const en = input.language === 'en';
  const whom =
    people === 2 ? (en ? 'for the two of you' : 'für Sie beide') : en ? 'for you' : 'für Sie';
  return {
    text: en
      ? `At the standard premium of ${usd(cents(premium), 'en')} a month each, Part B costs ${usd(monthly, 'en')} a month ${whom}, ${usd(monthly * 12, 'en')} for the year (more only if your income two years ago was above the IRMAA limit). ${asOf([premium], 'en')}`
      : `Beim Standardbeitrag von ${usd(cents(premium), 'de')} im Monat je Person kostet Part B ${whom} ${usd(monthly, 'de')} im Monat, ${usd(monthly * 12, 'de')} im Jahr (mehr nur bei einem Einkommen über der IRMAA-Grenze vor zwei Jahren). ${asOf([premium], 'de')}`,
    sources: sourcesOf(premium),
  };
};

// "Had the deductible already", "Selbstbehalt schon bezahlt": this year's deductible is met.
const DEDUCTIBLE_MET =
  /\b(?:already (?:met|paid|reached|hit)|met (?:my|the|our) (?:part b )?deductible|deductible (?:is |was )?(?:already )?(?:met|paid|done)|selbstbehalt\b[^.?!]{0,30}?\b(?:schon|bereits) (?:bezahlt|erreicht|erfüllt))/iu;

// What Original Medicare leaves to the person of a Part B bill: the yearly deductible first, then
// 20 % of the Medicare-approved amount (Medicare.gov, "Medicare costs").
// A bill for care, not an income: only then is an amount the approved amount of a service.
const CARE_BILL =
  /\b(?:approved|bill(?:ed)?|statement|charg\w*|invoice|visit|surgery|procedure|outpatient|doctor|treatment|scan|rechnung|anerkannt\w*|behandlung|arzt\w*|operation|ambulant\w*)\b/iu;

const partBCostShare: Example = (input, day) => {
  const told = input.messages
    .slice(0, EARLIER_READ + 1)
    .find((message) => readAmountList(message).length > 0);
  if (!told || !CARE_BILL.test(told) || INCOME_WORDS.test(told)) return null;
  const approved = largest(
    readAmountList(told).filter((amount) => amount.value >= 20 && !amount.monthly),
  );
  if (!approved || approved.value > 1_000_000) return null;
  const deductible = figureOn(PART_B_DEDUCTIBLE, day);
  const met = input.messages.slice(0, EARLIER_READ + 1).some((m) => DEDUCTIBLE_MET.test(m));
  const first = met ? 0 : Math.min(approved.value, cents(deductible));
  const rest = approved.value - first;
  const share = Math.round(rest * 20) / 100;
  const owed = first + share;
  const en = input.language === 'en';
  const money = (value: number) => usd(value, input.language);
  const text = met
    ? en
      ? `With this year's deductible already met, you pay 20% of the Medicare-approved amount of ${money(approved.value)}: ${money(owed)}. ${asOf([deductible], 'en')}`
      : `Ist der Selbstbehalt dieses Jahres schon erreicht, zahlen Sie 20 % des von Medicare anerkannten Betrags von ${money(approved.value)}: ${money(owed)}. ${asOf([deductible], 'de')}`
    : en
      ? `Of a Medicare-approved amount of ${money(approved.value)}, you pay the Part B deductible of ${money(first)} first (if none of it was met this year), then 20% of the remaining ${money(rest)} = ${money(share)}: ${money(owed)} in all, unless a Medigap policy or other coverage pays part of it. ${asOf([deductible], 'en')}`
      : `Von einem von Medicare anerkannten Betrag von ${money(approved.value)} zahlen Sie zuerst den Part-B-Selbstbehalt von ${money(first)} (wenn davon in diesem Jahr noch nichts erreicht war), dann 20 % der restlichen ${money(rest)} = ${money(share)}: zusammen ${money(owed)}, wenn keine Medigap-Police oder andere Versicherung einen Teil trägt. ${asOf([deductible], 'de')}`;
  return { text, sources: sourcesOf(deductible) };
};

// The Part D penalty: 1 % of the national base beneficiary premium per month uncovered, rounded to
// the nearest 10 cents (Medicare.gov), added every month for as long as one has Part D.
const PART_D_PENALTY_SOURCE: PlanSource = {
  title:
    'Medicare.gov: Part D late enrollment penalty (1% of the national base beneficiary premium for each full month without creditable coverage, rounded to the nearest $.10)',
  url: 'https://www.medicare.gov/drug-coverage-part-d/costs-for-medicare-drug-coverage/part-d-late-enrollment-penalty',
};

const partDPenalty: Example = (input, day) => {
  const months = input.facts.monthsLate;
  if (months === undefined || months < 1) return null;
  const base = [...PART_D_BASE_PREMIUM.rows].reverse().find((row) => row.validFrom <= day);
  const en = input.language === 'en';
  const rule = en
    ? `${months} months without creditable drug coverage make a penalty of ${months}% of the national base beneficiary premium (1% per month), added to your Part D premium each month for as long as you have Part D.`
    : `${months} Monate ohne gleichwertigen Medikamentenschutz ergeben einen Zuschlag von ${months} % der nationalen Basisprämie (1 % je Monat), der jeden Monat zur Part-D-Prämie kommt, solange Sie Part D haben.`;
  if (!base) return { text: rule, sources: [PART_D_PENALTY_SOURCE] };
  const penalty = Math.round((base.value * months) / 100 / 10) / 10;
  const date = formatFigureDate(base.validFrom, input.language);
  return {
    text: en
      ? `${rule} With the base premium of ${usd(base.value / 100, 'en')} (as of ${date}) that is about ${usd(penalty, 'en')} a month; the base premium is set again each year, so the penalty changes with it.`
      : `${rule} Bei der Basisprämie von ${usd(base.value / 100, 'de')} (Stand: ${date}) sind das etwa ${usd(penalty, 'de')} im Monat; die Basisprämie wird jedes Jahr neu festgesetzt, der Zuschlag ändert sich mit ihr.`,
    sources: [PART_D_PENALTY_SOURCE, { title: base.source.title, url: base.source.url }],
    perMonth: { amount: penalty, currency: 'USD' },
  };
};

// IRMAA: the Part B premium and the Part D addition by the income of two years before. A joint
// return is read from the words for it; otherwise the individual return's brackets apply, and the
// answer says which it used.
const JOINT_RETURN =
  /\b(?:joint\w*|married filing jointly|mfj|gemeinsam veranlagt|zusammen veranlagt|zusammenveranlag\w*)\b/iu;
const INCOME_WORDS = /\b(?:magi|agi|income|einkommen|irmaa|earn\w*|verdien\w*)\b/iu;

const irmaa: Example = (input, day) => {
  const told = input.messages.slice(0, EARLIER_READ + 1).join(' ');
  if (!INCOME_WORDS.test(told)) return null;
  const income = largest(amountsIn(input, (amount) => amount.value >= 20_000 && !amount.monthly));
  if (!income) return null;
  const year = Number(day.slice(0, 4));
  const table = IRMAA_TABLES.find((candidate) => candidate.year === year);
  if (!table) return null;
  // A couple asking together is taken to file jointly, as most married couples do; the answer says so.
  const people = peopleTold(told);
  const joint = JOINT_RETURN.test(told) || people === 2;
  const bracket = [...table.brackets]
    .reverse()
    .find((row) => income.value > (joint ? row.jointAbove : row.singleAbove))!;
  const standard = table.brackets[0]!;
  const en = input.language === 'en';
  const partB = usd(bracket.partBCents / 100, input.language);
  const extra = usd((bracket.partBCents - standard.partBCents) / 100, input.language);
  const partD = usd(bracket.partDCents / 100, input.language);
  const magi = usd(income.value, input.language);
  const ret = joint
    ? en
      ? 'a joint return'
      : 'gemeinsamer Steuererklärung'
    : en
      ? 'an individual return'
      : 'Einzelveranlagung';
  const date = formatFigureDate(table.validFrom, input.language);
  const text =
    bracket === standard
      ? en
        ? `With a ${table.incomeYear} MAGI of ${magi} on ${ret} you pay no IRMAA: the standard Part B premium of ${partB} a month in ${table.year}${joint ? ' each' : ''}. (Figures as of ${date}.)`
        : `Mit einem MAGI von ${magi} (${table.incomeYear}) bei ${ret} zahlen Sie kein IRMAA: den Standardbeitrag für Part B von ${partB} im Monat in ${table.year}${joint ? ', jeder von Ihnen' : ''}. (Stand der Zahlen: ${date}.)`
      : en
        ? `With a ${table.incomeYear} MAGI of ${magi} on ${ret}, the Part B premium in ${table.year} is ${partB} a month${joint ? ' for each of you' : ''} (the standard premium plus an IRMAA of ${extra}), and ${partD} a month is added to ${joint ? 'each Part D premium' : 'your Part D premium'}. If your income has dropped since, because of retirement or another life-changing event, you can ask Social Security to use the newer year (form SSA-44). (Figures as of ${date}.)`
        : `Mit einem MAGI von ${magi} (${table.incomeYear}) bei ${ret} beträgt der Part-B-Beitrag in ${table.year} ${partB} im Monat${joint ? ' je Person' : ''} (Standardbeitrag plus IRMAA von ${extra}); zur Part-D-Prämie kommen ${partD} im Monat dazu. Ist Ihr Einkommen seitdem gesunken, etwa durch den Ruhestand, können Sie bei Social Security die Berechnung nach dem neueren Jahr beantragen (Formular SSA-44). (Stand der Zahlen: ${date}.)`;
  const both = usd((bracket.partBCents * 2) / 100, input.language);
  const forTwo =
    people === 2
      ? en
        ? ` For the two of you Part B comes to ${both} a month.`
        : ` Für Sie beide sind das ${both} im Monat für Part B.`
      : '';
  return {
    text: `${text}${forTwo}`,
    sources: [
      { title: table.source.title, url: table.source.url },
      { title: table.partDSource.title, url: table.partDSource.url },
    ],
    perMonth: { amount: (bracket.partBCents * (people === 2 ? 2 : 1)) / 100, currency: 'USD' },
  };
};

/** The Part B premium: by income where one is told, else the standard premium for the household. */
// "After the raise and the new Part B premium, what lands in the bank?" asks for the raise first.
// "My Social Security is $2,150 a month. What's left after they take out Part B?": the benefit
// told, less the standard premium, as after a benefit worked out (`leftOfResult`).
const benefitLessPartB: Example = (input, day) => {
  const benefit = input.facts.incomeAmount ?? input.facts.pia;
  if (benefit === undefined || input.facts.currency === 'EUR') return null;
  if (resultAsked(input.messages[0] ?? '')?.net !== true) return null;
  const text = leftOfResult({ amount: benefit, currency: 'USD' }, input);
  const premium = figureOn(PART_B_STANDARD_PREMIUM, day);
  return text
    ? {
        text,
        sources: sourcesOf(premium),
        perMonth: { amount: Math.max(0, benefit - cents(premium)), currency: 'USD' },
      }
    : null;
};

const partBPremium: Example = (input, day) =>
  (RAISE_WORDS.test(input.messages[0] ?? '') ? costOfLiving(input, day) : null) ??
  benefitLessPartB(input, day) ??
  irmaa(input, day) ??
  partBForTheYear(input, day);

// A couple asked about ("for a married couple", "my wife and I"): SSI's couple amount.
const COUPLE_ASKED =
  /\b(?:couples?|married|my (?:wife|husband) and (?:i|me)|(?:i|me) and my (?:wife|husband)|both of us|the two of us|ehepaar|ehepaare|mein mann und ich|meine frau und ich|wir beide|uns beide)\b/iu;

/**
 * SSI: the federal maximum less countable income, which is the income above the first $20 a
 * month (the general income exclusion); a state supplement may come on top.
 */
const ssiPayment: Example = (input, day) => {
  // The income told as income, whoever's it is ("her Social Security is just $420"): a rent told
  // before it is no income.
  const told = input.messages
    .flatMap((message) => readAmountList(message))
    .find((amount) => amount.role === 'income' && !amount.yearly && amount.currency !== 'EUR');
  const income = told?.value ?? input.facts.incomeAmount;
  if (income === undefined || input.facts.currency === 'EUR') return null;
  const couple = COUPLE_ASKED.test(input.messages.join(' '));
  const maximum = figureOn(couple ? SSI_COUPLE : SSI_INDIVIDUAL, day);
  const countable = Math.max(0, income - 20);
  const paid = Math.max(0, cents(maximum) - countable);
  const language = input.language;
  const de = language === 'de';
  const who = couple ? (de ? ' für ein Ehepaar' : ' for a couple') : '';
  const text =
    paid > 0
      ? de
        ? `Von ${usd(income, 'de')} Einkommen im Monat zählen ${usd(countable, 'de')} (die ersten 20 $ bleiben frei): Die Bundes-SSI-Zahlung${who} ist etwa ${usd(cents(maximum), 'de')} − ${usd(countable, 'de')} = ${usd(paid, 'de')} im Monat, vor einem Zuschlag des Bundesstaats. ${asOf([maximum], 'de')}`
        : `Of ${usd(income, 'en')} a month of income, ${usd(countable, 'en')} counts (the first $20 is left out): the federal SSI payment${who} is about ${usd(cents(maximum), 'en')} − ${usd(countable, 'en')} = ${usd(paid, 'en')} a month, before any state supplement. ${asOf([maximum], 'en')}`
      : de
        ? `Mit ${usd(income, 'de')} Einkommen im Monat liegen Sie über dem Bundeshöchstbetrag von ${usd(cents(maximum), 'de')}: Bundes-SSI gibt es dann nicht, ein Zuschlag des Bundesstaats oder Medicaid kann trotzdem möglich sein. ${asOf([maximum], 'de')}`
        : `With ${usd(income, 'en')} a month of income you are above the federal maximum of ${usd(cents(maximum), 'en')}: there is no federal SSI then, though a state supplement or Medicaid may still be possible. ${asOf([maximum], 'en')}`;
  return {
    text,
    sources: sourcesOf(maximum),
    perMonth: { amount: paid, currency: 'USD' },
  };
};

// ------------------------------------------------------------------------------------------ DE

const pointsWorth: Example = (input, day) => {
  const { pointsPerYear, yearsMore } = input.facts;
  if (pointsPerYear !== undefined && yearsMore !== undefined) return pointsEarned(input, day);
  const points = input.facts.entgeltpunkte;
  if (points === undefined) return null;
  const value = figureOn(RENTENWERT, day);
  const gross = Math.round(points * value.value) / 100;
  const de = input.language === 'de';
  const pointsText = formatFigure(points, 'years', input.language);
  return {
    text: de
      ? `${pointsText} Entgeltpunkte × ${eur(cents(value), 'de')} (aktueller Rentenwert) = ${eur(gross, 'de')} Monatsrente brutto, wenn sie zur Regelaltersgrenze beginnt; davor 0,3 % weniger je Monat, danach 0,5 % mehr, und davon gehen noch Kranken- und Pflegeversicherung ab. ${asOf([value], 'de')}`
      : `${pointsText} Entgeltpunkte × ${eur(cents(value), 'en')} (the current Rentenwert) = ${eur(gross, 'en')} a month gross, if the pension starts at the Regelaltersgrenze; 0.3% less per month before it, 0.5% more per month after, and health and care insurance come off it. ${asOf([value], 'en')}`,
    sources: sourcesOf(value),
    perMonth: { amount: gross, currency: 'EUR', grossPension: true },
  };
};

/** Further years of work at so many points a year: what they add to the monthly pension. */
const pointsEarned: Example = (input, day) => {
  const perYear = input.facts.pointsPerYear!;
  const years = input.facts.yearsMore!;
  const value = figureOn(RENTENWERT, day);
  const points = Math.round(perYear * years * 10_000) / 10_000;
  const more = Math.round(points * value.value) / 100;
  const de = input.language === 'de';
  const language = input.language;
  const pointsText = (n: number) => formatFigure(n, 'years', language);
  return {
    text: de
      ? `${years} Jahre × ${pointsText(perYear)} Entgeltpunkte = ${pointsText(points)} Entgeltpunkte; × ${eur(cents(value), 'de')} (aktueller Rentenwert) sind das ${eur(more, 'de')} mehr Monatsrente brutto, mit dem heutigen Rentenwert gerechnet und ohne Zuschlag für einen späteren Rentenbeginn. ${asOf([value], 'de')}`
      : `${years} years × ${pointsText(perYear)} Entgeltpunkte = ${pointsText(points)} Entgeltpunkte; × ${eur(cents(value), 'en')} (the current Rentenwert) that is ${eur(more, 'en')} more pension a month, gross, at today's Rentenwert and without any increase for starting later. ${asOf([value], 'en')}`,
    sources: sourcesOf(value),
    perMonth: { amount: more, currency: 'EUR' },
  };
};

/** The gross monthly pension told: an income-like amount under 10,000. */
const pensionSized = (amount: ReadAmount): boolean =>
  amount.value >= 100 && amount.value < 10_000 && !amount.yearly;
// The amount this message tells, else the gross pension the answer before came to, else one an
// earlier message told.
const grossPension = (input: WorkedInput): { value: number } | undefined =>
  readAmountList(input.messages[0] ?? '').filter(pensionSized)[0] ??
  (input.priorGross !== undefined ? { value: input.priorGross } : undefined) ??
  amountsIn(input, pensionSized)[0];

const netOfContributions: Example = (input, day) => {
  const gross = grossPension(input);
  if (!gross) return null;
  const zusatzbeitrag = firstTold(input, percentTold);
  const children = firstTold(input, childrenTold);
  const rates = contributionRatesOn(day, {
    children: children ?? 1,
    childrenUnder25: 0,
    ...(zusatzbeitrag !== undefined && zusatzbeitrag < 10 ? { zusatzbeitrag } : {}),
  });
  const net = netPension(Math.round(gross.value * 100), rates);
  const de = input.language === 'de';
  const money = (value: number) => eur(value / 100, input.language);
  const zb = pct(net.zusatzbeitragPercent, input.language);
  const family =
    children === undefined
      ? de
        ? ' (mit Kindern gerechnet; Kinderlose zahlen 0,6 Prozentpunkte mehr Pflegebeitrag)'
        : ' (counted as a parent; people without children pay 0.6 points more care insurance)'
      : children === 0
        ? de
          ? ' (kinderlos)'
          : ' (without children)'
        : '';
  const care = figureOn(PV_BEITRAGSSATZ, day);
  const figures = [...rates.figures, care, figureOn(PV_KINDERLOSENZUSCHLAG, day)];
  return {
    text: de
      ? `Von ${money(gross.value * 100)} Rente brutto gehen ${pct(net.healthPercent, 'de')} Krankenversicherung ab (die Hälfte von allgemeinem Beitrag und Zusatzbeitrag ${zb}${net.zusatzbeitragIsAverage ? ', dem Durchschnitt' : ''}) = ${money(net.healthCents)}, und ${pct(net.carePercent, 'de')} Pflegeversicherung${family} = ${money(net.careCents)}, zusammen ${money(net.healthCents + net.careCents)} im Monat. Es bleiben ${money(net.monthlyNetCents)} vor Steuern. ${asOf(figures, 'de')}`
      : `From a gross pension of ${money(gross.value * 100)}, health insurance takes ${pct(net.healthPercent, 'en')} (half of the general rate and of the additional rate ${zb}${net.zusatzbeitragIsAverage ? ', the average' : ''}) = ${money(net.healthCents)}, and care insurance ${pct(net.carePercent, 'en')}${family} = ${money(net.careCents)}, ${money(net.healthCents + net.careCents)} a month together. That leaves ${money(net.monthlyNetCents)} before tax. ${asOf(figures, 'en')}`,
    sources: sourcesOf(...rates.figures),
    perMonth: { amount: net.monthlyNetCents / 100, currency: 'EUR' },
  };
};

// The year a pension began or begins, as told: "seit diesem Jahr", "gehe dieses Jahr in Rente",
// "Rentenbeginn 2019", "seit 2021 in Rente", "ab nächstem Jahr".
const START_THIS_YEAR =
  /\b(?:seit|ab) (?:diesem|dem) jahr\b|\bdieses jahr\b|\bin diesem jahr\b|\bthis year\b|\bheuer\b/iu;
const START_NEXT_YEAR = /\b(?:nächste[ns]? jahr|kommende[ns]? jahr|next year)\b/iu;
const START_LAST_YEAR =
  /\b(?:letzte[ns]? jahr|vorige[ns]? jahr|vergangene[ns]? jahr|last year)\b/iu;
const START_YEAR =
  /\b(?:seit|ab|since|from|rentenbeginn|rente(?:nbeginn)? (?:ab|seit|im jahr)|in rente (?:seit|ab)|retired in|began in|started in)\s+(?:dem jahr |anfang |mitte |ende )?(20[0-5]\d)\b/iu;
const PENSION_START_WORDS = /\b(?:rente|renten\p{L}*|pension\w*|ruhestand|retire\w*)\b/iu;
// "Seit Februar bin ich in Rente", "ab Oktober", "since March": a month without its year.
const START_MONTH =
  /\b(seit|ab|since|from|in)\s+(januar|jänner|februar|märz|maerz|april|mai|juni|juli|august|september|oktober|november|dezember|january|february|march|may|june|july|october|december)\b(?!\s*\d)/iu;
const MONTH_NUMBER: Readonly<Record<string, number>> = Object.fromEntries(
  [
    ['januar', 'jänner', 'january'],
    ['februar', 'february'],
    ['märz', 'maerz', 'march'],
    ['april'],
    ['mai', 'may'],
    ['juni', 'june'],
    ['juli', 'july'],
    ['august'],
    ['september'],
    ['oktober', 'october'],
    ['november'],
    ['dezember', 'december'],
  ].flatMap((names, index) => names.map((name) => [name, index + 1])),
);

/** The year of a month told without one: the last such month for "seit", the next for "ab". */
function yearOfMonth(message: string, today: CalendarDate): number | undefined {
  const match = START_MONTH.exec(message);
  const month = match ? MONTH_NUMBER[match[2]!.toLowerCase()] : undefined;
  if (!match || month === undefined) return undefined;
  const ahead = /^(?:ab|from)$/iu.test(match[1]!);
  if (ahead) return month >= today.month ? today.year : today.year + 1;
  return month <= today.month ? today.year : today.year - 1;
}

/** The year the pension told began or begins, when a message says it. */
function pensionStartYear(message: string, today: CalendarDate): number | undefined {
  if (!PENSION_START_WORDS.test(message)) return undefined;
  const year = Number(START_YEAR.exec(message)?.[1]);
  if (year >= 2005) return year;
  if (START_NEXT_YEAR.test(message)) return today.year + 1;
  if (START_LAST_YEAR.test(message)) return today.year - 1;
  if (START_THIS_YEAR.test(message)) return today.year;
  return yearOfMonth(message, today);
}

// "Muss ich darauf Steuern zahlen?", "Wie viel davon ist steuerpflichtig?" with a gross pension and
// the year it began: the Besteuerungsanteil of that year (§ 22 EStG), the taxable part of a year's
// pension, and, for one with no other income, how it stands to the Grundfreibetrag once the health
// and care contributions (deductible as Vorsorgeaufwendungen) are taken off.
const taxedPension: Example = (input, day) => {
  const gross = grossPension(input);
  const start = firstTold(input, (message) => pensionStartYear(message, input.today));
  if (!gross || start === undefined) return null;
  const share = figureOn(BESTEUERUNGSANTEIL, `${start}-01-01`);
  const allowance = figureOn(GRUNDFREIBETRAG, day);
  const yearly = gross.value * 12;
  const taxable = Math.round(yearly * share.value) / 100;
  const rates = contributionRatesOn(day, { children: 1, childrenUnder25: 0 });
  const net = netPension(Math.round(gross.value * 100), rates);
  const contributions = ((net.healthCents + net.careCents) * 12) / 100;
  const left = Math.max(0, taxable - contributions);
  const de = input.language === 'de';
  const money = (value: number) => eur(value, input.language);
  const below = left <= cents(allowance);
  const verdict = de
    ? below
      ? `Ohne weitere Einkünfte bleibt das nach Abzug der Kranken- und Pflegeversicherungsbeiträge (etwa ${money(contributions)} im Jahr) mit rund ${money(left)} unter dem Grundfreibetrag von ${money(cents(allowance))}: Einkommensteuer fällt dann voraussichtlich nicht an.`
      : `Ohne weitere Einkünfte sind das nach Abzug der Kranken- und Pflegeversicherungsbeiträge (etwa ${money(contributions)} im Jahr) rund ${money(left)}, mehr als der Grundfreibetrag von ${money(cents(allowance))}: Es kann Einkommensteuer anfallen, und eine Steuererklärung ist meist Pflicht.`
    : below
      ? `With no other income, after the health and care contributions (about ${money(contributions)} a year) that leaves about ${money(left)}, below the basic allowance (Grundfreibetrag) of ${money(cents(allowance))}: no income tax is then likely.`
      : `With no other income, after the health and care contributions (about ${money(contributions)} a year) that is about ${money(left)}, more than the basic allowance (Grundfreibetrag) of ${money(cents(allowance))}: income tax may be due, and a tax return is usually required.`;
  return {
    text: de
      ? `Rentenbeginn ${start}: Besteuerungsanteil ${pct(share.value, 'de')}, für die ganze Rentenzeit. Von ${money(yearly)} Rente im Jahr (12 × ${money(gross.value)}) sind ${money(taxable)} steuerpflichtig; ${money(yearly - taxable)} bleiben als Rentenfreibetrag steuerfrei (als fester Betrag ab dem Jahr nach dem ersten vollen Rentenjahr, spätere Erhöhungen sind voll steuerpflichtig). ${verdict} ${asOf([share, allowance], 'de')}`
      : `Pension starting in ${start}: taxable share (Besteuerungsanteil) ${pct(share.value, 'en')}, for the whole time it is paid. Of ${money(yearly)} pension a year (12 × ${money(gross.value)}), ${money(taxable)} is taxable; ${money(yearly - taxable)} stays tax-free as the pension allowance (a fixed amount from the year after the first full year; later increases are taxed in full). ${verdict} ${asOf([share, allowance], 'en')}`,
    sources: sourcesOf(share, allowance, ...rates.figures),
    perYear: { amount: taxable, currency: 'EUR' },
  };
};

// "Ich arbeite noch 18 Monate weiter und nehme die Rente erst danach", "ein Jahr länger": the
// pension at the Regelaltersgrenze told, raised by the Zuschlag for each month started later.
const LATER_START =
  /\b(?:weiter\p{L}*|länger|später|danach|aufschieb\p{L}*|aufgeschoben|hinausschieb\p{L}*|warte\p{L}*|later|longer|wait\w*|delay\w*|postpon\w*|keep working)\b/iu;
// The amount told must be the one at the Regelaltersgrenze: a span after an early age asked ("what
// if I wait one more year?" after "mit 63") moves that age, with no Zuschlag.
const AT_REGULAR_AGE =
  /\b(?:regelalters\p{L}*|reguläre[nr]? (?:alters)?rente|normale[nr]? (?:alters)?rente|volle[nr]? rente|full retirement|normal retirement)\b/iu;
const laterStart: Example = (input, day) => {
  const message = input.messages[0] ?? '';
  const early = input.facts.askedAge !== undefined && input.facts.askedAge < 67;
  if (early || !input.messages.slice(0, EARLIER_READ + 1).some((m) => AT_REGULAR_AGE.test(m)))
    return null;
  const gross = grossPension(input);
  const months =
    input.facts.monthsShift ?? (LATER_START.test(message) ? durationTold(message) : undefined);
  if (!gross || months === undefined || months <= 0 || months > 120) return null;
  const rate = figureOn(ZUSCHLAG_PER_MONTH, day);
  const percent = Math.round(months * rate.value * 10) / 10;
  const raised = Math.round(gross.value * (100 + percent)) / 100;
  const de = input.language === 'de';
  const money = (value: number) => eur(value, input.language);
  return {
    text: de
      ? `${months} Monate nach der Regelaltersgrenze begonnen: ${months} × ${pct(rate.value, 'de')} = ${pct(percent, 'de')} Zuschlag, dauerhaft. Aus ${money(gross.value)} werden so ${money(raised)} im Monat brutto (${money(raised - gross.value)} mehr); Beiträge aus der Arbeit in dieser Zeit bringen zusätzlich Entgeltpunkte. ${asOf([rate], 'de')}`
      : `Started ${months} months after the Regelaltersgrenze: ${months} × ${pct(rate.value, 'en')} = ${pct(percent, 'en')} more, for good. ${money(gross.value)} becomes ${money(raised)} a month gross (${money(raised - gross.value)} more); contributions from work in that time add Entgeltpunkte on top. ${asOf([rate], 'en')}`,
    sources: sourcesOf(rate),
    perMonth: { amount: raised, currency: 'EUR', grossPension: true, change: raised - gross.value },
  };
};

// Two grades of two people asked about together ("Pflegegrad 3 und Pflegegrad 2, zusammen?").
const TOGETHER =
  /\b(?:zusammen|beide[n]?|insgesamt|jeweils|both|together|combined|in total|altogether)\b/iu;
// A grade changed, or the question asks what a change brings ("auf Pflegegrad 3 hochgestuft. Wie
// viel mehr ist das?").
const GRADE_CHANGED =
  /\b(?:hoch|höher|herauf|rauf) ?gestuft\b|\bupgraded\b|\bmoved up\b|\b(?:wie ?viel|how much) (?:mehr|more)\b|\bunterschied\b|\bdifference\b/iu;

/**
 * The grades the answer is about: the newest message's, with the grade told before it when that
 * message asks what a change to its one grade brings.
 */
function gradesAsked(input: WorkedInput): { grades: number[]; together: boolean } | null {
  const read = input.messages.slice(0, EARLIER_READ + 1).map(gradesTold);
  const newest = read.findIndex((grades) => grades.length > 0);
  if (newest < 0) return null;
  const message = input.messages[newest]!;
  const grades = read[newest]!;
  if (grades.length >= 2) return { grades, together: TOGETHER.test(message) };
  const question = input.messages[0]!;
  const before = read
    .slice(newest + 1)
    .find((told) => told.length > 0)
    ?.at(-1);
  if (
    before !== undefined &&
    before !== grades[0] &&
    GRADE_CHANGED.test(question) &&
    !TOGETHER.test(question)
  )
    return { grades: [before, grades[0]!], together: false };
  return { grades, together: false };
}

const careAllowance: Example = (input, day) => {
  const asked = gradesAsked(input);
  if (!asked) return null;
  const { grades } = asked;
  const de = input.language === 'de';
  const allowance = (grade: number): FigureOn | null =>
    grade >= 2 && grade <= 5 ? figureOn(PFLEGEGELD_BY_GRADE[grade as 2 | 3 | 4 | 5], day) : null;
  if (asked.together) {
    const each = grades.map((grade) => ({ grade, figure: allowance(grade) }));
    const figures = each.flatMap(({ figure }) => (figure ? [figure] : []));
    if (figures.length === 0) return null;
    const sum = figures.reduce((total, figure) => total + cents(figure), 0);
    const parts = each.map(({ grade, figure }) =>
      de
        ? `bei Pflegegrad ${grade} ${figure ? eur(cents(figure), 'de') : 'kein Pflegegeld'}`
        : `${figure ? eur(cents(figure), 'en') : 'no allowance'} at care grade ${grade}`,
    );
    return {
      text: de
        ? `Pflegegeld ${parts.join(', ')}: zusammen ${eur(sum, 'de')} im Monat; es steht jeder pflegebedürftigen Person für sich zu. ${asOf(figures, 'de')}`
        : `The care allowance (Pflegegeld) is ${parts.join(' and ')}: ${eur(sum, 'en')} a month together; each person in need of care receives their own. ${asOf(figures, 'en')}`,
      sources: sourcesOf(...figures),
      perMonth: { amount: sum, currency: 'EUR' },
    };
  }
  const [first, second] = grades;
  if (second !== undefined && first !== undefined && first !== second) {
    const before = allowance(first);
    const after = allowance(second);
    const from = before ? cents(before) : 0;
    const to = after ? cents(after) : 0;
    const figures = [before, after].filter((figure): figure is FigureOn => figure !== null);
    if (figures.length === 0) return null;
    return {
      text: de
        ? `Pflegegeld bei Pflegegrad ${first}: ${eur(from, 'de')}, bei Pflegegrad ${second}: ${eur(to, 'de')} im Monat; das sind ${eur(Math.abs(to - from), 'de')} ${to >= from ? 'mehr' : 'weniger'}, ab dem Monat, in dem der höhere Grad beantragt wurde. ${asOf(figures, 'de')}`
        : `The care allowance (Pflegegeld) is ${eur(from, 'en')} at care grade ${first} and ${eur(to, 'en')} at grade ${second} a month: ${eur(Math.abs(to - from), 'en')} ${to >= from ? 'more' : 'less'}, from the month the higher grade was applied for. ${asOf(figures, 'en')}`,
      sources: sourcesOf(...figures),
      perMonth: { amount: Math.abs(to - from), currency: 'EUR' },
    };
  }
  const grade = grades.at(-1)!;
  if (grade === 1) {
    const relief = figureOn(ENTLASTUNGSBETRAG, day);
    return {
      text: de
        ? `Bei Pflegegrad 1 gibt es kein Pflegegeld; es gibt den Entlastungsbetrag von ${eur(cents(relief), 'de')} im Monat für anerkannte Hilfen im Alltag (gegen Rechnung), Pflegeberatung und Hilfsmittel. ${asOf([relief], 'de')}`
        : `At care grade 1 there is no care allowance (Pflegegeld); there is the relief amount (Entlastungsbetrag) of ${eur(cents(relief), 'en')} a month for approved everyday help (against receipts), care advice and aids. ${asOf([relief], 'en')}`,
      sources: sourcesOf(relief),
    };
  }
  const figure = allowance(grade);
  if (!figure) return null;
  return {
    text: de
      ? `Bei Pflegegrad ${grade} beträgt das Pflegegeld ${eur(cents(figure), 'de')} im Monat. ${asOf([figure], 'de')}`
      : `At care grade ${grade} the care allowance (Pflegegeld) is ${eur(cents(figure), 'en')} a month. ${asOf([figure], 'en')}`,
    sources: sourcesOf(figure),
    perMonth: { amount: cents(figure), currency: 'EUR' },
  };
};

// Two partners in one household: Grundsicherung counts their needs and incomes together, each
// partner at Regelbedarfsstufe 2 (§ 27 Abs. 2, § 43 SGB XII). A late partner makes no couple.
const COUPLE =
  /\b(?:wir|uns|unser\p{L}*|verheiratet|ehepaar|zusammen|beide|we|us|our|married|couple|both of us|(?:meine?|my) (?:frau|mann|ehefrau|ehemann|partner\p{L}*|wife|husband|spouse))\b/iu;

// A rent rise told as a change: "die Miete steigt um 80 Euro", "dass die Miete um 80 Euro steigt",
// "my rent goes up by $80".
const RENT_RISE = [
  /\b(?:miete|rent)\w*\b[^.!?]{0,60}?\b(?:steig\w*|erhöh\w*|rises?|increases?|goes up|going up|go up)\s+(?:um|by)\s+[$€]?\s?(\d[\d.,]*)/iu,
  /\b(?:miete|rent)\w*\b[^.!?]{0,60}?\b(?:um|by)\s+[$€]?\s?(\d[\d.,]*) ?(?:(?:€|euro|eur|dollars?) ?)?(?:steig\w*|erhöh\w*|mehr|teurer|more|higher)\b/iu,
];

/** The amount a rent rises by, among the amounts told, if the message tells a rise. */
function rentRise(message: string, amounts: ReadAmount[]): ReadAmount | undefined {
  for (const pattern of RENT_RISE) {
    const by = pattern.exec(message)?.[1];
    if (by) return amounts.find((amount) => String(amount.value) === normalise(by));
  }
  return undefined;
}

const JOINT = /\b(?:zusammen|gemeinsam|together|combined|between us|between the two of us)\b/iu;

const basicIncome: Example = (input, day) => {
  // The rent is the amount its word names; the income the pension's (both partners' for a couple).
  // Each is taken from the newest message that tells it: "Die Miete steigt auf 560 € warm. Wie
  // viel dann?" changes the rent and keeps the pension told before.
  let rent: ReadAmount | undefined;
  let incomes: ReadAmount[] = [];
  let message = '';
  for (const said of input.messages.slice(0, EARLIER_READ + 1)) {
    const told = rentTold(said);
    rent ??= told.rent;
    const pensions = told.others.filter(
      (amount) =>
        amount.value < 5000 &&
        !amount.yearly &&
        amount.role !== 'savings' &&
        amount.role !== 'spent',
    );
    if (incomes.length === 0 && pensions.length > 0) {
      incomes = pensions;
      message = said;
    }
    if (rent && incomes.length > 0) break;
  }
  if (!rent || incomes.length === 0) return coupleRates(input, day);
  // "…dass die Miete um 80 Euro steigt": the rent after the rise, and the rise is no income.
  const rise = rentRise(message, incomes);
  if (rise) incomes = incomes.filter((amount) => amount !== rise);
  const rentNow = rent.value + (rise?.value ?? 0);
  // "Mein Mann und ich haben zusammen 900 € Rente": one amount for both.
  const couple =
    COUPLE.test(message) && !BEREAVED.test(message) && (incomes.length >= 2 || JOINT.test(message));
  const standard = figureOn(couple ? REGELBEDARF_STUFE_2 : REGELBEDARF_STUFE_1, day);
  const rates = couple ? 2 * cents(standard) : cents(standard);
  // One person's several pensions count together ("980 Euro eigene Rente und 620 Euro
  // Witwenrente"): each amount the words name as income.
  const named = incomes.filter((amount) => amount.role === 'income');
  const several = !couple && named.length >= 2;
  const income =
    couple && incomes.length >= 2
      ? incomes[0]!.value + incomes[1]!.value
      : several
        ? named.reduce((sum, amount) => sum + amount.value, 0)
        : incomes[0]!.value;
  const need = rates + rentNow;
  const gap = need - income;
  const de = input.language === 'de';
  const rateText = (language: Language) =>
    couple ? `2 × ${eur(cents(standard), language)}` : eur(cents(standard), language);
  const yours = couple
    ? de
      ? `Ihrer beider Renten von zusammen ${eur(income, 'de')}`
      : `your two pensions of ${eur(income, 'en')} together`
    : several
      ? de
        ? `Ihrer Renten von zusammen ${eur(income, 'de')}`
        : `your pensions of ${eur(income, 'en')} together`
      : de
        ? `Ihrer Rente von ${eur(income, 'de')}`
        : `your pension of ${eur(income, 'en')}`;
  const text =
    gap > 0
      ? de
        ? `Grob gerechnet: Regelsatz ${rateText('de')} + Warmmiete ${eur(rentNow, 'de')} = Bedarf ${eur(need, 'de')}; abzüglich ${yours} bleiben etwa ${eur(gap, 'de')} Grundsicherung im Monat${couple ? ' für Sie beide zusammen' : ''}, wenn kein Vermögen über dem Schonbetrag da ist und die Miete als angemessen gilt. Genau rechnet das Sozialamt (bei mindestens 33 Grundrentenzeiten bleibt ein Teil der Rente frei). ${asOf([standard], 'de')}`
        : `Roughly: the standard rate ${rateText('en')} + your rent including heating ${eur(rentNow, 'en')} = a need of ${eur(need, 'en')}; less ${yours}, that leaves about ${eur(gap, 'en')} a month of Grundsicherung${couple ? ' for the two of you together' : ''}, if you have no savings above the protected amount and the rent counts as reasonable. The Sozialamt works out the exact amount. ${asOf([standard], 'en')}`
      : de
        ? `${couple || several ? 'Ihre Renten von zusammen' : 'Ihre Rente von'} ${eur(income, 'de')} ${couple || several ? 'liegen' : 'liegt'} über dem groben Bedarf von ${eur(need, 'de')} (Regelsatz ${rateText('de')} + Miete ${eur(rentNow, 'de')}): Grundsicherung ist dann unwahrscheinlich; Wohngeld kann trotzdem passen. ${asOf([standard], 'de')}`
        : `${couple || several ? 'Your pensions of' : 'Your pension of'} ${eur(income, 'en')}${couple || several ? ' together are' : ' is'} above the rough need of ${eur(need, 'en')} (standard rate ${rateText('en')} + rent ${eur(rentNow, 'en')}), so Grundsicherung is unlikely; Wohngeld (housing benefit) may still fit. ${asOf([standard], 'en')}`;
  return { text, sources: sourcesOf(standard) };
};

/**
 * "Und für uns als Ehepaar zusammen?" without a rent or a pension: the standard rates of a couple,
 * each partner's Regelbedarfsstufe 2, not twice a single person's.
 */
function coupleRates(input: WorkedInput, day: string): Worked | null {
  if (peopleTold(input.messages[0] ?? '') !== 2) return null;
  const standard = figureOn(REGELBEDARF_STUFE_2, day);
  const single = figureOn(REGELBEDARF_STUFE_1, day);
  const both = 2 * cents(standard);
  return {
    text:
      input.language === 'de'
        ? `Für ein Ehepaar oder Paar gilt je Person die Regelbedarfsstufe 2: 2 × ${eur(cents(standard), 'de')} = ${eur(both, 'de')} im Monat für Sie beide (statt ${eur(cents(single), 'de')} für eine alleinstehende Person), dazu die angemessenen Kosten für Miete und Heizung; Ihre beiden Einkommen werden angerechnet. ${asOf([standard], 'de')}`
        : `For a married or cohabiting couple each partner's standard rate is Regelbedarfsstufe 2: 2 × ${eur(cents(standard), 'en')} = ${eur(both, 'en')} a month for the two of you (instead of ${eur(cents(single), 'en')} for a single person), plus reasonable rent and heating; both incomes count against it. ${asOf([standard], 'en')}`,
    sources: sourcesOf(standard),
  };
}

// The Aktivrente is about wages: an amount told as a pension is no wage.
const WORK =
  /\b(?:lohn|gehalt|arbeit\p{L}*|verdien\p{L}*|angestellt\p{L}*|beschäftigt|job|wages?|salary|earn\p{L}*|work\p{L}*)\b/iu;

const activePension: Example = (input, day) => {
  if (!input.messages.slice(0, EARLIER_READ + 1).some((message) => WORK.test(message))) return null;
  const wage = amountsIn(
    input,
    (amount) => amount.value >= 100 && amount.value < 50_000 && !amount.yearly,
  )[0];
  if (!wage) return null;
  const allowance = figureOn(AKTIVRENTE_FREIBETRAG, day);
  const free = Math.min(wage.value, cents(allowance));
  const taxed = Math.max(0, wage.value - cents(allowance));
  const de = input.language === 'de';
  return {
    text: de
      ? `Von ${eur(wage.value, 'de')} Monatslohn bleiben mit der Aktivrente ${eur(free, 'de')} steuerfrei${taxed > 0 ? `; ${eur(taxed, 'de')} werden normal versteuert` : ''}, wenn Sie die Regelaltersgrenze erreicht haben und sozialversicherungspflichtig beschäftigt sind. ${asOf([allowance], 'de')}`
      : `Of a monthly wage of ${eur(wage.value, 'en')}, ${eur(free, 'en')} stays tax-free under the Aktivrente${taxed > 0 ? `; ${eur(taxed, 'en')} is taxed as usual` : ''}, once you have reached the Regelaltersgrenze and are employed with social insurance. ${asOf([allowance], 'en')}`,
    sources: sourcesOf(allowance),
  };
};

const pensionIncrease: Example = (input, day) => {
  const pension = grossPension(input);
  if (!pension) return null;
  const now = figureOn(RENTENWERT, day);
  const dayBefore = new Date(Date.parse(now.validFrom) - 86_400_000).toISOString().slice(0, 10);
  const before = figureOn(RENTENWERT, dayBefore);
  const raised = (pension.value * now.value) / before.value;
  const increase = (now.value / before.value - 1) * 100;
  const de = input.language === 'de';
  const since = formatFigureDate(now.validFrom, input.language);
  return {
    text: de
      ? `Zum ${since} stieg der Rentenwert von ${eur(cents(before), 'de')} auf ${eur(cents(now), 'de')}, um ${pct(increase, 'de')}: Aus ${eur(pension.value, 'de')} werden etwa ${eur(raised, 'de')} brutto, ${eur(raised - pension.value, 'de')} mehr im Monat (bei der Auszahlung ändern sich auch die Beiträge entsprechend).`
      : `On ${since} the Rentenwert rose from ${eur(cents(before), 'en')} to ${eur(cents(now), 'en')}, by ${pct(increase, 'en')}: ${eur(pension.value, 'en')} becomes about ${eur(raised, 'en')} gross, ${eur(raised - pension.value, 'en')} more a month (the contributions taken off rise with it).`,
    sources: sourcesOf(now),
    // The rise is what "und was macht das im Jahr aus?" asks to be summed.
    perMonth: { amount: Math.round((raised - pension.value) * 100) / 100, currency: 'EUR' },
  };
};

// A Social Security benefit paid before the year's COLA: what it becomes. SSA raises the benefit by
// the COLA each January and pays whole dollars, rounding down (20 CFR 404.304(f)). Two benefits
// told for a couple are raised each and added up; asked what is paid "after Part B" or what "lands
// in the bank", the standard Part B premium comes off each.
const RAISE_WORDS =
  /\b(?:raise|raised|cola|cost[- ]of[- ]living|increase\w*|erhöh\w*|anpassung)\b/iu;
const AFTER_PREMIUM =
  /\b(?:after|minus|less|net of|deduct\w*|nach abzug)\b[^.?!]{0,50}?\b(?:part b|medicare|premium|beitr\w*)\b|\b(?:lands?|deposited|in the bank|checking|hits? (?:my|the|our) account|aufs? (?:mein|unser|das) konto|ausgezahlt)\b/iu;
const BEFORE_PREMIUM = /\bbefore (?:any |the )?(?:medicare|part b|premium)/iu;

const costOfLiving: Example = (input, day) => {
  // Under $10,000 is a monthly benefit even when told with a year ("my check was 2,240 dollars last
  // year"): no year's Social Security is that small.
  const told = amountsIn(
    input,
    (amount) => amount.value >= 100 && amount.value < 10_000 && !amount.earned,
  );
  const benefits = peopleTold(input.messages[0] ?? '') === 2 ? told.slice(0, 2) : told.slice(0, 1);
  if (benefits.length === 0) return null;
  const cola = figureOn(SS_COLA, day);
  const de = input.language === 'de';
  const year = cola.validFrom.slice(0, 4);
  const money = (value: number): string => usd(value, input.language);
  const raise = (value: number): number => (value * cola.value) / 100;
  const paid = benefits.map((benefit) => Math.floor(benefit.value + raise(benefit.value)));
  const lines = benefits.map((benefit, i) =>
    de
      ? `${money(benefit.value)} + ${pct(cola.value, 'de')} (${money(raise(benefit.value))}) = ${money(benefit.value + raise(benefit.value))}, ausgezahlt ${money(paid[i]!)}`
      : `${money(benefit.value)} + ${pct(cola.value, 'en')} (${money(raise(benefit.value))}) = ${money(benefit.value + raise(benefit.value))}, paid as ${money(paid[i]!)}`,
  );
  const total = paid.reduce((sum, value) => sum + value, 0);
  const together =
    benefits.length === 2
      ? de
        ? ` Zusammen ${money(total)} im Monat.`
        : ` Together ${money(total)} a month.`
      : '';
  const message = input.messages[0] ?? '';
  const afterPremium = AFTER_PREMIUM.test(message) && !BEFORE_PREMIUM.test(message);
  const premium = figureOn(PART_B_STANDARD_PREMIUM, day);
  const net = total - cents(premium) * benefits.length;
  const premiumText = afterPremium
    ? de
      ? ` Nach Abzug des Part-B-Standardbeitrags von ${money(cents(premium))}${benefits.length === 2 ? ' je Person' : ''} bleiben ${money(net)} im Monat (mehr Abzug nur bei IRMAA oder einem Part-D-Plan über die Rente).`
      : ` After the standard Part B premium of ${money(cents(premium))}${benefits.length === 2 ? ' each' : ''} comes out, ${money(net)} a month is deposited (less only with IRMAA or a drug plan paid from the benefit).`
    : de
      ? ' Davon gehen noch die Medicare-Beiträge ab.'
      : ' Any Medicare premium is taken out of that.';
  return {
    text: de
      ? `Mit der Anpassung (COLA) von ${pct(cola.value, 'de')} für ${year}: ${lines.join('; ')} (die SSA rundet auf volle Dollar ab).${together}${premiumText} ${asOf(afterPremium ? [cola, premium] : [cola], 'de')}`
      : `With the ${pct(cola.value, 'en')} cost-of-living adjustment for ${year}: ${lines.join('; ')} (SSA rounds down to the whole dollar).${together}${premiumText} ${asOf(afterPremium ? [cola, premium] : [cola], 'en')}`,
    sources: afterPremium ? sourcesOf(cola, premium) : sourcesOf(cola),
    perMonth: {
      amount: afterPremium ? net : total,
      currency: 'USD',
      change: total - benefits.reduce((sum, benefit) => sum + benefit.value, 0),
    },
  };
};

// How near its name (in characters) a lone amount must stand to be the widow's pension itself.
const NEXT_TO_NAME = 25;
const WIDOW_PENSION = /\b(?:witwen|witwer)rente\b|\bwidow(?:er)?['’]?s? pension\b/iu;

const widowIncomeTest: Example = (input, day) => {
  for (const message of input.messages.slice(0, EARLIER_READ + 1)) {
    if (!WIDOW_PENSION.test(message)) continue;
    const amounts = readAmountList(message).filter((amount) => amount.value < 10_000);
    if (amounts.length === 0) continue;
    // The widow's pension is the amount told next to its name; the other the own income.
    const at = message.search(WIDOW_PENSION);
    const numbers = [...message.matchAll(/\d{1,3}(?:[.,]\d{3})*(?:[.,]\d{1,2})?/gu)].map(
      (match) => ({
        at: match.index ?? 0,
        value: Number(normalise(match[0])),
      }),
    );
    const nearest = numbers.sort((a, b) => Math.abs(a.at - at) - Math.abs(b.at - at))[0];
    // Alone, an amount is the widow's pension only when it stands right by its name ("Witwenrente
    // von 900 €"); otherwise it is the own income, and the cut is worked out without what remains.
    const widow = amounts.find(
      (amount) =>
        amount.value === nearest?.value &&
        (amounts.length > 1 || Math.abs((nearest?.at ?? 0) - at) <= NEXT_TO_NAME),
    );
    const income = amounts.find((amount) => amount !== widow);
    if (!income) continue;
    const allowance = figureOn(WITWENRENTE_FREIBETRAG, day);
    const above = Math.max(0, income.value - cents(allowance));
    const counted = above * 0.4;
    const de = input.language === 'de';
    const remains = widow
      ? de
        ? ` Von ${eur(widow.value, 'de')} Witwenrente bleiben etwa ${eur(Math.max(0, widow.value - counted), 'de')}.`
        : ` Of the ${eur(widow.value, 'en')} widow's pension about ${eur(Math.max(0, widow.value - counted), 'en')} remains.`
      : '';
    return {
      text: de
        ? `Ihr Nettoeinkommen von ${eur(income.value, 'de')} liegt ${eur(above, 'de')} über dem Freibetrag von ${eur(cents(allowance), 'de')}; davon werden 40 % angerechnet: Die Witwenrente sinkt um ${eur(counted, 'de')} im Monat.${remains} ${asOf([allowance], 'de')}`
        : `Your net income of ${eur(income.value, 'en')} is ${eur(above, 'en')} above the allowance of ${eur(cents(allowance), 'en')}; 40% of that is counted: the widow's pension is cut by ${eur(counted, 'en')} a month.${remains} ${asOf([allowance], 'en')}`,
      sources: sourcesOf(allowance),
    };
  }
  return null;
};

// A workplace pension by its names: Betriebsrente, Firmenrente, Werksrente, a Pensionskasse, a
// Direktversicherung paid as a pension, Versorgungsbezüge.
const WORKPLACE_PENSION =
  /\b(?:betriebs ?rente\p{L}*|firmenrente\p{L}*|werksrente\p{L}*|pensionskasse\p{L}*|direktversicherung\p{L}*|versorgungsbez(?:ü|ue)ge\p{L}*|workplace pension|company pension)\b/iu;

/** The workplace pension told: the first amount from where a message names it on. */
function workplacePensionTold(input: WorkedInput): number | undefined {
  return firstTold(input, (message) => {
    const at = message.search(WORKPLACE_PENSION);
    if (at < 0) return undefined;
    const amount = readAmountList(message.slice(at)).find(
      (told) => !told.yearly && told.value >= 1 && told.value < 10_000 && told.currency !== 'USD',
    );
    return amount?.value;
  });
}

/**
 * Health and care contributions on a workplace pension of a compulsorily insured pensioner
 * (§ 226 Abs. 2, § 248 SGB V; § 57 SGB XI): health insurance at the whole rate (general and
 * additional, no pension insurer pays half) on the part above the allowance; care insurance on all
 * of it once it is above that amount, nothing below it.
 */
const workplacePension: Example = (input, day) => {
  const amount = workplacePensionTold(input);
  if (amount === undefined) return null;
  const zusatzbeitrag = firstTold(input, percentTold);
  const children = firstTold(input, childrenTold);
  const rates = contributionRatesOn(day, {
    children: children ?? 1,
    childrenUnder25: 0,
    ...(zusatzbeitrag !== undefined && zusatzbeitrag < 10 ? { zusatzbeitrag } : {}),
  });
  const shares = netPension(Math.round(amount * 100), rates);
  const healthRate = 2 * shares.healthPercent;
  const careRate = shares.carePercent;
  const allowance = figureOn(KV_VERSORGUNGSBEZUEGE_FREIBETRAG, day);
  const free = cents(allowance);
  const above = Math.max(0, amount - free);
  const health = Math.round(above * healthRate) / 100;
  const care = amount > free ? Math.round(amount * careRate) / 100 : 0;
  const left = Math.round((amount - health - care) * 100) / 100;
  const de = input.language === 'de';
  const money = (value: number) => eur(value, input.language);
  const rate = (value: number) => pct(value, input.language);
  const text =
    amount <= free
      ? de
        ? `Ihre Betriebsrente von ${money(amount)} liegt unter dem Freibetrag von ${money(free)}: Es fallen keine Kranken- und keine Pflegeversicherungsbeiträge an, es bleiben ${money(amount)} (vor Steuern). ${asOf([allowance], 'de')}`
        : `Your workplace pension of ${money(amount)} is below the allowance of ${money(free)}: no health or care contributions are due, ${money(amount)} remains (before tax). ${asOf([allowance], 'en')}`
      : de
        ? `Krankenversicherung: (${money(amount)} − ${money(free)} Freibetrag) × ${rate(healthRate)} (voller allgemeiner Beitrag und Zusatzbeitrag) = ${money(health)}; Pflegeversicherung: ${money(amount)} × ${rate(careRate)} = ${money(care)} (hier kein Freibetrag, sobald er überschritten ist). Zusammen ${money(health + care)} im Monat, es bleiben ${money(left)} vor Steuern. ${asOf([allowance, ...rates.figures], 'de')}`
        : `Health insurance: (${money(amount)} − ${money(free)} allowance) × ${rate(healthRate)} (the whole general and additional rate) = ${money(health)}; care insurance: ${money(amount)} × ${rate(careRate)} = ${money(care)} (no allowance here once it is exceeded). ${money(health + care)} a month together, leaving ${money(left)} before tax. ${asOf([allowance, ...rates.figures], 'en')}`;
  return {
    text,
    sources: sourcesOf(allowance, ...rates.figures),
    perMonth: { amount: left, currency: 'EUR' },
  };
};

// Which card's rule each example works out.
const EXAMPLES: Record<string, Example> = {
  'us-rmd': requiredMinimum,
  'ss-earnings-test': earningsTest,
  'ss-taxes': benefitsTaxed,
  'four-percent-rule': fourPercent,
  'us-401k-limit': contributionLimit('401k'),
  'us-401k-catch-up': contributionLimit('401k'),
  'us-ira-limit': contributionLimit('ira'),
  'us-ira-catch-up': contributionLimit('ira'),
  'medicare-partb-premium': partBPremium,
  'medicare-irmaa': partBPremium,
  'medicare-part-d': partDPenalty,
  'medicare-partb-deductible': partBCostShare,
  'de-entgeltpunkte': pointsWorth,
  'de-rentenwert': pointsWorth,
  'de-kvdr': netOfContributions,
  'de-brutto-netto': netOfContributions,
  'de-pv-rentner': netOfContributions,
  'de-pv-beitrag': netOfContributions,
  'de-pflegegeld': careAllowance,
  'de-pflegegrade': careAllowance,
  'de-pflegegrad-1': careAllowance,
  'de-pflegegeld-vs-sachleistung': careAllowance,
  'de-grundsicherung': basicIncome,
  'de-rente-reicht-nicht': basicIncome,
  'de-aktivrente': activePension,
  'de-besteuerung': taxedPension,
  'de-grundfreibetrag': taxedPension,
  'de-zuschlag': laterStart,
  'de-rentenanpassung': pensionIncrease,
  'ss-cola': costOfLiving,
  'us-ssi': ssiPayment,
  'de-witwenrente-einkommen': widowIncomeTest,
  'de-betriebsrente-kv': workplacePension,
};

/** The cards whose rule a worked example applies to the person's numbers. */
export const WORKED_CARDS: ReadonlySet<string> = new Set(Object.keys(EXAMPLES));

/** "Im Jahr sind das 7.188,00 €": the monthly result summed over the stretch of time asked for. */
function withPeriod(worked: Worked, input: WorkedInput): Worked {
  const moneyIn = (currency: 'EUR' | 'USD') => (value: number) =>
    currency === 'EUR' ? eur(value, input.language) : usd(value, input.language);
  const months = periodAsked(input.messages[0] ?? '');
  if (worked.perMonth && months !== undefined) {
    const { currency } = worked.perMonth;
    const amount = periodBase(input.messages[0] ?? '', worked.perMonth);
    const line = periodLine(amount, months, moneyIn(currency), input.language);
    return { ...worked, text: `${line} ${worked.text}` };
  }
  // "What is that per month?" of a year's amount, asked in a short follow-up.
  if (worked.perYear && resultAsked(input.messages[0] ?? '')?.perMonth) {
    const { amount, currency } = worked.perYear;
    const line = monthShareLine(amount, moneyIn(currency), input.language);
    return { ...worked, text: `${line} ${worked.text}` };
  }
  return worked;
}

/**
 * What is left of an amount an answer came to ("und netto?", "after the Part B premium?"): a German
 * gross pension less health and care contributions, a Social Security benefit less the standard
 * Part B premium. Null for any other amount.
 */
export function leftOfResult(result: StoredResult, input: WorkedInput): string | null {
  const { year, month, day } = input.today;
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  // Only the amount worked out counts, not one the message tells.
  const alone = { ...input, messages: [''], priorGross: result.amount };
  if (result.grossPension) return netOfContributions(alone, iso)?.text ?? null;
  if (result.currency !== 'USD') return null;
  const premium = figureOn(PART_B_STANDARD_PREMIUM, iso);
  const left = Math.max(0, result.amount - cents(premium));
  return input.language === 'de'
    ? `Nach Abzug des Part-B-Standardbeitrags von ${usd(cents(premium), 'de')} bleiben etwa ${usd(left, 'de')} im Monat (mehr Abzug nur bei IRMAA oder einem Part-D-Plan über die Rente). ${asOf([premium], 'de')}`
    : `After the standard Part B premium of ${usd(cents(premium), 'en')} comes out, about ${usd(left, 'en')} a month is left (more only with IRMAA or a drug plan paid from the benefit). ${asOf([premium], 'en')}`;
}

/** This card's rule worked out with the person's numbers, or null when it has none or they are missing. */
export function workedExample(cardId: string, input: WorkedInput): Worked | null {
  const example = EXAMPLES[cardId];
  if (!example) return null;
  const { year, month, day } = input.today;
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  try {
    const worked = example(input, iso);
    return worked && withPeriod(worked, input);
  } catch {
    // A figure without a value on the day asked: the card's own text says what is known.
    return null;
  }
}
