import { useTranslation } from 'react-i18next';
import { type ConfirmationMailResult, type NotifyEmailState } from '@ageless/contracts';
import { Button } from '@ageless/ui';
import { usePageLanguage } from '../../../hooks/page-language';
import { actionErrorText } from '../../../lib/api-error';
import { useResendConfirmation } from '../api/my-profiles';

const RESULT_TEXT = {
  queued: 'notifyEmail.queued',
  'over-daily-cap': 'notifyEmail.overDailyCap',
  'not-sent': 'notifyEmail.notSent',
} as const satisfies Record<ConfirmationMailResult, string>;

/**
 * Where the owner's address for notices stands (issue 25 item 4): nothing but the confirmation mail
 * goes to it until its link is opened, so an unconfirmed address says so and offers the link again.
 */
export function NotifyEmailNote({
  profileId,
  state,
}: {
  profileId: string;
  state: NotifyEmailState | undefined;
}) {
  const { t } = useTranslation('matches');
  const language = usePageLanguage();
  const resend = useResendConfirmation(language);

  if (!state || state === 'none') return null;
  if (state === 'confirmed') return <p>{t('notifyEmail.confirmed')}</p>;
  return (
    <div className="flex flex-col items-start gap-2">
      <p>{t('notifyEmail.unconfirmed')}</p>
      <Button
        variant="secondary"
        disabled={resend.isPending}
        onClick={() => resend.mutate(profileId)}
      >
        {resend.isPending ? t('notifyEmail.sending') : t('notifyEmail.resend')}
      </Button>
      <p role="status" aria-live="polite">
        {resend.isSuccess ? t(RESULT_TEXT[resend.data]) : null}
        {resend.isError ? actionErrorText(resend.error, t('notifyEmail.resendFailed')) : null}
      </p>
    </div>
  );
}
