import { useTranslation } from 'react-i18next';
import { Card } from '@ageless/ui';

const STEPS = ['have', 'can', 'need', 'motivates'] as const;

// Placeholder for the four-step wizard: shows the steps it will walk through.
export function WizardIntro() {
  const { t } = useTranslation('onboarding');
  return (
    <section aria-labelledby="onboarding-title">
      <h1 id="onboarding-title">{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <Card>
        <ol>
          {STEPS.map((step, index) => (
            <li key={step}>
              <span className="visually-hidden">
                {t('stepLabel', { step: index + 1, total: STEPS.length })}:{' '}
              </span>
              {t(`steps.${step}`)}
            </li>
          ))}
        </ol>
      </Card>
    </section>
  );
}
