import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Label } from '@ageless/ui';
import { returnLink } from '../../../lib/profile-link';

/** The private return link, once, right after the profile was made (its key is never sent again). */
export function ReturnLinkNotice({
  profileId,
  returnKey,
  onDone,
}: {
  profileId: string;
  returnKey: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('matches');
  const inputId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const link = returnLink(window.location.origin, profileId, returnKey);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch (error) {
      console.error('[matches] copying the return link failed', error);
      setCopy('failed');
    }
  };

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="flex flex-col gap-3 rounded-card border-2 border-info bg-info-soft p-5 text-ink"
    >
      <h2 id={`${inputId}-title`} className="text-xl font-bold">
        {t('returnLink.title')}
      </h2>
      <p>{t('returnLink.message')}</p>
      <Label htmlFor={inputId}>{t('returnLink.label')}</Label>
      <Input
        id={inputId}
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        className="font-mono"
      />
      <p role="status" aria-live="polite">
        {copy === 'copied'
          ? t('returnLink.copied')
          : copy === 'failed'
            ? t('returnLink.copyFailed')
            : ''}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => void copyLink()}>{t('returnLink.copy')}</Button>
        <Button variant="outline" onClick={onDone}>
          {t('returnLink.done')}
        </Button>
      </div>
    </section>
  );
}
