import type { AnalyzeDeRequest, AnalyzeUsRequest, FigureReference } from '@ageless/contracts';
import { renderCard } from '../chat/guide/compose.js';
import { ANSWER_CARDS } from '../chat/guide/cards/index.js';
import { formatPensionAnswer } from '../pension/pension-question.js';
import { PensionService } from '../pension/pension.service.js';
import { datedLines, misdatedLines } from './dated-lines.js';
import { registeredFigures } from './figure.js';

// Issue 27: every dated line shown is checked against the figure's own date in the dated figures
// table: the planner's results (what its "Valid from" column and its lines show), the pension
// answers the guide gives, and every answer card, in both languages and on several days.

const DAYS = ['2025-06-15', '2026-03-01', '2026-11-22'];

/** Every string anywhere in a result: each line the planner may show. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** A cited figure whose date and value are not a row of its figure in the table. */
function notInTable(figures: readonly FigureReference[]): string[] {
  const table = new Map(registeredFigures().map((figure) => [figure.id, figure.rows]));
  return figures
    .filter(
      (figure) =>
        !table
          .get(figure.id)
          ?.some((row) => row.validFrom === figure.validFrom && row.value === figure.value),
    )
    .map((figure) => `${figure.id} ${figure.value} from ${figure.validFrom}`);
}

describe('the dated-lines rule', () => {
  it('reads the dated phrases of both languages back as dates', () => {
    expect(
      datedLines(
        'At the standard premium of $202.90 (as of 1 January 2026). Rentenwert gültig ab 1. Juli 2026. Stand der Zahlen: 1. März 2025. Figures as of 31 February 2026.',
      ),
    ).toEqual([
      { phrase: 'as of 1 January 2026', date: '2026-01-01' },
      { phrase: 'gültig ab 1. Juli 2026', date: '2026-07-01' },
      { phrase: 'Stand der Zahlen: 1. März 2025', date: '2025-03-01' },
      { phrase: 'as of 31 February 2026', date: null },
    ]);
  });

  it('fails a line dated by something other than a figure it used', () => {
    const used = [{ validFrom: '2026-07-01' }, { validFrom: '2026-01-01' }];
    expect(misdatedLines('Figures used (as of 1 January 2005)', used)).toEqual([
      'as of 1 January 2005',
    ]);
    expect(misdatedLines('Stand: 1. Juli 2026; as of 1 January 2026.', used)).toEqual([]);
    // Without the figures used, any row of the table will do, and a made-up day will not.
    expect(misdatedLines('valid from 1 July 2026')).toEqual([]);
    expect(misdatedLines('valid from 2 July 2026')).toEqual(['valid from 2 July 2026']);
  });
});

describe('every dated line shown is a figure’s own date', () => {
  const usRequests: AnalyzeUsRequest[] = [
    { pia: 1000, birthDate: '1962-03-02', claimAge: 62 },
    { pia: 2000, birthYear: 1962, spouse: { birthYear: 1964, pia: 400, ownClaimAge: 62 } },
    {
      pia: 1500,
      birthDate: '1962-03-02',
      survivor: { birthDate: '1964-08-02', claimAge: 60 },
      work: { annualEarnings: 34_480 },
      claimAge: 62,
    },
  ];
  const deRequests: AnalyzeDeRequest[] = [
    { entgeltpunkte: 40, birthYear: 1964, targetMonthlyIncome: 2500, children: 2 },
    { entgeltpunkte: 45, birthYear: 1960, startAge: 63, children: 0 },
    { entgeltpunkte: 30, birthDate: '1970-05-02', plannedStart: '2037-06' },
  ];

  for (const today of DAYS) {
    const service = new PensionService({ now: () => new Date(`${today}T10:00:00Z`) });
    for (const language of ['en', 'de'] as const) {
      it(`the planner's results and the guide's pension answers on ${today} (${language})`, () => {
        for (const request of usRequests) {
          const result = service.analyzeUs(request, language);
          expect(notInTable(result.figures)).toEqual([]);
          const answer = formatPensionAnswer(
            {
              kind: 'us',
              question: { kind: 'us', request, askedAge: request.claimAge ?? null },
              result,
            },
            language,
          );
          for (const line of [...strings(result), answer.text])
            expect(misdatedLines(line, result.figures)).toEqual([]);
        }
        for (const request of deRequests) {
          const result = service.analyzeDe(request, language);
          expect(notInTable(result.figures)).toEqual([]);
          const answer = formatPensionAnswer(
            {
              kind: 'de',
              question: { kind: 'de', request, askedAge: request.startAge ?? null },
              result,
            },
            language,
          );
          const lines = [...strings(result), answer.text];
          // The Rentenwert's line is dated, and by the Rentenwert's own row.
          expect(lines.flatMap(datedLines).length).toBeGreaterThan(0);
          for (const line of lines) expect(misdatedLines(line, result.figures)).toEqual([]);
        }
      });
    }
  }

  // The cards' figures start in 2026 (the product's first year); a question about an earlier day
  // gets that day's figures where the table has them.
  for (const today of DAYS.filter((day) => day >= '2026-01-01')) {
    for (const language of ['en', 'de'] as const) {
      it(`every answer card on ${today} (${language}), also asked about ${DAYS[0]}`, () => {
        let dated = 0;
        for (const card of ANSWER_CARDS) {
          for (const rendered of [
            renderCard(card, language, today),
            renderCard(card, language, today, DAYS[0]),
          ]) {
            dated += datedLines(rendered.text).length;
            expect([card.id, misdatedLines(rendered.text, rendered.figures)]).toEqual([
              card.id,
              [],
            ]);
          }
        }
        expect(dated).toBeGreaterThan(0);
      });
    }
  }
});
