import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import {
  BUDGET_EXPENSE_CATEGORIES,
  BUDGET_INCOME_CATEGORIES,
  BUDGET_LIMITS,
  type BudgetExpenseCategory,
  type BudgetIncomeCategory,
  type BudgetLine,
} from '@ageless/contracts';
import { Button, Label, Select } from '@ageless/ui';
import { useCalculatorLanguage } from '../../../hooks/use-calculator-language';
import { useAnalyzeBudget } from '../api/budget-analysis';
import { useFocusOnResult } from '../../../hooks/use-focus-on-result';
import { useProblemText } from '../../../hooks/use-problem-text';
import { type NumberRule, readNumber } from '../../../lib/validation';
import { BudgetLines, type BudgetLineDraft } from './BudgetLines';
import { BudgetResult } from './BudgetResult';
import { CalculationError } from '../../../components/CalculationError';
import { CalculatorCard, CalculatorLayout } from '../../../components/CalculatorLayout';

const AMOUNT_RULE: NumberRule = { min: 0, max: BUDGET_LIMITS.maxAmount };

let nextLineId = 0;
function draft<C extends string>(category: C): BudgetLineDraft<C> {
  nextLineId += 1;
  return { id: nextLineId, category, amount: '', label: '' };
}

/** `/budget-optimizer`: monthly income and expenses in, gap, savings rate and largest levers out. */
export function BudgetOptimizerPage() {
  const { t, language } = useCalculatorLanguage();
  const problemText = useProblemText();
  const currencyId = useId();
  const [currency, setCurrency] = useState<'EUR' | 'USD'>(language === 'de' ? 'EUR' : 'USD');
  const [incomes, setIncomes] = useState(() => [draft<BudgetIncomeCategory>('pension')]);
  const [expenses, setExpenses] = useState(() => [
    draft<BudgetExpenseCategory>('housing'),
    draft<BudgetExpenseCategory>('groceries'),
  ]);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const amountInputs = useRef(new Map<number, HTMLInputElement>());
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const analyze = useAnalyzeBudget();
  useFocusOnResult(analyze.data, resultHeading);

  const amountRef = (id: number) => (element: HTMLInputElement | null) => {
    if (element) amountInputs.current.set(id, element);
    else amountInputs.current.delete(id);
  };

  const read = <C extends string>(lines: BudgetLineDraft<C>[], found: Record<number, string>) =>
    lines.flatMap((line): BudgetLine<C>[] => {
      const { value, problem } = readNumber(line.amount, AMOUNT_RULE);
      if (problem) {
        found[line.id] = problemText(problem, t('budget.amountField'), AMOUNT_RULE);
        return [];
      }
      return [
        {
          category: line.category,
          amount: value!,
          ...(line.label.trim() ? { label: line.label.trim() } : {}),
        },
      ];
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<number, string> = {};
    const request = { currency, incomes: read(incomes, found), expenses: read(expenses, found) };
    setErrors(found);
    const firstInvalid = [...incomes, ...expenses].find((line) => found[line.id]);
    if (firstInvalid) {
      amountInputs.current.get(firstInvalid.id)?.focus();
      return;
    }
    if (expenses.length === 0) {
      setFormError(t('budget.needExpense'));
      return;
    }
    setFormError(null);
    analyze.mutate({ request, language });
  };

  const incomeLabel = (category: BudgetIncomeCategory) => t(`budget.incomeCategories.${category}`);
  const expenseLabel = (category: BudgetExpenseCategory) =>
    t(`budget.expenseCategories.${category}`);

  return (
    <CalculatorLayout title={t('budget.title')} intro={t('budget.intro')}>
      <CalculatorCard>
        <form noValidate onSubmit={submit} className="flex flex-col gap-6">
          <div className="flex flex-col gap-1">
            <Label htmlFor={currencyId}>{t('budget.currency')}</Label>
            <Select
              id={currencyId}
              value={currency}
              onChange={(event) => setCurrency(event.target.value as 'EUR' | 'USD')}
              className="max-w-xs"
            >
              <option value="EUR">EUR (€)</option>
              <option value="USD">USD ($)</option>
            </Select>
          </div>
          <BudgetLines
            legend={t('budget.incomes')}
            categories={BUDGET_INCOME_CATEGORIES}
            categoryLabel={incomeLabel}
            lines={incomes}
            errors={errors}
            onChange={setIncomes}
            addLabel={t('budget.addIncome')}
            onAdd={() => setIncomes((lines) => [...lines, draft<BudgetIncomeCategory>('other')])}
            amountRef={amountRef}
          />
          <BudgetLines
            legend={t('budget.expenses')}
            categories={BUDGET_EXPENSE_CATEGORIES}
            categoryLabel={expenseLabel}
            lines={expenses}
            errors={errors}
            onChange={setExpenses}
            addLabel={t('budget.addExpense')}
            onAdd={() => setExpenses((lines) => [...lines, draft<BudgetExpenseCategory>('other')])}
            amountRef={amountRef}
          />
          {formError && (
            <p role="alert" className="font-semibold text-danger">
              {formError}
            </p>
          )}
          <Button type="submit" size="lg" disabled={analyze.isPending} className="self-start">
            {analyze.isPending ? t('calculating') : t('calculate')}
          </Button>
        </form>
      </CalculatorCard>

      {analyze.error && <CalculationError error={analyze.error} />}

      {analyze.data && (
        <CalculatorCard className="flex flex-col gap-6">
          <h2
            ref={resultHeading as RefObject<HTMLHeadingElement>}
            tabIndex={-1}
            className="text-2xl"
          >
            {t('resultsTitle')}
          </h2>
          <BudgetResult result={analyze.data} />
        </CalculatorCard>
      )}
    </CalculatorLayout>
  );
}
