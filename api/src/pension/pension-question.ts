import {
  type AgeInMonths,
  type AnalyzeDeRequest,
  type AnalyzeDeResponse,
  type AnalyzeUsRequest,
  type AnalyzeUsResponse,
  type Language,
  type PensionSource,
  type UsClaimOption,
} from '@ageless/contracts';

// The chat guide's calculator answers: the calculator's result as a short answer with its figures and
// sources. The guide's understanding stage (api/src/chat/guide/understanding) finds the numbers.

export type PensionQuestion =
  | {
      kind: 'us';
      request: AnalyzeUsRequest;
      askedAge: number | null;
      /** The age the asked one is set against ("more at 70 than at 62"). */
      comparedAge?: number | null;
      /**
       * The year of birth was not told but worked out: from the person's age (`age`: one of two
       * years), as the first of the years with the final full retirement age (`earliest`), or from
       * the full retirement age the person told (`fra`).
       */
      assumedBirth?: 'age' | 'earliest' | 'fra';
    }
  | { kind: 'de'; request: AnalyzeDeRequest; askedAge: number | null };

export type PensionResult =
  | { kind: 'us'; question: Extract<PensionQuestion, { kind: 'us' }>; result: AnalyzeUsResponse }
  | { kind: 'de'; question: Extract<PensionQuestion, { kind: 'de' }>; result: AnalyzeDeResponse };

export interface PensionAnswer {
  kind: 'us' | 'de';
  text: string;
  sources: PensionSource[];
  result: AnalyzeUsResponse | AnalyzeDeResponse;
}

function money(cents: number, currency: 'USD' | 'EUR', language: Language): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', {
    style: 'currency',
    currency,
  })
    .format(cents / 100)
    .replace(/\u00a0/g, ' ');
}

function decimal(value: number, language: Language, digits = 1): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', {
    maximumFractionDigits: digits,
  }).format(value);
}

function age(value: AgeInMonths, language: Language): string {
  if (value.months === 0) return String(value.years);
  return language === 'de'
    ? `${value.years} Jahren und ${value.months} Monat${value.months === 1 ? '' : 'en'}`
    : `${value.years} and ${value.months} month${value.months === 1 ? '' : 's'}`;
}

// The year of birth as the estimate used it: told, or worked out from the age ("1962 or 1963") or
// from a claim still to come ("1960 or later").
function bornText(
  question: Extract<PensionQuestion, { kind: 'us' }>,
  ssaBirthYear: number,
  language: Language,
): string {
  if (question.assumedBirth === 'age')
    return language === 'de'
      ? `${ssaBirthYear - 1} oder ${ssaBirthYear}`
      : `${ssaBirthYear - 1} or ${ssaBirthYear}`;
  if (
    question.assumedBirth === 'earliest' ||
    (question.assumedBirth === 'fra' && ssaBirthYear >= 1960)
  )
    return language === 'de' ? `${ssaBirthYear} oder später` : `${ssaBirthYear} or later`;
  return question.request.birthDate ?? String(ssaBirthYear);
}

function formatUs(
  question: Extract<PensionQuestion, { kind: 'us' }>,
  result: AnalyzeUsResponse,
  language: Language,
): string {
  const currency = 'USD' as const;
  const find = (months: number): UsClaimOption | undefined =>
    result.options.find((o) => o.ageInMonths === months);
  const fraMonths = result.fullRetirementAge.years * 12 + result.fullRetirementAge.months;
  const earliest = find(result.earliestClaimAge.years * 12 + result.earliestClaimAge.months)!;
  const atFra = find(fraMonths) ?? result.options.find((o) => o.monthsEarly === 0)!;
  const at70 = find(70 * 12)!;
  // With an age asked, that age replaces the earliest: the amount at 62 beside the one asked for
  // is read as the answer by people skimming (and was, in the guide's evaluations).
  const first = result.planned ?? earliest;
  const compared =
    question.comparedAge !== undefined && question.comparedAge !== null
      ? find(question.comparedAge * 12)
      : undefined;
  const rows = [first, atFra, at70, ...(compared ? [compared] : [])].filter(
    (row, index, all) => all.findIndex((other) => other.ageInMonths === row.ageInMonths) === index,
  );
  rows.sort((a, b) => a.ageInMonths - b.ageInMonths);
  const change = (option: UsClaimOption): string => {
    const percent = decimal(Math.abs(option.factor - 1) * 100, language);
    if (option.factor < 1)
      return language === 'de' ? ` (${percent} % weniger)` : ` (${percent}% less)`;
    if (option.factor > 1)
      return language === 'de' ? ` (${percent} % mehr)` : ` (${percent}% more)`;
    return language === 'de' ? ' (volle Rente)' : ' (full benefit)';
  };
  const lines = rows.map((row) =>
    language === 'de'
      ? `• mit ${age(row.age, language)}: ${money(row.monthlyBenefitCents, currency, language)} im Monat${change(row)}`
      : `• at ${age(row.age, language)}: ${money(row.monthlyBenefitCents, currency, language)} a month${change(row)}`,
  );
  const breakEvenText = (earlier: number, later: number): string | null => {
    const found = result.breakEvens.find(
      (b) =>
        b.earlier.years * 12 + b.earlier.months === earlier &&
        b.later.years * 12 + b.later.months === later,
    );
    if (!found?.age) return null;
    return language === 'de'
      ? `${age(found.later, language)} statt ${age(found.earlier, language)} lohnt sich insgesamt ab ${age(found.age, language)}`
      : `claiming at ${age(found.later, language)} instead of ${age(found.earlier, language)} pays more in total from age ${age(found.age, language)}`;
  };
  const breakEvens = [
    breakEvenText(first.ageInMonths, fraMonths),
    breakEvenText(first.ageInMonths, 70 * 12),
  ].filter((text): text is string => text !== null);
  const born = bornText(question, result.ssaBirthYear, language);
  const fra = age(result.fullRetirementAge, language);
  const header =
    language === 'de'
      ? `Social-Security-Schätzung für eine PIA von ${money(result.piaCents, currency, language)} (geboren ${born}, volles Rentenalter ${fra}):`
      : `Social Security estimate for a PIA of ${money(result.piaCents, currency, language)} (born ${born}, full retirement age ${fra}):`;
  const outOfRange =
    question.askedAge !== null && (question.askedAge < 62 || question.askedAge > 70)
      ? language === 'de'
        ? `Mit ${question.askedAge} geht es nicht: Altersrente gibt es frühestens mit 62, und nach 70 wächst sie nicht mehr.`
        : `${question.askedAge} is outside the choices: benefits start at 62 at the earliest and stop growing at 70.`
      : null;
  const closing =
    language === 'de'
      ? 'In heutigen Dollar, auf den Cent gerundet; nur zur Information, keine Beratung.'
      : "In today's dollars, rounded to the cent; educational only, not advice.";
  const breakEvenLine = breakEvens.length > 0 ? `Break-even: ${breakEvens.join('; ')}.` : null;
  // The age the person asked about is the answer; the other ages follow for comparison, so it comes
  // first instead of standing somewhere in the list.
  const planned = outOfRange === null ? result.planned : null;
  const direct =
    planned === null
      ? null
      : language === 'de'
        ? `Mit ${age(planned.age, language)}: ${money(planned.monthlyBenefitCents, currency, language)} im Monat${change(planned)}.${planned.factor < 1 ? ' Die Kürzung bleibt dauerhaft, auch nach dem vollen Rentenalter.' : ''}`
        : `At ${age(planned.age, language)}: ${money(planned.monthlyBenefitCents, currency, language)} a month${change(planned)}.${planned.factor < 1 ? ' The reduction is for good: the benefit does not go back up at full retirement age.' : ''}`;
  // "How much more at 70 than at 62?": the difference itself, worked out.
  const difference =
    planned === null || !compared || !compared.available
      ? null
      : (() => {
          const cents = planned.monthlyBenefitCents - compared.monthlyBenefitCents;
          const amount = money(Math.abs(cents), currency, language);
          const more = cents >= 0;
          return language === 'de'
            ? `Mit ${age(planned.age, language)} sind das ${amount} im Monat ${more ? 'mehr' : 'weniger'} als mit ${age(compared.age, language)} (${money(planned.monthlyBenefitCents, currency, language)} statt ${money(compared.monthlyBenefitCents, currency, language)}).`
            : `At ${age(planned.age, language)} that is ${amount} a month ${more ? 'more' : 'less'} than at ${age(compared.age, language)} (${money(planned.monthlyBenefitCents, currency, language)} instead of ${money(compared.monthlyBenefitCents, currency, language)}).`;
        })();
  // Worked out with a year of birth the person did not tell: which one, and how to change it.
  const assumption =
    question.assumedBirth === 'age'
      ? language === 'de'
        ? `Nach Ihrem Alter sind Sie ${born} geboren; das volle Rentenalter ist für beide Jahrgänge ${fra}.`
        : `From your age, you were born in ${born}; the full retirement age is ${fra} for both.`
      : question.assumedBirth === 'earliest'
        ? language === 'de'
          ? `Gerechnet mit einem vollen Rentenalter von ${fra}, das für alle ab Jahrgang ${result.ssaBirthYear} gilt. Sind Sie früher geboren, nennen Sie mir Ihr Geburtsjahr, dann rechne ich neu.`
          : `Worked out with a full retirement age of ${fra}, which holds for everyone born in ${result.ssaBirthYear} or later. If you were born earlier, tell me your year of birth and I will work it out again.`
        : null;
  return [direct, difference, header, ...lines, outOfRange, breakEvenLine, assumption, closing]
    .filter((line): line is string => line !== null)
    .join('\n');
}

function formatDe(
  question: Extract<PensionQuestion, { kind: 'de' }>,
  result: AnalyzeDeResponse,
  language: Language,
): string {
  const currency = 'EUR' as const;
  const de = language === 'de';
  const rw = money(result.rentenwert.cents, currency, language);
  const validFrom = de
    ? result.rentenwert.validFrom.split('-').reverse().join('.')
    : result.rentenwert.validFrom;
  const start = age(result.startAge, language);
  const rag = age(result.regelaltersgrenze, language);
  // German needs the case: "von 66 Jahren und 10 Monaten", "(66 Jahre und 10 Monate)".
  const { years: ragYears, months: ragMonths } = result.regelaltersgrenze;
  const ragDative = ragMonths === 0 ? `${ragYears} Jahren` : rag;
  const ragNominative =
    ragMonths === 0
      ? `${ragYears} Jahre`
      : `${ragYears} Jahre und ${ragMonths} Monat${ragMonths === 1 ? '' : 'e'}`;
  const zf = decimal(result.zugangsfaktor, language, 3);
  const ep = decimal(result.entgeltpunkte, language, 4);
  const adjustment = decimal(Math.abs(result.adjustmentPercent), language);
  const formula = `${ep} × ${zf} × ${decimal(result.rentenartfaktor, language)} × ${rw} = ${money(result.monthlyGrossCents, currency, language)}`;
  const lines: string[] = [];
  lines.push(
    de
      ? `Geschätzte gesetzliche Rente bei Beginn mit ${start}: ${money(result.monthlyGrossCents, currency, language)} brutto im Monat (Entgeltpunkte × Zugangsfaktor × Rentenartfaktor × aktueller Rentenwert: ${formula}; Rentenwert gültig ab ${validFrom}).`
      : `Estimated German statutory pension starting at ${start}: ${money(result.monthlyGrossCents, currency, language)} gross a month (Entgeltpunkte × Zugangsfaktor × Rentenartfaktor × aktueller Rentenwert: ${formula}; Rentenwert valid from ${validFrom}).`,
  );
  if (result.monthsEarly > 0) {
    lines.push(
      de
        ? `Das sind ${result.monthsEarly} Monate vor Ihrer Regelaltersgrenze von ${ragDative}: ${adjustment} % Abschlag, dauerhaft. Mit ${rag}: ${money(result.monthlyGrossAtRegelaltersgrenzeCents, currency, language)}.`
        : `That is ${result.monthsEarly} months before your Regelaltersgrenze of ${rag}: ${adjustment}% less, for good. At ${rag}: ${money(result.monthlyGrossAtRegelaltersgrenzeCents, currency, language)}.`,
    );
  } else if (result.monthsLate > 0) {
    lines.push(
      de
        ? `Das sind ${result.monthsLate} Monate nach Ihrer Regelaltersgrenze von ${ragDative}: ${adjustment} % Zuschlag.`
        : `That is ${result.monthsLate} months after your Regelaltersgrenze of ${rag}: ${adjustment}% more.`,
    );
  } else {
    lines.push(
      de
        ? `Das ist Ihre Regelaltersgrenze (${ragNominative}), ohne Abschlag.`
        : `That is your Regelaltersgrenze (${rag}), with no reduction.`,
    );
  }
  if (question.askedAge !== null && (question.askedAge < 63 || question.askedAge > 75)) {
    lines.push(
      de
        ? `Mit ${question.askedAge} ist keine Altersrente berechenbar: frühestens mit 63 (langjährig Versicherte, 35 Jahre).`
        : `${question.askedAge} cannot be calculated: the earliest old-age pension starts at 63 (35 insured years).`,
    );
  }
  if (result.rentenlueckeCents !== null && result.targetMonthlyIncomeCents !== null) {
    lines.push(
      de
        ? `Rentenlücke zu Ihrem Ziel von ${money(result.targetMonthlyIncomeCents, currency, language)}: ${money(result.rentenlueckeCents, currency, language)} im Monat (Bruttorente gegen Ziel; netto ist die Lücke größer).`
        : `Gap to your target of ${money(result.targetMonthlyIncomeCents, currency, language)}: ${money(result.rentenlueckeCents, currency, language)} a month (gross pension against the target; net, the gap is larger).`,
    );
  }
  lines.push(
    de
      ? 'Bruttobetrag in heutigen Werten; nur zur Information, keine Beratung.'
      : 'Gross amount in today’s values; educational only, not advice.',
  );
  return lines.join('\n');
}

/** A short answer in EN or DE with the calculator's figures; `sources` are the ones to cite beside it. */
export function formatPensionAnswer(pension: PensionResult, language: Language): PensionAnswer {
  if (pension.kind === 'us') {
    return {
      kind: 'us',
      text: formatUs(pension.question, pension.result, language),
      sources: pension.result.sources.slice(0, 3),
      result: pension.result,
    };
  }
  return {
    kind: 'de',
    text: formatDe(pension.question, pension.result, language),
    sources: [
      pension.result.sources[0]!,
      pension.result.sources[1]!,
      pension.result.rentenwert.source,
    ],
    result: pension.result,
  };
}
