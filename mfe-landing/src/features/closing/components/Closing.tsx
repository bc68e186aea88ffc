import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { landingSectionPath, SITE_PAGES } from '@ageless/contracts';
import type { RemoteCatalogues } from '@ageless/i18n';
import { LinkButton } from '@ageless/ui';

// The landing texts' type as app/i18n/register.ts declares it, without importing src/app/.
type FooterLink = keyof RemoteCatalogues['landing']['footer']['links'];

// Spec §2's eight footer links (all '#' there), in its order, then the Impressum and contact German
// visitors look for. Sections of this page lead to them; the rest to the shell's own pages.
const FOOTER_LINKS: readonly { link: FooterLink; to: string }[] = [
  { link: 'howItWorks', to: landingSectionPath('howItWorks') },
  { link: 'successStories', to: landingSectionPath('successStories') },
  { link: 'collaborationIdeas', to: landingSectionPath('collaborationIdeas') },
  { link: 'safetyTrust', to: SITE_PAGES.safety },
  { link: 'helpCenter', to: SITE_PAGES.help },
  { link: 'communityGuidelines', to: SITE_PAGES.communityGuidelines },
  { link: 'privacyPolicy', to: SITE_PAGES.privacy },
  { link: 'termsOfService', to: SITE_PAGES.terms },
  { link: 'impressum', to: SITE_PAGES.impressum },
  { link: 'contact', to: SITE_PAGES.contact },
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
        {/* Spec §2 gives it no action. A person, not the AI: the contact page names the operator's
            address where one is configured, and other people to call (issue 27). */}
        <LinkButton to={SITE_PAGES.contact} size="lg" variant="inverse">
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
        {FOOTER_LINKS.map(({ link, to }) => (
          <li key={link}>
            <Link to={to} className="inline-flex min-h-target items-center">
              {t(`footer.links.${link}`)}
            </Link>
          </li>
        ))}
      </ul>
      {/* Today's year, so the notice never shows a past one. */}
      <p className="text-ink-muted">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
