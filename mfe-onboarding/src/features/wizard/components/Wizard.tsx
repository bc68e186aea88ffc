import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '@ageless/api-client';
import { Button, Card, Progress, toast } from '@ageless/ui';
import { useCreateProfile } from '../api/create-profile';
import { EMPTY_PROFILE_FORM, toProfileInput, type ProfileForm } from '../hooks/profile-form';
import { CanStep, HaveStep, MotivatesStep, NeedStep, type StepProps } from './Steps';

const STEPS = [
  { key: 'have', Step: HaveStep },
  { key: 'can', Step: CanStep },
  { key: 'need', Step: NeedStep },
  { key: 'motivates', Step: MotivatesStep },
] as const;
const TOTAL = STEPS.length;

// Spec §3/§4: four steps, no per-step validation; the last step sends the whole form.
export function Wizard() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const [step, setStep] = useState(1);
  const [form, setForm] = useState<ProfileForm>(EMPTY_PROFILE_FORM);
  const createProfile = useCreateProfile();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(step);

  // Focus the new step's heading so keyboard and screen reader users start there.
  useEffect(() => {
    if (previousStep.current !== step) headingRef.current?.focus();
    previousStep.current = step;
  }, [step]);

  const update: StepProps['update'] = (field, value) =>
    setForm((current) => ({ ...current, [field]: value }));

  const back = () => (step === 1 ? navigate('/') : setStep(step - 1));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (createProfile.isPending) return;
    if (step < TOTAL) {
      setStep(step + 1);
      return;
    }
    createProfile.mutate(toProfileInput(form), {
      onSuccess: ({ profile }) => {
        toast({ title: t('toast.successTitle'), description: t('toast.successMessage') });
        navigate(`/matches/${profile.id}`);
      },
      onError: (error) => {
        console.error('[onboarding] profile creation failed', error);
        const message =
          error instanceof ApiRequestError
            ? (error.serverMessage ?? error.message)
            : error.message || t('toast.errorMessage');
        toast({
          title: t('toast.errorTitle'),
          description: message || t('toast.errorMessage'),
          variant: 'destructive',
        });
      },
    });
  };

  const { key, Step } = STEPS[step - 1]!;

  return (
    <section aria-labelledby="onboarding-title" className="mx-auto flex max-w-3xl flex-col gap-5">
      <div>
        <Button variant="ghost" onClick={back} className="-ml-3">
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
          {t('back')}
        </Button>
      </div>
      <h1 id="onboarding-title" className="text-4xl">
        {t('title')}
      </h1>
      <div className="flex flex-col gap-2">
        <p className="font-semibold text-ink-muted">{t('stepLabel', { step, total: TOTAL })}</p>
        <Progress value={(step / TOTAL) * 100} aria-label={t('progress')} />
      </div>
      <Card>
        <form onSubmit={submit} className="flex flex-col gap-6" noValidate>
          <div className="flex flex-col gap-1">
            <h2 ref={headingRef} tabIndex={-1} className="text-2xl focus:outline-none">
              {t(`steps.${key}.title`)}
            </h2>
            <p className="text-ink-muted">{t(`steps.${key}.description`)}</p>
          </div>
          <Step form={form} update={update} />
          <div className="flex justify-end">
            <Button
              type="submit"
              size="lg"
              disabled={createProfile.isPending}
              className="w-full sm:w-auto"
            >
              {step < TOTAL
                ? t('continue')
                : createProfile.isPending
                  ? t('submitting')
                  : t('submit')}
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
