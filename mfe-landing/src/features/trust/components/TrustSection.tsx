import { useTranslation } from 'react-i18next';
import { LANDING_SECTIONS } from '@ageless/contracts';
import { Card } from '@ageless/ui';

// Only what the product does today (issue 20): nothing here may promise a check that does not exist.
const PILLARS = ['introductions', 'blockReport', 'safetyTips'] as const;
const INDICATORS = ['noAds', 'deleteProfile', 'contactOnlyAgreed'] as const;
const PLANNED = ['identity', 'mediation'] as const;

function ShieldIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6 shrink-0" aria-hidden="true" focusable="false">
      <path
        d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zM8.5 12l2.5 2.5 4.5-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function TrustSection() {
  const { t } = useTranslation('landing');
  return (
    <section
      id={LANDING_SECTIONS.safetyTrust}
      aria-labelledby="trust-title"
      className="flex scroll-mt-4 flex-col gap-6"
    >
      <div className="flex max-w-3xl flex-col gap-2">
        <h2 id="trust-title" className="text-3xl" tabIndex={-1}>
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
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <div className="rounded-card bg-primary-soft p-5">
          <h3 className="text-lg font-bold">{t('trust.indicatorsTitle')}</h3>
          <ul className="mt-3 flex flex-col gap-3">
            {INDICATORS.map((indicator) => (
              <li key={indicator} className="flex items-center gap-2 font-semibold text-primary">
                <ShieldIcon />
                {t(`trust.indicators.${indicator}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-card border-2 border-dashed border-border-strong p-5">
          <h3 className="text-lg font-bold">{t('trust.plannedTitle')}</h3>
          <p className="mt-1 text-ink-muted">{t('trust.plannedIntro')}</p>
          <ul className="mt-3 flex list-disc flex-col gap-2 pl-6">
            {PLANNED.map((item) => (
              <li key={item}>{t(`trust.planned.${item}`)}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
