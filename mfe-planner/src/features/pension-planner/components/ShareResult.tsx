import { useId, useState } from 'react';
import { type PlannerInputs, plannerPath } from '@ageless/contracts';
import { Button } from '@ageless/ui';
import { useCalculatorLanguage } from '../../../hooks/use-calculator-language';

/**
 * The result's address to send to family or an adviser: the inputs are in it, nothing is stored.
 * Shown as text too, so it can be copied by hand where the clipboard is not allowed.
 */
export function ShareResult({ inputs }: { inputs: PlannerInputs }) {
  const { t } = useCalculatorLanguage();
  const id = useId();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const link = `${window.location.origin}${plannerPath(inputs)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <h3 id={`${id}-title`} className="text-xl">
        {t('share.title')}
      </h3>
      <p id={`${id}-hint`}>{t('share.hint')}</p>
      <label htmlFor={`${id}-link`} className="font-semibold">
        {t('share.link')}
      </label>
      <input
        id={`${id}-link`}
        readOnly
        value={link}
        aria-describedby={`${id}-hint`}
        onFocus={(event) => event.target.select()}
        className="min-h-target w-full rounded-control border-2 border-border-strong bg-surface px-3 text-base"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {t('share.copy')}
        </Button>
        <p role="status" className="font-semibold">
          {status === 'copied' ? t('share.copied') : status === 'failed' ? t('share.failed') : ''}
        </p>
      </div>
    </section>
  );
}
