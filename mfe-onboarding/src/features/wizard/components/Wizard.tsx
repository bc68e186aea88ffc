import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '@ageless/api-client';
import { MY_PROFILES_QUERY_KEY } from '@ageless/contracts';
import { Button, Card, LinkButton, Progress, toast } from '@ageless/ui';
import { useCreateProfile } from '../api/create-profile';
import { useUpdateProfile } from '../../../api/profile';
import {
  EMPTY_PROFILE_FORM,
  firstNameLooksRight,
  notifyEmailLooksRight,
  type ProfileForm,
  toProfileInput,
} from '../hooks/profile-form';
import {
  finishDraft,
  forgetCreatedProfile,
  loadCreatedProfileId,
  useWizardDraft,
} from '../hooks/wizard-draft';
import { useWizardStep } from '../hooks/wizard-step';
import { CanStep, HaveStep, MotivatesStep, NeedStep, type StepProps } from './Steps';

const STEPS = [
  { key: 'have', Step: HaveStep },
  { key: 'can', Step: CanStep },
  { key: 'need', Step: NeedStep },
  { key: 'motivates', Step: MotivatesStep },
] as const;
const TOTAL = STEPS.length;

/** Shown instead of step 1 when this tab just created a profile (e.g. after Back from matches). */
function ProfileCreated({ profileId, onStartNew }: { profileId: string; onStartNew: () => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <Card className="flex flex-col items-start gap-4">
      <h2 className="text-2xl">{t('created.title')}</h2>
      <p>{t('created.message')}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <LinkButton to={`/matches/${profileId}`}>{t('created.matches')}</LinkButton>
        <Button variant="outline" onClick={onStartNew}>
          {t('created.startNew')}
        </Button>
      </div>
    </Card>
  );
}

/** Editing a saved profile: its answers. */
export interface ProfileEdit {
  profileId: string;
  initial: ProfileForm;
}

// Spec §3/§4: four steps, no per-step validation; the last step sends the whole form.
export function Wizard({
  edit,
  focusOnStart = false,
}: {
  edit?: ProfileEdit;
  /** Focus the first heading at once: the wizard replaced the button the person just pressed. */
  focusOnStart?: boolean;
}) {
  const { t, i18n } = useTranslation('onboarding');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { step, forward, back, goTo } = useWizardStep(
    TOTAL,
    edit ? `/matches/${edit.profileId}` : '/',
  );
  const [emailError, setEmailError] = useState<string | undefined>();
  const emailRef = useRef<HTMLInputElement>(null);
  const firstNameRef = useRef<HTMLInputElement>(null);
  const [form, setForm] = useWizardDraft(edit?.initial);
  const [createdId, setCreatedId] = useState(() => (edit ? null : loadCreatedProfileId()));
  const createProfile = useCreateProfile();
  const updateProfile = useUpdateProfile(
    edit?.profileId ?? '',
    i18n.language === 'de' ? 'de' : 'en',
  );
  const saving = createProfile.isPending || updateProfile.isPending;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const justCreated = createdId !== null;
  const shown = useRef({ step, justCreated });

  // Focus the new step's heading (also after "Start a New Profile" removed the focused button)
  // so keyboard and screen reader users start there. Not on the first render.
  const focusFirst = useRef(focusOnStart);
  useEffect(() => {
    if (!focusFirst.current) return;
    focusFirst.current = false;
    headingRef.current?.focus();
  }, []);
  useEffect(() => {
    const before = shown.current;
    if (before.step !== step || before.justCreated !== justCreated) headingRef.current?.focus();
    shown.current = { step, justCreated };
  }, [step, justCreated]);

  const update: StepProps['update'] = (field, value) => {
    if (field === 'notifyEmail') setEmailError(undefined);
    setForm((current) => ({ ...current, [field]: value }));
  };

  const startNew = () => {
    forgetCreatedProfile();
    setCreatedId(null);
    setForm(EMPTY_PROFILE_FORM);
    goTo(1, { replace: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (step < TOTAL) {
      forward();
      return;
    }
    // A mistyped address would silently mean no notices.
    // The card's first name says what is wrong as it is typed; here it only keeps the form back.
    if (!firstNameLooksRight(form.cardFirstName)) {
      firstNameRef.current?.focus();
      return;
    }
    if (!notifyEmailLooksRight(form.notifyEmail)) {
      setEmailError(t('motivates.notifyEmailInvalid'));
      emailRef.current?.focus();
      return;
    }
    if (edit) {
      updateProfile.mutate(toProfileInput(form), {
        onSuccess: () => {
          toast({ title: t('edit.savedTitle'), description: t('edit.savedMessage') });
          navigate(`/matches/${edit.profileId}`);
        },
        onError: (error) => failed(error, t('edit.errorMessage')),
      });
      return;
    }
    createProfile.mutate(toProfileInput(form), {
      onSuccess: ({ profile, returnKey }) => {
        finishDraft(profile.id);
        void queryClient.invalidateQueries({ queryKey: MY_PROFILES_QUERY_KEY });
        toast({ title: t('toast.successTitle'), description: t('toast.successMessage') });
        // The matches page shows the private return link once; its key is in no other answer.
        navigate(`/matches/${profile.id}`, { state: { returnKey } });
      },
      onError: (error) => failed(error, t('toast.errorMessage')),
    });
  };

  // Spec §9: the API's message, else the spec's text (the raw status line stays in the console).
  const failed = (error: Error, fallback: string) => {
    console.error('[onboarding] saving the profile failed', error);
    const message =
      error instanceof ApiRequestError
        ? (error.serverMessage ?? error.message)
        : error.message || fallback;
    toast({
      title: t('toast.errorTitle'),
      description: message || fallback,
      variant: 'destructive',
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
        {edit ? t('edit.title') : t('title')}
      </h1>
      {justCreated ? (
        <ProfileCreated profileId={createdId} onStartNew={startNew} />
      ) : (
        <>
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
              <Step
                form={form}
                update={update}
                emailError={emailError}
                emailRef={emailRef}
                firstNameRef={firstNameRef}
              />
              <div className="flex justify-end">
                <Button type="submit" size="lg" disabled={saving} className="w-full sm:w-auto">
                  {step < TOTAL
                    ? t('continue')
                    : edit
                      ? updateProfile.isPending
                        ? t('edit.submitting')
                        : t('edit.submit')
                      : createProfile.isPending
                        ? t('submitting')
                        : t('submit')}
                </Button>
              </div>
            </form>
          </Card>
        </>
      )}
    </section>
  );
}
