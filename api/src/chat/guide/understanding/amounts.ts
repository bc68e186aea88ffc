import { parseLocaleNumber } from '@ageless/contracts';

// The person's money amounts and what each one is (issue 24, item 3): savings, an income, what they
// need or spend, what they take out of savings. Each amount is read with the words nearest to it in
// its own stretch of the sentence ("Social Security of $2,100", "$400,000 saved", "1.200 Euro
// Rente", "wenn ich jeden Monat 800 € entnehme"), whatever the order, instead of one pattern per
// wording; plan names ("401k") and years, ages, durations and percentages are no amounts.

/** What an amount is: savings, an income, a need, a withdrawal, or a one-off sum spent or sold for. */
export type AmountRole = 'savings' | 'income' | 'need' | 'withdrawal' | 'spent';

export interface MoneyAmounts {
  currency?: 'USD' | 'EUR';
  savingsAmount?: number;
  incomeAmount?: number;
  neededAmount?: number;
  monthlyWithdrawal?: number;
}

export interface ReadAmount {
  value: number;
  role: AmountRole | null;
  monthly: boolean;
  /** Said to be a year's amount ("$36,480 this year", "30.000 € im Jahr"). */
  yearly: boolean;
  currency: 'USD' | 'EUR' | null;
  /** Whose it is, by the person named last before it in its sentence: the partner's or the person's. */
  owner: 'partner' | 'self' | null;
  /** Told as pay for work in its clause ("I make $7,500 a month at the hospital"), not a benefit. */
  earned: boolean;
}

const PAY_FOR_WORK =
  /\b(?:make|makes|making|earn|earns|earning|earned|salary|wages?|paycheck|paid by|job|verdien\w*|gehalt|lohn|arbeitslohn)\b/iu;

// Working, told before an amount in its sentence.
const AT_WORK = /\b(?:work(?:s|ing)?|arbeite\w*|job)\b/iu;

// The people an amount can belong to. German "sie"/"ihre" are left out: they are also the polite
// "you". A partner named with "my" ("mein Mann") is the partner: the last person word decides.
const PERSON_WORD =
  /\b(?:(husband|wife|spouse|partner|he|she|his|her|hubby|mann|frau|ehemann|ehefrau|ehepartner\w*|er|seine?[mnrs]?)|(i|my|me|mine|own|myself|ich|mein\w*|mir|mich|selbst|selber|eigene?[mnrs]?))\b/giu;
// How far back in its sentence the owner of an amount is looked for.
const OWNER_LOOK_BACK = 60;

/** Whose what stands at `at` is: the person named last before it in its sentence. */
export function ownerBefore(text: string, at: number): ReadAmount['owner'] {
  const before = text.slice(Math.max(0, at - OWNER_LOOK_BACK), at);
  const sentence = before.slice(lastSentenceEnd(before) + 1);
  let owner: ReadAmount['owner'] = null;
  for (const match of sentence.matchAll(PERSON_WORD)) owner = match[1] ? 'partner' : 'self';
  return owner;
}

const NUMBER = String.raw`\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
// A number where no digit stands before it, with a currency before or after and "k" for thousands.
const AMOUNT = new RegExp(
  String.raw`(?<![\d.,\p{L}])(\$|€|\b(?:usd|eur)\b)? ?(${NUMBER})(?:,-|,–)? ?(k\b|thousand\b|tausend\b|tsd\b\.?)? ?(\$|dollars?\b|usd\b|€|eur\b|euros?\b)?`,
  'giu',
);
// What no amount of money is followed by: a duration, an age, a percentage, points.
const NOT_MONEY_AFTER =
  /^ ?(?:years?|yrs?|jahre?n?|months?|monate?n?|weeks?|wochen|days?|tage?n?|percent|prozent|%|year-old|jährig|(?:entgelt|renten)?punkte?n?|points?|ep\b|uhr|h\b|km\b|kg\b|(?:st|nd|rd|th)\b)/iu;
// What an age, a code or a count is preceded by. Prepositions ("in", "by", "bis") stand before
// years, which YEAR_BEFORE reads: before any other number ("I've put in 9000") they tell money.
const NOT_MONEY_BEFORE =
  /(?:\b(?:i['’]?m|i am|aged?|turn(?:ed|ing)?|ich bin|bin|alter von|jahrgang|born(?: in)?|geboren|pflegegrad|grad|part|teil|nr\.?|no\.?|number|nummer|plz|zip|phone|tel\.?))\W{0,3}$/iu;
const YEAR_BEFORE =
  /\b(?:jan\w*|feb\w*|mar\w*|märz|apr\w*|ma[iy]|jun\w*|jul\w*|aug\w*|sep\w*|o[ck]t\w*|nov\w*|de[cz]\w*|year|jahr|jahre|of|im|from|to|and|und|or|oder|since|seit|after|before|nach|vor|end of|ende|in|at|by|until|till|mit|ab|bis)\W{0,3}$/iu;
// A number like a year ("wir haben 2005 geheiratet") is money only when money words follow it.
const MONEY_AFTER_YEARISH =
  /^ ?(?:(?:a|per|each|every|im|pro|jeden) )?(?:month|monat|mo\b)|^ ?(?:monthly|monatlich|saved|gespart|erspart|dollars?|euros?|eur\b|usd\b|net|netto|brutto|gross)/iu;
// The years of these decades read as a year in a sentence that asks how much ("wie viel Pflegegeld
// bekommt sie 2026 im Monat?"): the amount is what is asked, not told.
const NEAR_YEAR = /^20[2-3]\d$/u;
const ASKS_HOW_MUCH =
  /\b(?:how much|how many dollars|what amount|wie ?viel|wie hoch|welchen betrag)\b/iu;
// "401k", "403(b)", "457b": plan names.
const PLAN_NUMBER = /^(?:401|403|457)$/u;
const PLAN_AFTER = /^ ?\(? ?[kb]\b/iu;

const CUES: Record<AmountRole, RegExp> = {
  savings:
    /\b(?:saved|savings?|nest ?egg|put away|in (?:my |our |the )?(?:401 ?\(?k\)?s?|403 ?\(?b\)?s?|iras?|roth|bank|accounts?|portfolio|retirement accounts?|savings)|401 ?\(?k\)?s?|iras?|roth|gespart|angespart|erspart\w*|ersparnis\w*|r(?:ü|ue)cklagen?|(?:auf dem|aufm) (?:konto|sparbuch)|sparbuch|vermögen|depot|tagesgeld|festgeld|angelegt)\b/iu,
  income:
    /\b(?:social security|ss|ssa|pension|benefits?|checks?|income|annuity|gets?|getting|receives?|receiving|collects?|paid|\p{L}*renten?|bekomm\w*|erhalt\w*|erhält|krieg\w*|einkommen|bezüge|verdien\w*)\b/iu,
  need: /\b(?:need|needs|needed|target|goal|spend|spending|live on|expenses|outgoings|bills|comes? to|rechnungen|fixkosten|gap to|short of|costs? (?:me|us)|cost of living|budget|require|brauch\w*|benötig\w*|ziel\w*|ausgaben|ausgeben|(?:renten)?l(?:ü|ue)cke zu|kostet (?:mich|uns)|kosten (?:mich|uns)|lebenshaltung\w*)\b/iu,
  // A one-off: what something cost or was sold for ("die Beerdigung hat 7.800 gekostet", "sold the
  // car for $4,500"), neither an income nor savings of the month.
  spent:
    /\b(?:gekostet|kostete\w*|bezahlt für|paid for|verkauft|sold|gekauft|bought|purchased|funeral|beerdigung|bestattung|trauerfeier|anzahlung|down payment)\b/iu,
  withdrawal:
    /\b(?:take out|taking out|take|taking|withdraw\w*|pull(?:ing)? out|pull|draw(?:ing)?(?: down)?|entnehm\w*|entnimm\w*|entnahme|abheben|abhebe|verbrauch\w*)\b/iu,
};
const MONTHLY =
  /\b(?:a|per|each|every|im|pro|jeden|monthly|monatlich|mtl\.?)\b ?(?:month|monat)?\b|\/ ?mo(?:nth)?\b/iu;
const YEARLY =
  /^ ?(?:(?:a|per|each|every|this|next|last|im|pro|dieses|nächstes|letztes) )?(?:year|yr|jahr|jahres)\b|^ ?(?:annually|yearly|jährlich)\b/iu;
const MONTH_WORD = /\b(?:month|monat|monthly|monatlich|mtl)/iu;
// How far from an amount its words are read: about five words either side.
const WINDOW = 40;
// How far after the amount a savings or income word names it more surely than one before it.
const CLOSE_AFTER = 14;

interface Found {
  value: number;
  start: number;
  end: number;
  currency: 'USD' | 'EUR' | null;
  thousands: boolean;
}

function found(text: string): Found[] {
  const list: Found[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const [, currencyBefore, digits, thousands, currencyAfter] = match;
    const start = match.index ?? 0;
    const numberStart = start + match[0].indexOf(digits!);
    const after = text.slice(numberStart + digits!.length, numberStart + digits!.length + 20);
    if (PLAN_NUMBER.test(digits!) && PLAN_AFTER.test(after)) continue;
    const currency = currencyBefore ?? currencyAfter;
    const value = parseLocaleNumber(digits!);
    if (value === null) continue;
    if (!currency && !thousands) {
      if (NOT_MONEY_AFTER.test(after)) continue;
      if (NOT_MONEY_BEFORE.test(text.slice(Math.max(0, start - 16), start))) continue;
      // A small count is no amount unless money words say so; a year ("in 2027", "born 1961",
      // "July 2025") is told by the words before it, as "2000 a month" is money.
      if (value < 100) continue;
      if (
        /^(?:19|20)\d{2}$/u.test(digits!) &&
        (YEAR_BEFORE.test(text.slice(Math.max(0, start - 16), start)) ||
          !MONEY_AFTER_YEARISH.test(after) ||
          (NEAR_YEAR.test(digits!) && ASKS_HOW_MUCH.test(sentenceAround(text, start))))
      )
        continue;
    }
    list.push({
      value: thousands ? value * 1000 : value,
      start,
      end: start + match[0].trimEnd().length,
      currency: currency ? (/\$|dollar|usd/iu.test(currency) ? 'USD' : 'EUR') : null,
      thousands: Boolean(thousands),
    });
  }
  return list;
}

/** The sentence of `text` that holds the character at `at`. */
function sentenceAround(text: string, at: number): string {
  const after = text.slice(at).search(/[.?!;](?:\s|$)/u);
  return text.slice(
    lastSentenceEnd(text.slice(0, at)) + 1,
    after < 0 ? text.length : at + after + 1,
  );
}

/** The index of the last sentence end (. ? ! ;) in the text, or -1. */
function lastSentenceEnd(text: string): number {
  return Math.max(...['.', '?', '!', ';'].map((mark) => text.lastIndexOf(mark)));
}

// A comma that starts a new clause ("meine Nettorente ist 1.450 €, unsere Ausgaben liegen bei
// 2.100 €"): a cue beyond it names the next amount. Not a relative clause, which still describes
// this one ("1.200 €, die ich jeden Monat brauche").
const CLAUSE_COMMA =
  /, (?!(?:die|der|das|den|dem|deren|dessen|welche\p{L}*|which|that|who|whom|a month|im monat|pro monat)\b)/giu;

function clauseCommas(text: string): number[] {
  return [...text.matchAll(CLAUSE_COMMA)].map((match) => match.index ?? 0);
}

/**
 * How near a cue of the role stands to the amount, in characters, or null. A cue nearer to the
 * neighbouring amount than to this one is the neighbour's ("200k last if I take 1500": "take" is
 * the 1,500's), so `left` runs from the previous amount (or the window's start) and `right` to the
 * next one, each with `bounded` saying whether a neighbour ends it.
 */
function nearest(
  role: AmountRole,
  left: { text: string; bounded: boolean },
  right: { text: string; bounded: boolean },
): number | null {
  let best: number | null = null;
  const cue = new RegExp(CUES[role].source, 'giu');
  for (const match of right.text.matchAll(cue)) {
    const distance = match.index ?? 0;
    const toNext = right.text.length - distance - match[0].length;
    if (right.bounded && toNext < distance) continue;
    // A noun just after the amount ("200k saved", "1.200 Euro Rente") outweighs a word at the same
    // distance before it.
    const weighed =
      distance <= CLOSE_AFTER && (role === 'savings' || role === 'income')
        ? distance / 2
        : distance;
    if (best === null || weighed < best) best = weighed;
  }
  for (const match of left.text.matchAll(cue)) {
    const distance = left.text.length - (match.index ?? 0) - match[0].length;
    if (left.bounded && (match.index ?? 0) < distance) continue;
    if (best === null || distance < best) best = distance;
  }
  return best;
}

// The full stop of an abbreviation ends no sentence: "Wir brauchen so ca. 2.400 €" needs 2.400 €.
const ABBREVIATION_DOT =
  /\b(?:ca|rd|zirka|bzw|usw|etc|inkl|zzgl|evtl|ggf|mtl|monatl|approx|appr|est|e\.g|i\.e|z\.b|u\.a|d\.h)\./giu;

/** Every money amount in the text with the role its nearest words give it. */
export function readAmountList(written: string): ReadAmount[] {
  // Same length, so every position read below is the position in what was written.
  const text = written.replace(ABBREVIATION_DOT, (abbreviation) => `${abbreviation.slice(0, -1)} `);
  const amounts = found(text);
  return amounts.map((amount, i) => {
    // The amount's own stretch: no further than the neighbouring amounts or the sentence's end.
    const previousEnd = i > 0 ? amounts[i - 1]!.end : -1;
    const nextStart = i + 1 < amounts.length ? amounts[i + 1]!.start : text.length + 1;
    const from = Math.max(previousEnd, amount.start - WINDOW, 0);
    const to = Math.min(nextStart, amount.end + WINDOW, text.length);
    const leftRaw = text.slice(from, amount.start);
    const rightRaw = text.slice(amount.end, to);
    const leftCut = Math.max(lastSentenceEnd(leftRaw), ...clauseCommas(leftRaw)) + 1;
    const sentenceEnds = [rightRaw.search(/[.?!;](?:\s|$)/u), ...clauseCommas(rightRaw)].filter(
      (at) => at >= 0,
    );
    const rightEnd = sentenceEnds.length > 0 ? Math.min(...sentenceEnds) : -1;
    const left = {
      text: leftRaw.slice(leftCut),
      bounded: leftCut === 0 && from === previousEnd,
    };
    const right = {
      text: rightEnd >= 0 ? rightRaw.slice(0, rightEnd) : rightRaw,
      bounded: rightEnd < 0 && to === nextStart,
    };
    let role: AmountRole | null = null;
    let distance = Number.POSITIVE_INFINITY;
    for (const candidate of ['withdrawal', 'need', 'savings', 'income', 'spent'] as const) {
      const at = nearest(candidate, left, right);
      if (at !== null && at < distance) {
        role = candidate;
        distance = at;
      }
    }
    const monthly =
      MONTHLY.test(right.text.slice(0, 24)) && MONTH_WORD.test(right.text.slice(0, 24))
        ? true
        : MONTH_WORD.test(left.text.slice(-16));
    // A large sum named by nothing nearer is savings; a monthly one an income.
    if (role === null && !monthly && amount.value >= 10_000) role = 'savings';
    if (
      role === 'income' &&
      amount.value >= 50_000 &&
      !monthly &&
      CUES.savings.test(`${left.text} ${right.text}`)
    )
      role = 'savings';
    const yearly = !monthly && YEARLY.test(right.text.slice(0, 24));
    return {
      value: amount.value,
      role,
      monthly,
      yearly,
      currency: amount.currency,
      owner: ownerBefore(text, amount.start),
      earned:
        PAY_FOR_WORK.test(left.text) ||
        PAY_FOR_WORK.test(right.text.slice(0, 40)) ||
        // "Ich arbeite noch in der Apotheke, 2.400 Euro brutto": work told earlier in the sentence,
        // with no word of a benefit beside the amount itself.
        (role === null && AT_WORK.test(leftRaw.slice(lastSentenceEnd(leftRaw) + 1))),
    };
  });
}

/**
 * The person's savings, income, need and monthly withdrawal. In a question how long savings last,
 * the withdrawal is what they take out, or what they spend beyond their income.
 */
/** A wage the partner earns ("Meine Frau verdient 1.300 netto"): never the person's pension. */
export const isPartnersWage = (amount: ReadAmount): boolean =>
  amount.owner === 'partner' && amount.earned;

export function readAmounts(text: string, runwayQuestion: boolean): MoneyAmounts {
  const list = readAmountList(text);
  if (list.length === 0) return {};
  const result: MoneyAmounts = {};
  const currency = list.find((amount) => amount.currency !== null)?.currency;
  if (currency) result.currency = currency;
  const first = (role: AmountRole) => list.find((amount) => amount.role === role)?.value;
  const savings = list
    .filter((amount) => amount.role === 'savings')
    .reduce<number | undefined>((max, amount) => Math.max(max ?? 0, amount.value), undefined);
  if (savings !== undefined) result.savingsAmount = savings;
  // The person's own income: a partner's wage ("Meine Frau verdient 1.300 netto") is not theirs.
  const income = list.find((amount) => amount.role === 'income' && !isPartnersWage(amount))?.value;
  if (income !== undefined) result.incomeAmount = income;
  const need = first('need');
  const withdrawal = first('withdrawal');
  if (runwayQuestion) {
    // "How long will 50,000 last at 800 a month?": the monthly amount named by nothing else. Told
    // beside an income it is smaller than, it is what is taken out; larger, it is what the household
    // spends ("my bills come to about 3,100 a month"), and savings pay only what the income does not.
    const unnamed = list.find((amount) => amount.monthly && amount.role === null)?.value;
    const spent =
      need ??
      (unnamed !== undefined && income !== undefined && unnamed > income ? unnamed : undefined);
    if (withdrawal !== undefined) result.monthlyWithdrawal = withdrawal;
    else if (spent !== undefined && income !== undefined && spent > income) {
      result.neededAmount = spent;
      result.monthlyWithdrawal = spent - income;
    } else if ((spent ?? unnamed) !== undefined) result.monthlyWithdrawal = spent ?? unnamed;
  } else {
    if (need !== undefined) result.neededAmount = need;
    if (withdrawal !== undefined) result.monthlyWithdrawal = withdrawal;
    // "1.800 Euro Rente und brauche 2.300": an amount with nothing nearer is the income, once.
    if (result.incomeAmount === undefined) {
      const unnamed = list.find((amount) => amount.role === null && amount.value < 10_000);
      if (unnamed) result.incomeAmount = unnamed.value;
    }
  }
  return result;
}

/** The value a written number stands for, as text: "1.260" and "1,260" are "1260", "2,9" is "2.9". */
export const normalise = (digits: string): string => {
  const value = Number(digits.replace(/[.,](?=\d{3}\b)/gu, '').replace(',', '.'));
  return String(value);
};

// The rent however it is told: "Warmmiete 480 €", "die Wohnung kostet warm 480 Euro", "560 warm".
const RENT = /\b(?:warmmiete|miete|kaltmiete|wohnkosten|rent|wohnung kostet|unterkunft|warm)\b/iu;

/** The rent a message tells (the amount nearest the word for it) and the other amounts in it. */
export function rentTold(message: string): { rent?: ReadAmount; others: ReadAmount[] } {
  const amounts = readAmountList(message);
  const rentAt = message.search(RENT);
  if (rentAt < 0) return { others: amounts };
  // The number nearest the word, in its own sentence first ("ich 410 €. Unsere Warmmiete
  // beträgt 590 €" pays 590 in rent).
  const apart = (at: number): number => {
    const between = message.slice(Math.min(at, rentAt), Math.max(at, rentAt));
    return Math.abs(at - rentAt) + (/[.!?]\s/u.test(between) ? message.length : 0);
  };
  const rentMatch = [...message.matchAll(/\d{1,3}(?:[.,]\d{3})*(?:[.,]\d{1,2})?/gu)]
    .map((match) => ({ at: match.index ?? 0, text: match[0] }))
    .sort((a, b) => apart(a.at) - apart(b.at))[0];
  const rent = amounts.find(
    (amount) => rentMatch && String(amount.value) === normalise(rentMatch.text),
  );
  return { rent, others: amounts.filter((amount) => amount !== rent) };
}
