import { figureOn } from '../../figures/figure.js';
import { ANSWER_CARDS } from './cards/index.js';
import { asOfSentence, formatFigure, leansBack, renderCard } from './compose.js';

const card = (id: string) => ANSWER_CARDS.find((candidate) => candidate.id === id)!;

describe('answer cards', () => {
  it('are at least 150, each in English and German, with an answer and a known topic', () => {
    expect(ANSWER_CARDS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(ANSWER_CARDS.map((c) => c.id)).size).toBe(ANSWER_CARDS.length);
    for (const c of ANSWER_CARDS) {
      for (const language of ['en', 'de'] as const) {
        expect(c[language].title.trim()).not.toBe('');
        expect(c[language].answer).toMatch(/[.?!)]$/);
      }
    }
  });

  it('fill every placeholder from the dated figures table on every day, with a source for each', () => {
    for (const c of ANSWER_CARDS)
      for (const language of ['en', 'de'] as const) {
        const rendered = renderCard(c, language, '2026-11-22');
        expect(rendered.text).not.toMatch(/\{[a-z]/);
        expect(rendered.sources.every((source) => source.url.startsWith('https://'))).toBe(true);
      }
  });

  it('quote figures in the reader’s number format with the date they apply from', () => {
    const en = renderCard(card('medicare-partb-premium'), 'en', '2026-11-22');
    expect(en.text).toContain('$202.90 a month');
    expect(en.text).toContain('Figures as of 1 January 2026.');
    const de = renderCard(card('de-pv-rentner'), 'de', '2026-11-22');
    expect(de.text).toContain('3,6 %');
    expect(de.text).toContain('4,2 %');
    const kv = renderCard(card('de-kvdr'), 'de', '2026-11-22');
    expect(kv.text).toContain('also 7,3 %');
  });

  it('give a past year’s figures when that year is asked, with today’s beside them', () => {
    const part = card('medicare-partb-premium');
    const then = renderCard(part, 'en', '2026-11-22', '2025-12-31');
    expect(then.text).toContain('$185 a month');
    expect(then.text).toContain('Figures as of 1 January 2025.');
    expect(then.text).toMatch(/Today: .*\$202\.90 \(from 1 January 2026\)\./);
    const now = renderCard(part, 'en', '2026-11-22');
    expect(now.text).not.toContain('Today:');
  });

  it('answer with today’s figures when a card has none yet on the day asked', () => {
    const aktiv = card('de-aktivrente');
    const rendered = renderCard(aktiv, 'de', '2026-11-22', '2024-12-31');
    expect(rendered.text).toEqual(renderCard(aktiv, 'de', '2026-11-22').text);
  });

  it('say how old a figure is when its newest row is more than a year old', () => {
    const pflege = renderCard(card('de-pflegegeld'), 'de', '2026-11-22');
    expect(pflege.text).toContain('599 €');
    expect(pflege.text).toMatch(/gilt unverändert seit dem 1\. Januar 2025 \(22 Monate\)/);
    const nursing = renderCard(card('us-nursing-home-cost'), 'en', '2026-11-22');
    expect(nursing.text).toMatch(/No newer value has been published to us yet: .* months old\./);
  });

  it('name no amount without a date', () => {
    expect(asOfSentence([], '2026-11-22', 'en')).toBeNull();
    const premium = figureOn('us.medicare.part-b.standard-premium', '2026-11-22');
    expect(asOfSentence([premium], '2026-11-22', 'de')).toBe('Stand der Zahlen: 1. Januar 2026.');
    expect(formatFigure(2_450_000, 'usd-cents', 'en')).toBe('$24,500');
    expect(formatFigure(4252, 'eur-cents', 'de')).toBe('42,52 €');
  });

  it('recognise a sentence that cannot stand alone', () => {
    expect(leansBack('Together they help you plan.')).toBe(true);
    expect(leansBack('Dies gilt auch für Witwen.')).toBe(true);
    expect(leansBack('Medicare has four parts.')).toBe(false);
  });
});
