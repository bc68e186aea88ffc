import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

export const STEP_PARAM = 'step';

/** The step in the address (`?step=3`); step 1 has none. Anything else reads as step 1. */
export function parseStep(value: string | null, total: number): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const step = Number(value);
  return step >= 1 && step <= total ? step : 1;
}

interface StepState {
  /** Set on entries the wizard pushed itself: the entry before this one is that step. */
  wizardFromStep?: number;
}

/**
 * Each step is its own history entry, so the browser's Back and Forward move between steps (and
 * a reload stays on the step). The wizard's own Back button goes back in history when the entry
 * before is the previous step, so Forward still works after it; otherwise it replaces the entry.
 */
export function useWizardStep(total: number, exitTo = '/') {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const step = parseStep(searchParams.get(STEP_PARAM), total);
  const fromStep = (location.state as StepState | null)?.wizardFromStep;

  const goTo = useCallback(
    (next: number, { replace = false }: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === 1) params.delete(STEP_PARAM);
          else params.set(STEP_PARAM, String(next));
          return params;
        },
        { replace, state: replace ? null : ({ wizardFromStep: step } satisfies StepState) },
      );
    },
    [setSearchParams, step],
  );

  const forward = useCallback(() => goTo(Math.min(step + 1, total)), [goTo, step, total]);

  const back = useCallback(() => {
    // Before step 1: home for a new profile, the matches page when editing one.
    if (step === 1) navigate(exitTo);
    else if (fromStep === step - 1) navigate(-1);
    else goTo(step - 1, { replace: true });
  }, [exitTo, fromStep, goTo, navigate, step]);

  return { step, forward, back, goTo };
}
