import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTRODUCTION_LIMITS, REPORT_REASONS, type ReportReason } from '@ageless/contracts';
import { Label, Textarea } from '@ageless/ui';
import { FormDialog } from '../../../components/FormDialog';

export function ReportDialog({
  pending,
  error,
  onSubmit,
}: {
  pending: boolean;
  error: string | null;
  onSubmit: (reason: ReportReason, details: string) => void;
}) {
  const { t } = useTranslation('matches');
  const id = useId();
  const [reason, setReason] = useState<ReportReason>('scam');
  const [details, setDetails] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit(reason, details.trim());
  };

  return (
    <FormDialog
      title={t('inbox.reportDialog.title')}
      message={t('inbox.reportDialog.message')}
      submitLabel={t('inbox.reportDialog.submit')}
      destructive
      pending={pending}
      error={error}
      onSubmit={submit}
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-2 font-semibold">{t('inbox.reportDialog.reason')}</legend>
        {REPORT_REASONS.map((option) => (
          <label key={option} className="inline-flex min-h-target items-center gap-3">
            <input
              type="radio"
              name={`${id}-reason`}
              value={option}
              checked={reason === option}
              onChange={() => setReason(option)}
              className="size-6 shrink-0"
            />
            {t(`inbox.reportDialog.reasons.${option}`)}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-details`}>{t('inbox.reportDialog.details')}</Label>
        <Textarea
          id={`${id}-details`}
          maxLength={INTRODUCTION_LIMITS.reportDetailsLength}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
        />
      </div>
    </FormDialog>
  );
}
