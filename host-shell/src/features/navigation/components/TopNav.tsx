import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, LinkButton } from '@ageless/ui';
import { LanguageSwitcher } from './LanguageSwitcher';

export function TopNav() {
  const { t } = useTranslation('shell');
  return (
    <header className="top-nav">
      <nav className="top-nav__inner" aria-label={t('nav.label')}>
        <Link to="/" className="top-nav__logo">
          {t('nav.logo')}
        </Link>
        <ul className="top-nav__list">
          {/* Spec §2: these two have no target yet. */}
          <li>
            <Button variant="ghost">{t('nav.howItWorks')}</Button>
          </li>
          <li>
            <Button variant="ghost">{t('nav.successStories')}</Button>
          </li>
          <li>
            <LinkButton to="/upload" variant="secondary">
              {t('nav.uploadData')}
            </LinkButton>
          </li>
          <li>
            <LinkButton to="/onboarding">{t('nav.getStarted')}</LinkButton>
          </li>
        </ul>
        <LanguageSwitcher />
      </nav>
    </header>
  );
}
