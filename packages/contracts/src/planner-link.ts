import type { Language } from './chat.js';
import type { AnalyzeDeRequest, AnalyzeUsRequest } from './pension.js';

// Issue 19: the Pension Planner's inputs in its URL, so a result can be sent to family or an adviser,
// and the same inputs as a question for the guide. Numbers travel in one notation (digits and a dot),
// whatever the page's language; reading ignores anything malformed (the API checks the values).

export type PlannerInputs =
  { system: 'us'; request: AnalyzeUsRequest } | { system: 'de'; request: AnalyzeDeRequest };

export const PENSION_PLANNER_PATH = '/pension-planner';

type Field<R> = readonly [key: string, read: (request: R) => number | string | undefined];

// Short, stable keys: a link someone sends stays short and keeps working.
const US_FIELDS: Field<AnalyzeUsRequest>[] = [
  ['pia', (r) => r.pia],
  ['born', (r) => r.birthDate ?? r.birthYear],
  ['claim', (r) => r.claimAge],
  ['claimm', (r) => r.claimAgeMonths],
  ['spia', (r) => r.spouse?.pia],
  ['sborn', (r) => r.spouse?.birthDate ?? r.spouse?.birthYear],
  ['sclaim', (r) => r.spouse?.ownClaimAge],
  ['earn', (r) => r.work?.annualEarnings],
];
const DE_FIELDS: Field<AnalyzeDeRequest>[] = [
  ['ep', (r) => r.entgeltpunkte],
  ['born', (r) => r.birthDate ?? r.birthYear],
  ['start', (r) => r.startAge],
  ['startm', (r) => r.startAgeMonths],
  ['target', (r) => r.targetMonthlyIncome],
  ['wz', (r) => r.wartezeitYears],
  ['kids', (r) => r.children],
  ['kids25', (r) => r.childrenUnder25],
  ['zb', (r) => r.zusatzbeitrag],
];

/** The planner's search parameters for these inputs (`system` first). */
export function plannerSearchParams(inputs: PlannerInputs): URLSearchParams {
  const params = new URLSearchParams({ system: inputs.system });
  const fields = (inputs.system === 'us' ? US_FIELDS : DE_FIELDS) as Field<typeof inputs.request>[];
  for (const [key, read] of fields) {
    const value = read(inputs.request);
    if (value !== undefined) params.set(key, String(value));
  }
  return params;
}

/** The path of the planner showing these inputs, to share or to link from an answer. */
export function plannerPath(inputs: PlannerInputs): string {
  return `${PENSION_PLANNER_PATH}?${plannerSearchParams(inputs).toString()}`;
}

const NUMBER = /^\d{1,9}(\.\d{1,4})?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function numberParam(params: URLSearchParams, key: string): number | undefined {
  const text = params.get(key);
  return text !== null && NUMBER.test(text) ? Number(text) : undefined;
}

function birthParam(
  params: URLSearchParams,
  key: string,
): { birthDate: string } | { birthYear: number } | undefined {
  const text = params.get(key);
  if (text === null) return undefined;
  if (ISO_DATE.test(text)) return { birthDate: text };
  return /^\d{4}$/.test(text) ? { birthYear: Number(text) } : undefined;
}

function defined<T extends object>(entries: T): T {
  return Object.fromEntries(
    Object.entries(entries).filter(([, value]) => value !== undefined),
  ) as T;
}

/**
 * The inputs in a planner URL, or null when it names no system or lacks the main amount and birth.
 * Values are taken as given when well-formed; the calculator's own checks judge them.
 */
export function readPlannerSearchParams(params: URLSearchParams): PlannerInputs | null {
  const system = params.get('system');
  const born = birthParam(params, 'born');
  if (system === 'us') {
    const pia = numberParam(params, 'pia');
    if (pia === undefined || !born) return null;
    const spouseBorn = birthParam(params, 'sborn');
    const earnings = numberParam(params, 'earn');
    return {
      system,
      request: defined({
        pia,
        ...born,
        claimAge: numberParam(params, 'claim'),
        claimAgeMonths: numberParam(params, 'claimm'),
        spouse: spouseBorn
          ? defined({
              ...spouseBorn,
              pia: numberParam(params, 'spia'),
              ownClaimAge: numberParam(params, 'sclaim'),
            })
          : undefined,
        work: earnings === undefined ? undefined : { annualEarnings: earnings },
      }),
    };
  }
  if (system === 'de') {
    const entgeltpunkte = numberParam(params, 'ep');
    if (entgeltpunkte === undefined || !born) return null;
    return {
      system,
      request: defined({
        entgeltpunkte,
        ...born,
        startAge: numberParam(params, 'start'),
        startAgeMonths: numberParam(params, 'startm'),
        targetMonthlyIncome: numberParam(params, 'target'),
        wartezeitYears: numberParam(params, 'wz'),
        children: numberParam(params, 'kids'),
        childrenUnder25: numberParam(params, 'kids25'),
        zusatzbeitrag: numberParam(params, 'zb'),
      }),
    };
  }
  return null;
}

/** "born 1964-03-15" / "geboren am 15.03.1964", or the year alone. */
function bornText(birth: { birthDate?: string; birthYear?: number }, language: Language): string {
  if (birth.birthDate === undefined)
    return language === 'de' ? `Jahrgang ${birth.birthYear}` : `born ${birth.birthYear}`;
  return language === 'de'
    ? `geboren am ${birth.birthDate.split('-').reverse().join('.')}`
    : `born ${birth.birthDate}`;
}

function number(value: number, language: Language): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', {
    maximumFractionDigits: 4,
  }).format(value);
}

function dollars(amount: number, language: Language): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', {
    style: 'currency',
    currency: 'USD',
  })
    .format(amount)
    .replace(/\u00a0/g, ' ');
}

/**
 * The planner's inputs as a question for the guide, in the person's language and its number format
 * ("38,5 Entgeltpunkte"), worded so the guide recognises the numbers and runs the calculator.
 */
export function plannerGuidePrompt(inputs: PlannerInputs, language: Language): string {
  const de = language === 'de';
  if (inputs.system === 'us') {
    const r = inputs.request;
    const parts = [
      de
        ? `Mein PIA ist ${dollars(r.pia, language)}, ${bornText(r, language)}.`
        : `My PIA is ${dollars(r.pia, language)}, ${bornText(r, language)}.`,
    ];
    if (r.claimAge !== undefined)
      parts.push(
        de ? `Ich möchte mit ${r.claimAge} in Rente gehen.` : `I plan to claim at ${r.claimAge}.`,
      );
    if (r.spouse) {
      const spousePia = dollars(r.spouse.pia ?? 0, language);
      parts.push(
        de
          ? `Mein Ehepartner (${bornText(r.spouse, language)}) hat einen eigenen PIA von ${spousePia}.`
          : `My spouse (${bornText(r.spouse, language)}) has an own PIA of ${spousePia}.`,
      );
    }
    if (r.work)
      parts.push(
        de
          ? `Ich verdiene ${dollars(r.work.annualEarnings, language)} im Jahr mit Arbeit.`
          : `I earn ${dollars(r.work.annualEarnings, language)} a year from work.`,
      );
    parts.push(
      de ? 'Wann sollte ich Social Security beantragen?' : 'When should I claim Social Security?',
    );
    return parts.join(' ');
  }
  const r = inputs.request;
  const parts = [
    de
      ? `Ich habe ${number(r.entgeltpunkte ?? 0, language)} Entgeltpunkte, ${bornText(r, language)}.`
      : `I have ${number(r.entgeltpunkte ?? 0, language)} Entgeltpunkte, ${bornText(r, language)}.`,
  ];
  if (r.startAge !== undefined)
    parts.push(
      de
        ? `Ich möchte mit ${r.startAge} in Rente gehen.`
        : `I would like to retire at ${r.startAge}.`,
    );
  if (r.wartezeitYears !== undefined)
    parts.push(
      de
        ? `Ich habe ${number(r.wartezeitYears, language)} Jahre Wartezeit.`
        : `I have ${number(r.wartezeitYears, language)} years of Wartezeit.`,
    );
  if (r.children !== undefined)
    parts.push(
      r.children === 0
        ? de
          ? 'Ich habe keine Kinder.'
          : 'I have no children.'
        : de
          ? `Ich habe ${r.children} ${r.children === 1 ? 'Kind' : 'Kinder'}.`
          : `I have ${r.children} ${r.children === 1 ? 'child' : 'children'}.`,
    );
  // The amount before the currency word in both languages: the guide reads "2.000 €" / "2,000 euros".
  if (r.targetMonthlyIncome !== undefined)
    parts.push(
      de
        ? `Mein Ziel sind ${number(r.targetMonthlyIncome, language)} € im Monat. Wie schließe ich meine Rentenlücke?`
        : `My target is ${number(r.targetMonthlyIncome, language)} euros a month. How can I close my pension gap?`,
    );
  else parts.push(de ? 'Was bedeutet das für meine Rente?' : 'What does this mean for my pension?');
  return parts.join(' ');
}
