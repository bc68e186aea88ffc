import { useMutation } from '@tanstack/react-query';
import type { AnalyzeBudgetRequest, AnalyzeBudgetResponse } from '@ageless/contracts';
import { analyze } from '../../../lib/analyze';

export function useAnalyzeBudget() {
  return useMutation({
    mutationFn: analyze<AnalyzeBudgetRequest, AnalyzeBudgetResponse>('/api/budget/analyze'),
  });
}
