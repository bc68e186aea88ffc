import { useTranslation } from 'react-i18next';
import { LinkButton } from '@ageless/ui';

export function Hero() {
  const { t } = useTranslation('landing');
  return (
    <section className="hero" aria-labelledby="hero-title">
      <h1 id="hero-title">{t('hero.title')}</h1>
      <p className="hero__tagline">{t('hero.tagline')}</p>
      <p className="lead">{t('hero.subtitle')}</p>
      <div className="button-row">
        <LinkButton to="/chat">{t('hero.startChat')}</LinkButton>
        <LinkButton to="/onboarding" variant="secondary">
          {t('hero.getStarted')}
        </LinkButton>
      </div>
    </section>
  );
}
