import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANDING_SECTIONS, type MatchType, type ReasonKind } from '@ageless/contracts';
import {
  Badge,
  Button,
  Card,
  CardFooter,
  LinkButton,
  matchTypeBadgeVariant,
  ReasonIcon,
} from '@ageless/ui';
import { useViewAllMatchesPath } from '../api/my-matches';

interface SampleMatch {
  id: 'garden' | 'repair' | 'tech';
  score: number;
  matchType: MatchType;
  participants: number;
  reasons: readonly { key: 'a' | 'b' | 'c'; type: ReasonKind }[];
}

// Spec §2/§9: three hard-coded samples at 94, 78 and 65 percent.
const SAMPLE_MATCHES: readonly SampleMatch[] = [
  {
    id: 'garden',
    score: 94,
    matchType: 'high',
    participants: 3,
    reasons: [
      { key: 'a', type: 'positive' },
      { key: 'b', type: 'positive' },
      { key: 'c', type: 'question' },
    ],
  },
  {
    id: 'repair',
    score: 78,
    matchType: 'good',
    participants: 2,
    reasons: [
      { key: 'a', type: 'positive' },
      { key: 'b', type: 'question' },
      { key: 'c', type: 'negative' },
    ],
  },
  {
    id: 'tech',
    score: 65,
    matchType: 'potential',
    participants: 2,
    reasons: [
      { key: 'a', type: 'positive' },
      { key: 'b', type: 'question' },
      { key: 'c', type: 'negative' },
    ],
  },
];

// Spec §2 gives Learn More no action; on a sample it explains the sample and leads to the wizard
// (issue 27), as a disclosure below the button.
function SampleExplanation({ match }: { match: SampleMatch }) {
  const { t } = useTranslation('landing');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <Button
        variant="secondary"
        className="w-full"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={`sample-match-${match.id}`}
        onClick={() => setOpen((current) => !current)}
      >
        {t('sampleMatches.learnMore')}
        <svg
          viewBox="0 0 24 24"
          className={`size-5 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M6 9l6 6 6-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
      </Button>
      <div id={panelId} hidden={!open} className={`${open ? 'flex' : 'hidden'} flex-col gap-3`}>
        <p>{t(`sampleMatches.items.${match.id}.explanation`)}</p>
        <p className="text-ink-muted">{t('sampleMatches.sampleNote')}</p>
        <LinkButton to="/onboarding" size="sm" className="w-full">
          {t('sampleMatches.createProfile')}
        </LinkButton>
      </div>
    </>
  );
}

export function SampleMatches() {
  const { t, i18n } = useTranslation('landing');
  const viewAllPath = useViewAllMatchesPath(i18n.language === 'de' ? 'de' : 'en');
  return (
    <section
      id={LANDING_SECTIONS.collaborationIdeas}
      aria-labelledby="sample-matches-title"
      className="flex scroll-mt-4 flex-col gap-6"
    >
      <div className="flex max-w-3xl flex-col gap-2">
        <h2 id="sample-matches-title" className="text-3xl" tabIndex={-1}>
          {t('sampleMatches.title')}
        </h2>
        <p className="text-lg text-ink-muted">{t('sampleMatches.intro')}</p>
      </div>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {SAMPLE_MATCHES.map((match) => (
          <li key={match.id} data-testid="sample-match">
            <Card className="flex h-full flex-col gap-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                {/* On a phone the badge may take two lines: "Hohe Übereinstimmung" on one line
                    was wider than a 320 px window with the largest text. */}
                <Badge
                  variant={matchTypeBadgeVariant(match.matchType)}
                  className="max-sm:whitespace-normal"
                >
                  {t(`sampleMatches.matchTypes.${match.matchType}`)}
                </Badge>
                <span className="text-2xl font-bold text-primary">
                  {t('sampleMatches.score', { score: match.score })}
                </span>
              </div>
              <h3 id={`sample-match-${match.id}`} className="text-xl font-bold">
                {t(`sampleMatches.items.${match.id}.name`)}
              </h3>
              <p className="text-ink-muted">{t(`sampleMatches.items.${match.id}.description`)}</p>
              <ul className="flex flex-col gap-2">
                {match.reasons.map((reason) => (
                  <li key={reason.key} className="flex items-start gap-2">
                    <ReasonIcon
                      kind={reason.type}
                      label={t(`sampleMatches.reasonKinds.${reason.type}`)}
                    />
                    <span>{t(`sampleMatches.items.${match.id}.reasons.${reason.key}`)}</span>
                  </li>
                ))}
              </ul>
              <p className="text-sm text-ink-muted">
                {t('sampleMatches.participants', { count: match.participants })}
              </p>
              <CardFooter className="mt-auto flex-col items-stretch">
                <SampleExplanation match={match} />
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      <div className="flex justify-center">
        <LinkButton to={viewAllPath} variant="outline" size="lg">
          {t('sampleMatches.viewAll')}
        </LinkButton>
      </div>
    </section>
  );
}
