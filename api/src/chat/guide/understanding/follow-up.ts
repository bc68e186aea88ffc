import type { Language } from '@ageless/contracts';
import { compactText } from './facts.js';
import { perMonthAsked, periodAsked, withoutPeriodWords } from './slots.js';

// Follow-ups resolved against the conversation's state (issue 24, item 3). Each answer that comes
// to an amount stores it with its turn (`StoredResult`); a short next message that asks only for
// that amount in other terms ("und netto?", "and for the whole year?", "was macht das in zwei
// Jahren?") is answered from the stored amount and the computation before, not by searching its
// few words for a subject they do not name. What is asked is read by slot (a stretch of time, net
// of contributions), never by the wording of a known question.

/** The amount an answer came to, stored with its turn for the follow-ups that ask about it. */
export interface StoredResult {
  /** A month's amount, in euros or dollars (not cents). */
  amount: number;
  currency: 'EUR' | 'USD';
  /** A German statutory pension before health and care contributions: "und netto?" applies. */
  grossPension?: boolean;
  /** A year's amount (a required minimum distribution): "per month?" asks its share. */
  yearly?: boolean;
  /**
   * How much the amount changed in the month ("$51.80 more" with the COLA, "252 € weniger" with an
   * Abschlag): "how much more per year?" asks the change over the months, not the amount.
   */
  change?: number;
}

/** What a follow-up asks of the amount before. */
export interface ResultAsked {
  /** The months it is asked for (12 for a year); absent for a month. */
  months?: number;
  /** What is left after health and care contributions. */
  net?: boolean;
  /** A month's share of a yearly amount ("what is that per month?" after the RMD). */
  perMonth?: boolean;
}

// "netto", "net", "take-home", "nach Abzügen", "was bleibt (übrig)", "what's left", "after
// deductions": what remains of a gross amount. Alternatives are plain words, so the match is linear.
const NET_ASKED =
  /(?<![\p{L}\p{N}])(?:netto|net|take[- ]home|after (?:the )?(?:deductions|contributions|insurance|part b(?: premium)?|medicare(?: premium)?|premium)|nach (?:den )?abz(?:ug|ügen)|nach kranken\p{L}*|was (?:bleibt|übrig bleibt|kommt an)|what(?:['’]s| is) left|übrig|ausgezahlt|aufs konto)\b/iu;

/** The sentence that asks (the last with a question mark), or the whole message when none does. */
export function askedSentence(message: string): string {
  const end = message.lastIndexOf('?');
  if (end < 0) return message;
  // Read back to the end of the sentence before, character by character: one pass, whatever the length.
  let start = end;
  while (start > 0 && !'.!?'.includes(message[start - 1]!)) start -= 1;
  return message.slice(start, end + 1);
}

// A follow-up's question that asks about the amount before is short: a longer one tells a question
// of its own and is read as one. A story before it ("Danke, das hilft. Meine Frau fragt, was davon
// übrig bleibt. Und netto?") does not count: the asking sentence is read.
const FOLLOW_UP_LETTER_WORDS = 20;

/**
 * What a short follow-up asks of the amount the answer before came to: a stretch of time, or the
 * amount net of contributions. Null when it asks neither, or is too long to be only that.
 */
export function resultAsked(message: string): ResultAsked | null {
  const text = compactText(askedSentence(message));
  if ((text.match(/\p{L}+/gu)?.length ?? 0) > FOLLOW_UP_LETTER_WORDS) return null;
  const months = periodAsked(text);
  const net = NET_ASKED.test(text);
  const perMonth = months === undefined && perMonthAsked(text);
  if (months === undefined && !net && !perMonth) return null;
  return {
    ...(months !== undefined ? { months } : {}),
    ...(net ? { net: true } : {}),
    ...(perMonth ? { perMonth: true } : {}),
  };
}

// "how much more", "wie viel weniger", "the difference", "der Unterschied": the change asked for.
const CHANGE_ASKED =
  /\b(?:more|less|extra|increase|raise|difference|mehr|weniger|unterschied|differenz|plus|minus)\b/iu;

/** The month's amount a period is summed from: the change when the message asks for it. */
export function periodBase(message: string, result: StoredResult): number {
  return result.change !== undefined && CHANGE_ASKED.test(askedSentence(message))
    ? Math.abs(result.change)
    : result.amount;
}

/**
 * What a follow-up says beside asking for the amount in other terms: "and what does Part B cost
 * per month?" still names Part B; "und was bleibt netto im Jahr?" names nothing more.
 */
// Words that ask how much, in all or as a change, and name nothing: "how much extra is that
// altogether?", "wie viel mehr ist das insgesamt?".
const AMOUNT_WORDS = new RegExp(
  String.raw`\b(?:how much|how many|wie ?viel\p{L}*|altogether|in total|all together|total|insgesamt|zusammen|alles in allem)\b|${CHANGE_ASKED.source}`,
  'giu',
);

export function besideResultWords(message: string): string {
  return withoutPeriodWords(askedSentence(message))
    .replace(new RegExp(NET_ASKED.source, 'giu'), ' ')
    .replace(AMOUNT_WORDS, ' ');
}

/** "Im Monat sind das 1.257,86 $ (15.094,34 $ ÷ 12).": a year's amount as a month's share. */
export function monthShareLine(
  yearly: number,
  money: (value: number) => string,
  language: Language,
): string {
  return language === 'de'
    ? `Im Monat sind das ${money(yearly / 12)} (${money(yearly)} ÷ 12).`
    : `Per month that is ${money(yearly / 12)} (${money(yearly)} ÷ 12).`;
}

/** "Im Jahr sind das 7.188 € (12 × 599 €).": a month's amount summed over the months asked. */
export function periodLine(
  amount: number,
  months: number,
  money: (value: number) => string,
  language: Language,
): string {
  const de = language === 'de';
  const stretch =
    months === 12
      ? de
        ? 'Im Jahr'
        : 'For a year'
      : months % 12 === 0
        ? de
          ? `Für ${months / 12} Jahre`
          : `For ${months / 12} years`
        : de
          ? `Für ${months} Monate`
          : `For ${months} months`;
  const sum = money(amount * months);
  return de
    ? `${stretch} sind das ${sum} (${months} × ${money(amount)}).`
    : `${stretch} that is ${sum} (${months} × ${money(amount)}).`;
}
