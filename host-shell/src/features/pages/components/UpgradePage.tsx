import { useTranslation } from 'react-i18next';
import { Badge, Card, CardTitle, LinkButton } from '@ageless/ui';

const INCLUDES = ['conversations', 'premiumTags', 'everythingFree'] as const;

// Spec §2/§9: target of 'Upgrade to Premium Tags'; the Connector plan at €29/month. Payments
// do not exist yet, so the page says so plainly and offers no checkout.
export function UpgradePage() {
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby="upgrade-title" className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col items-start gap-3">
        <Badge variant="secondary">{t('upgrade.eyebrow')}</Badge>
        <h1 id="upgrade-title" className="text-2xl sm:text-4xl">
          {t('upgrade.title')}
        </h1>
        <p className="text-lg text-ink-muted">{t('upgrade.intro')}</p>
      </div>
      <Card className="flex flex-col gap-4">
        <p className="flex items-baseline gap-2">
          <span className="text-4xl font-bold text-primary">{t('upgrade.price')}</span>
          <span className="text-lg text-ink-muted">{t('upgrade.perMonth')}</span>
        </p>
        <CardTitle as="h2">{t('upgrade.includesTitle')}</CardTitle>
        <ul className="flex flex-col gap-3">
          {INCLUDES.map((item) => (
            <li key={item} className="flex items-start gap-3">
              <svg
                viewBox="0 0 24 24"
                className="mt-1 size-5 shrink-0 text-success"
                aria-hidden="true"
                focusable="false"
              >
                <path
                  d="M5 12.5l4.5 4.5L19 7.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {/* min-w-0: a long German word ("Gesprächseinstiege") wraps instead of widening a
                  320 px page. */}
              <span className="min-w-0">{t(`upgrade.includes.${item}`)}</span>
            </li>
          ))}
        </ul>
      </Card>
      <div className="rounded-card border-2 border-warning bg-warning-soft p-5" role="note">
        <h2 className="text-xl font-bold">{t('upgrade.notLiveTitle')}</h2>
        <p className="mt-2">{t('upgrade.notLiveMessage')}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <LinkButton to="/">{t('upgrade.keepExploring')}</LinkButton>
        <LinkButton to="/chat" variant="secondary">
          {t('upgrade.talkToGuide')}
        </LinkButton>
      </div>
    </section>
  );
}
