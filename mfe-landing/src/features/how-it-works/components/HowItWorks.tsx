import { useTranslation } from 'react-i18next';
import { LANDING_SECTIONS } from '@ageless/contracts';

const STEPS = ['story', 'analysis', 'discover', 'collaborate'] as const;

export function HowItWorks() {
  const { t } = useTranslation('landing');
  return (
    <section
      id={LANDING_SECTIONS.howItWorks}
      aria-labelledby="how-title"
      className="flex scroll-mt-4 flex-col gap-6"
    >
      <h2 id="how-title" className="text-3xl" tabIndex={-1}>
        {t('howItWorks.title')}
      </h2>
      <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-4 rounded-card border border-border bg-surface p-5">
            <span
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-on-primary"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            {/* min-w-0: the title wraps beside the number instead of widening the card. */}
            <div className="min-w-0">
              <h3 className="text-xl font-bold">{t(`howItWorks.steps.${step}.title`)}</h3>
              <p className="mt-1">{t(`howItWorks.steps.${step}.description`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
