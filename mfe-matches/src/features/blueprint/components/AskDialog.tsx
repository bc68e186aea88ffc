import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, Textarea } from '@ageless/ui';
import { FormDialog } from '../../../components/FormDialog';
import { MESSAGE_MAX, messageToSend } from '../../../lib/message-draft';

/** "Ask to be introduced": a short hello, capped, with the cap and the link rule shown. */
export function AskDialog({
  pending,
  error,
  onSubmit,
}: {
  pending: boolean;
  error: string | null;
  onSubmit: (message: string) => void;
}) {
  const { t } = useTranslation('matches');
  const id = useId();
  const [draft, setDraft] = useState('');
  const [empty, setEmpty] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = messageToSend(draft);
    setEmpty(message === null);
    if (message !== null && !pending) onSubmit(message);
  };

  return (
    <FormDialog
      title={t('blueprint.askDialog.title')}
      message={t('blueprint.askDialog.message')}
      submitLabel={pending ? t('blueprint.askDialog.submitting') : t('blueprint.askDialog.submit')}
      pending={pending}
      error={error}
      onSubmit={submit}
    >
      <div className="flex flex-col gap-3">
        <Label htmlFor={`${id}-message`}>{t('blueprint.askDialog.label')}</Label>
        <Textarea
          id={`${id}-message`}
          rows={5}
          maxLength={MESSAGE_MAX}
          value={draft}
          aria-invalid={empty || undefined}
          aria-describedby={`${id}-rules${empty ? ` ${id}-empty` : ''}`}
          onChange={(event) => {
            setDraft(event.target.value);
            setEmpty(false);
          }}
        />
        <div id={`${id}-rules`} className="flex flex-col gap-1 text-ink-muted">
          <p>{t('blueprint.askDialog.counter', { count: draft.length, max: MESSAGE_MAX })}</p>
          <p>{t('blueprint.askDialog.linksRemoved')}</p>
        </div>
        {empty ? (
          <p id={`${id}-empty`} className="font-semibold text-danger">
            {t('blueprint.askDialog.empty')}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}
