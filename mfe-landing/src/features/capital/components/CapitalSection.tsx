import { useTranslation } from 'react-i18next';
import { CAPITAL_TYPES } from '@ageless/contracts';
import { Card } from '@ageless/ui';

export function CapitalSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="capital-title" className="flex flex-col gap-6">
      <div className="flex max-w-3xl flex-col gap-2">
        <h2 id="capital-title" className="text-3xl">
          {t('capital.title')}
        </h2>
        <p className="text-lg text-ink-muted">{t('capital.intro')}</p>
      </div>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CAPITAL_TYPES.map((type) => (
          <li key={type}>
            <Card className="h-full">
              <h3 className="text-xl font-bold text-primary">{t(`capital.types.${type}.name`)}</h3>
              <p className="mt-1">{t(`capital.types.${type}.description`)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
