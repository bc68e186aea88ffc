import { useTranslation } from 'react-i18next';
import { Card } from '@ageless/ui';

// Spec §2: /upgrade is the premium tags button's target; its screen is not specified yet.
export function UpgradePage() {
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby="upgrade-title">
      <h1 id="upgrade-title">{t('upgrade.title')}</h1>
      <Card>
        <p>{t('upgrade.message')}</p>
      </Card>
    </section>
  );
}
