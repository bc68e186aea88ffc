import type { Language } from '@ageless/contracts';
import type { Facts } from './facts.js';

// Sanity before arithmetic (issue 24, item 4): a computed answer first repeats the person's numbers
// it used, so a misreading shows at once ("You told me: savings $400,000, income $2,100 a month"),
// and a number no one's finances have (a monthly need of $400,000, a month's withdrawal larger than
// all the savings) is asked about instead of being computed into an absurd figure.

/** The person's amounts a computation may use, each with what it is called and what is plausible. */
export type AmountFact =
  | 'savingsAmount'
  | 'incomeAmount'
  | 'neededAmount'
  | 'monthlyWithdrawal'
  | 'partnerBenefit'
  | 'monthsLate';

interface AmountRule {
  label: Record<Language, string>;
  /** Monthly amounts say so after the number. */
  perMonth: boolean;
  unit: 'money' | 'months';
  /** Bounds of what a household's finances hold; outside them the number is asked about. */
  min: number;
  max: number;
}

const RULES: Record<AmountFact, AmountRule> = {
  savingsAmount: {
    label: { en: 'savings', de: 'Ersparnisse' },
    perMonth: false,
    unit: 'money',
    min: 100,
    max: 50_000_000,
  },
  incomeAmount: {
    label: { en: 'pension or other income', de: 'Rente oder sonstiges Einkommen' },
    perMonth: true,
    unit: 'money',
    min: 20,
    max: 100_000,
  },
  neededAmount: {
    label: { en: 'what you need', de: 'Bedarf' },
    perMonth: true,
    unit: 'money',
    min: 100,
    max: 100_000,
  },
  monthlyWithdrawal: {
    label: { en: 'taken from savings', de: 'Entnahme aus dem Ersparten' },
    perMonth: true,
    unit: 'money',
    min: 10,
    max: 1_000_000,
  },
  partnerBenefit: {
    label: { en: "your partner's benefit", de: 'Leistung Ihres Partners' },
    perMonth: true,
    unit: 'money',
    min: 20,
    // Above the largest Social Security benefit anyone is paid, with room for a misremembered one.
    max: 10_000,
  },
  monthsLate: {
    label: { en: 'months without Part B', de: 'Monate ohne Part B' },
    perMonth: false,
    unit: 'months',
    min: 0,
    // Nobody is late for Part B longer than a life after 65.
    max: 600,
  },
};

const TEXT = {
  told: { en: 'You told me:', de: 'Sie haben mir genannt:' },
  of: { en: 'of', de: 'von' },
  month: { en: 'a month', de: 'im Monat' },
  months: { en: 'months', de: 'Monate' },
  tooHigh: {
    en: (what: string, value: string) =>
      `Just to be sure I read you right: you wrote ${value} for ${what}. That is more than I would expect, and I would rather not calculate with a misread number. Could you write the amount again (for example "2,100 a month")?`,
    de: (what: string, value: string) =>
      `Damit ich Sie richtig verstehe: Sie haben ${value} als ${what} geschrieben. Das ist mehr, als ich erwarten würde, und mit einer falsch gelesenen Zahl möchte ich nicht rechnen. Könnten Sie den Betrag noch einmal schreiben (zum Beispiel „2.100 im Monat“)?`,
  },
  tooLow: {
    en: (what: string, value: string) =>
      `Just to be sure I read you right: you wrote ${value} for ${what}. That is less than I would expect; could you write the amount again?`,
    de: (what: string, value: string) =>
      `Damit ich Sie richtig verstehe: Sie haben ${value} als ${what} geschrieben. Das ist weniger, als ich erwarten würde; könnten Sie den Betrag noch einmal schreiben?`,
  },
  withdrawalAboveSavings: {
    en: (withdrawal: string, savings: string) =>
      `You wrote that you would take ${withdrawal} a month out of savings of ${savings}, more than the savings hold in a single month. Could you check both numbers and write the monthly amount again?`,
    de: (withdrawal: string, savings: string) =>
      `Sie haben geschrieben, dass Sie ${withdrawal} im Monat aus Ersparnissen von ${savings} entnehmen würden, mehr als in einem Monat vorhanden ist. Könnten Sie beide Zahlen prüfen und den Monatsbetrag noch einmal schreiben?`,
  },
  needAboveSavings: {
    en: (need: string, savings: string) =>
      `You wrote that you need ${need} a month and have ${savings} saved: a month's need as large as all the savings is unusual, so I may have read a total as a monthly amount. How much do you need each month?`,
    de: (need: string, savings: string) =>
      `Sie haben geschrieben, dass Sie ${need} im Monat brauchen und ${savings} gespart haben: Ein Monatsbedarf so groß wie das ganze Ersparte ist ungewöhnlich, vielleicht habe ich eine Summe als Monatsbetrag gelesen. Wie viel brauchen Sie im Monat?`,
  },
};

export type FormatMoney = (amount: number) => string;

const shown = (fact: AmountFact, value: number, money: FormatMoney, language: Language): string =>
  RULES[fact].unit === 'months' ? `${value} ${TEXT.months[language]}` : money(value);

/** What an amount is called where the usual name would be wrong ("your late spouse's pension"). */
export type AmountLabels = Partial<Record<AmountFact, Record<Language, string>>>;

// "savings $400,000", "income $2,100 a month", "14 months without Part B".
const told = (
  fact: AmountFact,
  value: number,
  money: FormatMoney,
  language: Language,
  labels: AmountLabels,
): string => {
  const rule = RULES[fact];
  const label = labels[fact]?.[language] ?? rule.label[language];
  if (rule.unit === 'months') return `${value} ${label}`;
  return `${label} ${money(value)}${rule.perMonth ? ` ${TEXT.month[language]}` : ''}`;
};

/** "You told me: savings $400,000; pension or other income $2,100 a month." */
export function toldLine(
  used: readonly AmountFact[],
  facts: Facts,
  money: FormatMoney,
  language: Language,
  labels: AmountLabels = {},
): string | null {
  // A need worked out from a share of the pay says so: "Bedarf 1.920 € im Monat (80 % von 2.400 €)".
  const ofPay = (fact: AmountFact): string =>
    fact === 'neededAmount' && facts.neededShare !== undefined && facts.payAmount !== undefined
      ? ` (${facts.neededShare}${language === 'de' ? ' %' : '%'} ${TEXT.of[language]} ${money(facts.payAmount)})`
      : '';
  const parts = used
    .filter((fact) => facts[fact] !== undefined)
    .map((fact) => `${told(fact, facts[fact]!, money, language, labels)}${ofPay(fact)}`);
  return parts.length === 0 ? null : `${TEXT.told[language]} ${parts.join('; ')}.`;
}

/** A question back when a number the computation would use is not plausible; null when all are. */
export function doubtfulAmount(
  used: readonly AmountFact[],
  facts: Facts,
  money: FormatMoney,
  language: Language,
): { fact: AmountFact; text: string } | null {
  for (const fact of used) {
    const value = facts[fact];
    if (value === undefined) continue;
    const rule = RULES[fact];
    const what = rule.label[language];
    if (value > rule.max)
      return { fact, text: TEXT.tooHigh[language](what, shown(fact, value, money, language)) };
    if (value < rule.min)
      return { fact, text: TEXT.tooLow[language](what, shown(fact, value, money, language)) };
  }
  const { savingsAmount, monthlyWithdrawal, neededAmount } = facts;
  if (
    used.includes('monthlyWithdrawal') &&
    savingsAmount !== undefined &&
    monthlyWithdrawal !== undefined &&
    monthlyWithdrawal > savingsAmount
  )
    return {
      fact: 'monthlyWithdrawal',
      text: TEXT.withdrawalAboveSavings[language](money(monthlyWithdrawal), money(savingsAmount)),
    };
  if (
    used.includes('neededAmount') &&
    used.includes('savingsAmount') &&
    savingsAmount !== undefined &&
    neededAmount !== undefined &&
    neededAmount >= savingsAmount
  )
    return {
      fact: 'neededAmount',
      text: TEXT.needAboveSavings[language](money(neededAmount), money(savingsAmount)),
    };
  return null;
}
