import type { FigureUnit, Language, Market } from '@ageless/contracts';
import { FigureError, type FigureOn, figureOn, formatFigureDate } from '../../figures/figure.js';
import type { AnswerCard, CardSource } from './cards/card.js';

// How answers read (issue 15, item 5): whole sentences, the answer first, figures from the dated
// table with the date they apply from, and only the sources actually used.

// `{id}`, a sum `{id+id}` or a share `{id/2}` (the pensioner's half of a contribution rate).
const FIGURE = /\{([a-z0-9.+-]+)(?:\/(\d+))?\}/g;
const DAY_MS = 86_400_000;

/** A figure's value as people read it in the language: "$202.90", "42,52 €", "3,6 %", "73". */
export function formatFigure(value: number, unit: FigureUnit, language: Language): string {
  const locale = language === 'de' ? 'de-DE' : 'en-US';
  if (unit === 'usd-cents' || unit === 'eur-cents') {
    const amount = value / 100;
    const whole = Number.isInteger(amount);
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: unit === 'usd-cents' ? 'USD' : 'EUR',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    })
      .format(amount)
      .replace(/\u00a0/g, ' ');
  }
  if (unit === 'percent') {
    const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);
    return language === 'de' ? `${number} %` : `${number}%`;
  }
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** "Figures as of 1 January 2026." and, for figures whose newest row is over a year old, how old. */
export function asOfSentence(
  figures: FigureOn[],
  today: string,
  language: Language,
): string | null {
  if (figures.length === 0) return null;
  const newest = figures.reduce((latest, figure) =>
    figure.validFrom > latest.validFrom ? figure : latest,
  );
  const date = formatFigureDate(newest.validFrom, language);
  const parts = [language === 'de' ? `Stand der Zahlen: ${date}.` : `Figures as of ${date}.`];
  const oldest = figures.reduce((first, figure) =>
    figure.newestValidFrom < first.newestValidFrom ? figure : first,
  );
  const months = Math.floor(
    (Date.parse(today) - Date.parse(oldest.newestValidFrom)) / DAY_MS / 30.44,
  );
  if (months > 12) {
    const since = formatFigureDate(oldest.newestValidFrom, language);
    parts.push(
      oldest.stale
        ? language === 'de'
          ? `Neuere Werte liegen uns noch nicht vor: Der jüngste gilt seit dem ${since} und ist ${months} Monate alt.`
          : `No newer value has been published to us yet: the newest applies from ${since} and is ${months} months old.`
        : language === 'de'
          ? `Dieser Betrag gilt unverändert seit dem ${since} (${months} Monate); er ändert sich nur, wenn das Gesetz geändert wird.`
          : `This amount has applied unchanged since ${since} (${months} months); it changes only when the law does.`,
    );
  }
  return parts.join(' ');
}

export interface RenderedCard {
  text: string;
  sources: CardSource[];
  figures: FigureOn[];
}

/**
 * The card's answer in the language, figures filled in for the day asked, with its sources. A
 * question about a past day (`asked`: "the limit for 2025") gets that day's figures, and today's
 * beside them where they differ; a figure with no value yet on that day gets today's answer alone.
 */
export function renderCard(
  card: AnswerCard,
  language: Language,
  today: string,
  asked: string | null = null,
  market: Market | null = null,
): RenderedCard {
  const rendered = renderFor(card, language, today, asked);
  return { ...rendered, text: rendered.text.replace(EMERGENCY, emergencyNumber(market, language)) };
}

// Where a card says whom to call in an emergency, the number of the person's country: a reader in
// the US is not sent to 112, nor one in Germany to 911. Without a country, both.
const EMERGENCY = /%EMERGENCY%/g;
function emergencyNumber(market: Market | null, language: Language): string {
  if (market === 'US') return '911';
  if (market !== null) return '112';
  return language === 'de' ? '112 (in den USA 911)' : '911 (112 in Europe)';
}

function renderFor(
  card: AnswerCard,
  language: Language,
  today: string,
  asked: string | null,
): RenderedCard {
  if (asked !== null && asked < today) {
    try {
      const then = renderOn(card, language, asked, today);
      const now = todaysFigures(then.figures, today, language);
      return now ? { ...then, text: `${then.text} ${now}` } : then;
    } catch (error) {
      if (!(error instanceof FigureError)) throw error;
    }
  }
  return renderOn(card, language, today, today);
}

/** "Today (from 1 January 2026): 401(k) contribution limit $24,500." for the figures that changed. */
function todaysFigures(figures: FigureOn[], today: string, language: Language): string | null {
  const changed = figures
    .map((then) => ({ then, now: figureOn(then.id, today) }))
    .filter(({ then, now }) => now.value !== then.value);
  if (changed.length === 0) return null;
  const items = changed
    .map(
      ({ now }) =>
        `${now.label[language]}: ${formatFigure(now.value, now.unit, language)} (${language === 'de' ? 'seit dem' : 'from'} ${formatFigureDate(now.validFrom, language)})`,
    )
    .join('; ');
  return language === 'de' ? `Heute gilt: ${items}.` : `Today: ${items}.`;
}

function renderOn(card: AnswerCard, language: Language, day: string, today: string): RenderedCard {
  const figures: FigureOn[] = [];
  const answer = card[language].answer.replace(FIGURE, (_, ids: string, divisor?: string) => {
    const parts = ids.split('+').map((id) => figureOn(id, day));
    for (const figure of parts)
      if (!figures.some((used) => used.id === figure.id)) figures.push(figure);
    const sum = parts.reduce((total, figure) => total + figure.value, 0);
    const value = divisor ? sum / Number(divisor) : sum;
    return formatFigure(Math.round(value * 1000) / 1000, parts[0]!.unit, language);
  });
  const asOf = asOfSentence(figures, today, language);
  const sources: CardSource[] = [];
  const add = (source: CardSource): void => {
    if (!sources.some((known) => known.url === source.url)) sources.push(source);
  };
  card.sources.forEach(add);
  for (const figure of figures) add({ title: figure.source.title, url: figure.source.url });
  return { text: asOf ? `${answer} ${asOf}` : answer, sources, figures };
}

// A sentence that leans on the one before it ("Together they…", "This means…", "Dies…") cannot
// stand first or alone.
const LEANS_BACK =
  /^(together|this|these|that|those|they|it|its|such|also|however|but|and|so|then|dies(e[rsn]?)?|das|diese[rsmn]?|sie|er|es|damit|dabei|dazu|daher|deshalb|außerdem|auch|aber|und|so)\b/iu;

export function leansBack(sentence: string): boolean {
  return LEANS_BACK.test(sentence.trim());
}
