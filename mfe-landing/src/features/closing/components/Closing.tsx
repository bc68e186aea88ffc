import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { landingSectionPath, type LandingSection } from '@ageless/contracts';
import { LinkButton } from '@ageless/ui';

// Spec §2 lists eight links to '#'. Those with a section here lead to it; the help centre, community
// guidelines, privacy policy and terms have no page yet and are left out until they exist
// (docs/DECISIONS.md, issue 20).
const FOOTER_LINKS: readonly LandingSection[] = [
  'howItWorks',
  'successStories',
  'collaborationIdeas',
  'safetyTrust',
];

export function FinalCta() {
  const { t } = useTranslation('landing');
  return (
    <section
      aria-labelledby="final-cta-title"
      className="flex flex-col items-center gap-4 rounded-card bg-primary px-5 py-10 text-center text-on-primary"
    >
      <h2 id="final-cta-title" className="text-3xl text-on-primary">
        {t('finalCta.title')}
      </h2>
      <p className="max-w-2xl text-lg">{t('finalCta.message')}</p>
      <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <LinkButton to="/onboarding" size="lg" variant="secondary">
          {t('finalCta.primary')}
        </LinkButton>
        {/* Spec §2 gives it no action; it opens the AI guide, the one "someone" there is to talk to. */}
        <LinkButton to="/chat" size="lg" variant="inverse">
          {t('finalCta.secondary')}
        </LinkButton>
      </div>
    </section>
  );
}

export function DisclaimerStrip() {
  const { t } = useTranslation('landing');
  return (
    <aside
      aria-label={t('disclaimer.label')}
      className="rounded-card border-2 border-warning bg-warning-soft p-4"
    >
      <p>
        <strong>{t('disclaimer.label')}: </strong>
        {t('disclaimer.text')}
      </p>
    </aside>
  );
}

export function LandingFooter() {
  const { t } = useTranslation('landing');
  return (
    <footer
      className="flex flex-col gap-4 border-t border-border pt-6"
      aria-label={t('footer.label')}
    >
      <p className="text-xl font-bold text-primary">{t('hero.title')}</p>
      <p className="text-ink-muted">{t('footer.tagline')}</p>
      <ul className="grid grid-cols-1 gap-x-6 sm:grid-cols-2 lg:grid-cols-4">
        {FOOTER_LINKS.map((link) => (
          <li key={link}>
            <Link to={landingSectionPath(link)} className="inline-flex min-h-target items-center">
              {t(`footer.links.${link}`)}
            </Link>
          </li>
        ))}
      </ul>
      <p className="text-ink-muted">{t('footer.copyright')}</p>
    </footer>
  );
}
