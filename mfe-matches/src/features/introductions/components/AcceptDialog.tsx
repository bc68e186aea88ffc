import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_KINDS, INTRODUCTION_LIMITS, type IntroductionContact } from '@ageless/contracts';
import { Input, Label } from '@ageless/ui';
import { FormDialog } from '../../../components/FormDialog';
import {
  type ContactForm,
  type ContactProblem,
  contactProblems,
  EMPTY_CONTACT_FORM,
  toContact,
} from '../hooks/contact-form';

/** Accepting (or, for the asker, sharing back): a first name and one phone number or email. */
export function AcceptDialog({
  pending,
  error,
  onSubmit,
}: {
  pending: boolean;
  error: string | null;
  onSubmit: (contact: IntroductionContact) => void;
}) {
  const { t } = useTranslation('matches');
  const id = useId();
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT_FORM);
  const [tried, setTried] = useState(false);
  const problems = tried ? contactProblems(form) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (contactProblems(form).length > 0 || pending) return;
    onSubmit(toContact(form));
  };

  const describedBy = (problem: ContactProblem) =>
    problems.includes(problem) ? `${id}-${problem}` : undefined;
  // At most one of the first name's problems at a time: missing, or which rule it breaks.
  const nameProblem = problems.find((problem) => problem.startsWith('firstName'));

  return (
    <FormDialog
      title={t('inbox.acceptDialog.title')}
      message={t('inbox.acceptDialog.message')}
      submitLabel={pending ? t('inbox.acceptDialog.submitting') : t('inbox.acceptDialog.submit')}
      pending={pending}
      error={error}
      onSubmit={submit}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-first-name`}>{t('inbox.acceptDialog.firstName')}</Label>
        <Input
          id={`${id}-first-name`}
          autoComplete="given-name"
          maxLength={INTRODUCTION_LIMITS.firstNameLength}
          value={form.firstName}
          aria-invalid={nameProblem ? true : undefined}
          aria-describedby={nameProblem ? describedBy(nameProblem) : undefined}
          onChange={(event) => setForm({ ...form, firstName: event.target.value })}
        />
        {nameProblem ? (
          <p id={`${id}-${nameProblem}`} className="font-semibold text-danger">
            {t(`inbox.acceptDialog.${nameProblem}`)}
          </p>
        ) : null}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{t('inbox.acceptDialog.kind')}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          {CONTACT_KINDS.map((kind) => (
            <label key={kind} className="inline-flex min-h-target items-center gap-3">
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind}
                checked={form.kind === kind}
                onChange={() => setForm({ ...form, kind, value: '' })}
                className="size-6"
              />
              {t(`inbox.acceptDialog.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-value`}>
          {form.kind === 'phone'
            ? t('inbox.acceptDialog.phoneLabel')
            : t('inbox.acceptDialog.emailLabel')}
        </Label>
        {form.kind === 'phone' ? (
          <p id={`${id}-hint`} className="text-ink-muted">
            {t('inbox.acceptDialog.phoneHint')}
          </p>
        ) : null}
        <Input
          id={`${id}-value`}
          type={form.kind === 'phone' ? 'tel' : 'email'}
          autoComplete={form.kind === 'phone' ? 'tel' : 'email'}
          maxLength={254}
          value={form.value}
          aria-invalid={problems.includes('valueMissing') || undefined}
          aria-describedby={
            [form.kind === 'phone' ? `${id}-hint` : '', describedBy('valueMissing') ?? '']
              .filter(Boolean)
              .join(' ') || undefined
          }
          onChange={(event) => setForm({ ...form, value: event.target.value })}
        />
        {problems.includes('valueMissing') ? (
          <p id={`${id}-valueMissing`} className="font-semibold text-danger">
            {t('inbox.acceptDialog.valueMissing')}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}
