import { useTranslation } from 'react-i18next';

/** "Never send money to someone you have not met", under a message that speaks of money. */
export function MoneyWarning() {
  const { t } = useTranslation('matches');
  return (
    <div
      role="note"
      data-testid="money-warning"
      className="flex flex-col gap-1 rounded-control border-2 border-warning bg-warning-soft p-4 text-ink"
    >
      <p className="text-lg font-bold">{t('inbox.moneyWarning.title')}</p>
      <p>{t('inbox.moneyWarning.text')}</p>
    </div>
  );
}
