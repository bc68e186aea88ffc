import { useTranslation } from 'react-i18next';
import type { ScamSign } from '@ageless/contracts';
import { MoneyWarning } from './MoneyWarning';

/**
 * The warnings under a message someone else wrote: money, and each other sign of a scam the API
 * found in it (someone passing for a relative, a move off the platform, a request for a way into
 * her computer, phone or bank), each in its own note.
 */
export function MessageWarnings({ money, signs }: { money: boolean; signs: readonly ScamSign[] }) {
  const { t } = useTranslation('matches');
  return (
    <>
      {money ? <MoneyWarning /> : null}
      {signs.map((sign) => (
        <div
          key={sign}
          role="note"
          data-testid={`scam-warning-${sign}`}
          className="flex flex-col gap-1 rounded-control border-2 border-warning bg-warning-soft p-4 text-ink"
        >
          <p className="text-lg font-bold">{t(`inbox.scamWarning.${sign}.title`)}</p>
          <p>{t(`inbox.scamWarning.${sign}.text`)}</p>
        </div>
      ))}
    </>
  );
}
