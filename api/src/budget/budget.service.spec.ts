import { BudgetError } from './budget-error.js';
import { BudgetService } from './budget.service.js';

const service = new BudgetService();

describe('BudgetService.analyze', () => {
  const request = {
    incomes: [
      { category: 'pension' as const, amount: 1800 },
      { category: 'rental' as const, amount: 450.5 },
    ],
    expenses: [
      { category: 'housing' as const, amount: 900 },
      { category: 'groceries' as const, amount: 350 },
      { category: 'transport' as const, amount: 220.25 },
      { category: 'housing' as const, amount: 100 },
      { category: 'leisure' as const, amount: 80 },
    ],
  };

  it('sums income and expenses in cents and gives the gap and savings rate', () => {
    const result = service.analyze(request, 'en');
    expect(result.totalIncomeCents).toBe(225_050);
    expect(result.totalExpensesCents).toBe(165_025);
    expect(result.gapCents).toBe(60_025);
    expect(result.savingsRatePercent).toBe(26.7);
    expect(result.currency).toBe('USD');
    expect(result.summary).toBe(
      'Income $2,250.50, expenses $1,650.25: $600.25 a month left over (savings rate 26.7%).',
    );
  });

  it('names the three largest categories as levers, with what 10 % less frees', () => {
    const result = service.analyze(request, 'de');
    expect(result.levers.map((l) => [l.category, l.amountCents, l.tenPercentCents])).toEqual([
      ['housing', 100_000, 10_000],
      ['groceries', 35_000, 3_500],
      ['transport', 22_025, 2_203],
    ]);
    expect(result.levers[0]?.title).toBe('Wohnen');
    expect(result.byCategory[0]).toEqual({
      category: 'housing',
      amountCents: 100_000,
      sharePercent: 60.6,
    });
    expect(result.currency).toBe('EUR');
    expect(result.summary).toContain('Sparquote 26,7\u00a0%');
  });

  it('reports a shortfall and a negative savings rate', () => {
    const result = service.analyze(
      {
        incomes: [{ category: 'pension', amount: 1000 }],
        expenses: [{ category: 'housing', amount: 1200 }],
      },
      'en',
    );
    expect(result.gapCents).toBe(-20_000);
    expect(result.savingsRatePercent).toBe(-20);
    expect(result.summary).toContain('a shortfall of $200.00 a month');
  });

  it('has no savings rate without income', () => {
    expect(
      service.analyze({ incomes: [], expenses: [{ category: 'other', amount: 10 }] }, 'en')
        .savingsRatePercent,
    ).toBeNull();
  });

  it('refuses an empty budget', () => {
    expect(() => service.analyze({ incomes: [], expenses: [] }, 'en')).toThrow(BudgetError);
  });
});
