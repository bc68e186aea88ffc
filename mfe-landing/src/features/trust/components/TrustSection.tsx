import { useTranslation } from 'react-i18next';
import { Card } from '@ageless/ui';

const PILLARS = ['identity', 'agreements', 'mediation'] as const;
const INDICATORS = ['verified', 'reviewed', 'noAds', 'dataControl'] as const;

export function TrustSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="trust-title" className="flex flex-col gap-6">
      <div className="flex max-w-3xl flex-col gap-2">
        <h2 id="trust-title" className="text-3xl">
          {t('trust.title')}
        </h2>
        <p className="text-lg text-ink-muted">{t('trust.intro')}</p>
      </div>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {PILLARS.map((pillar) => (
          <li key={pillar}>
            <Card className="h-full">
              <h3 className="text-xl font-bold text-primary">
                {t(`trust.pillars.${pillar}.title`)}
              </h3>
              <p className="mt-1">{t(`trust.pillars.${pillar}.description`)}</p>
            </Card>
          </li>
        ))}
      </ul>
      <div className="rounded-card bg-primary-soft p-5">
        <h3 className="text-lg font-bold">{t('trust.indicatorsTitle')}</h3>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {INDICATORS.map((indicator) => (
            <li key={indicator} className="flex items-center gap-2 font-semibold text-primary">
              <svg
                viewBox="0 0 24 24"
                className="size-6 shrink-0"
                aria-hidden="true"
                focusable="false"
              >
                <path
                  d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zM8.5 12l2.5 2.5 4.5-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {t(`trust.indicators.${indicator}`)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
