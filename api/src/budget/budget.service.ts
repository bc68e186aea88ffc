import { Injectable } from '@nestjs/common';
import type {
  AnalyzeBudgetRequest,
  AnalyzeBudgetResponse,
  BudgetCategoryTotal,
  BudgetExpenseCategory,
  Language,
} from '@ageless/contracts';
import { BudgetError, BudgetErrorCode } from './budget-error.js';
import { LEVERS } from './budget-levers.js';

const MAX_LEVERS = 3;

const TEXT = {
  surplus: {
    en: (income: string, expenses: string, gap: string, rate: string) =>
      `Income ${income}, expenses ${expenses}: ${gap} a month left over (savings rate ${rate}).`,
    de: (income: string, expenses: string, gap: string, rate: string) =>
      `Einnahmen ${income}, Ausgaben ${expenses}: ${gap} im Monat bleiben übrig (Sparquote ${rate}).`,
  },
  shortfall: {
    en: (income: string, expenses: string, gap: string) =>
      `Income ${income}, expenses ${expenses}: a shortfall of ${gap} a month.`,
    de: (income: string, expenses: string, gap: string) =>
      `Einnahmen ${income}, Ausgaben ${expenses}: Es fehlen ${gap} im Monat.`,
  },
  noIncome: {
    en: (expenses: string) => `Expenses ${expenses} a month and no income entered.`,
    de: (expenses: string) => `Ausgaben ${expenses} im Monat, keine Einnahmen angegeben.`,
  },
  disclaimer: {
    en: 'Educational information only: no financial or product advice. For important decisions, talk to a licensed adviser or a non-profit counselling service.',
    de: 'Nur zur Information: keine Finanz- oder Produktberatung. Für wichtige Entscheidungen wenden Sie sich an eine zugelassene Beratung oder eine gemeinnützige Beratungsstelle.',
  },
} as const;

const toCents = (amount: number): number => Math.round(amount * 100);
const percent = (part: number, whole: number): number => Math.round((part / whole) * 1000) / 10;

/** Budget optimizer (issue 10): totals, gap, savings rate and the largest categories as levers. */
@Injectable()
export class BudgetService {
  analyze(request: AnalyzeBudgetRequest, language: Language): AnalyzeBudgetResponse {
    if (request.incomes.length === 0 && request.expenses.length === 0) {
      throw new BudgetError(BudgetErrorCode.NoEntries);
    }
    const currency = request.currency ?? (language === 'de' ? 'EUR' : 'USD');
    const totalIncomeCents = request.incomes.reduce((sum, line) => sum + toCents(line.amount), 0);
    const byCategoryMap = new Map<BudgetExpenseCategory, number>();
    for (const line of request.expenses) {
      byCategoryMap.set(
        line.category,
        (byCategoryMap.get(line.category) ?? 0) + toCents(line.amount),
      );
    }
    const totalExpensesCents = [...byCategoryMap.values()].reduce((sum, cents) => sum + cents, 0);
    const gapCents = totalIncomeCents - totalExpensesCents;
    const savingsRatePercent = totalIncomeCents > 0 ? percent(gapCents, totalIncomeCents) : null;

    // Largest first; equal amounts in the order of the category list, so the answer is deterministic.
    const byCategory: BudgetCategoryTotal[] = [...byCategoryMap.entries()]
      .filter(([, cents]) => cents > 0)
      .sort(([a, x], [b, y]) => y - x || LEVER_ORDER.indexOf(a) - LEVER_ORDER.indexOf(b))
      .map(([category, amountCents]) => ({
        category,
        amountCents,
        sharePercent: percent(amountCents, totalExpensesCents),
      }));
    const levers = byCategory.slice(0, MAX_LEVERS).map((total) => ({
      ...total,
      tenPercentCents: Math.round(total.amountCents / 10),
      title: LEVERS[total.category].title[language],
      text: LEVERS[total.category].text[language],
    }));

    const money = (cents: number): string =>
      new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', { style: 'currency', currency })
        .format(cents / 100)
        .replace(/\u00a0/g, ' ');
    const rate =
      savingsRatePercent === null
        ? ''
        : // A no-break space in German, so "1,1 %" never breaks before the sign.
          `${new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US').format(savingsRatePercent)}${language === 'de' ? '\u00a0%' : '%'}`;
    const summary =
      totalIncomeCents === 0
        ? TEXT.noIncome[language](money(totalExpensesCents))
        : gapCents >= 0
          ? TEXT.surplus[language](
              money(totalIncomeCents),
              money(totalExpensesCents),
              money(gapCents),
              rate,
            )
          : TEXT.shortfall[language](
              money(totalIncomeCents),
              money(totalExpensesCents),
              money(-gapCents),
            );

    return {
      currency,
      language,
      totalIncomeCents,
      totalExpensesCents,
      gapCents,
      savingsRatePercent,
      byCategory,
      levers,
      summary,
      disclaimer: TEXT.disclaimer[language],
    };
  }
}

const LEVER_ORDER = Object.keys(LEVERS) as BudgetExpenseCategory[];
