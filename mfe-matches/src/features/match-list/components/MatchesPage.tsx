import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@ageless/api-client';
import { Button, Card, ErrorPanel, Skeleton } from '@ageless/ui';
import { useMatches } from '../api/matches';
import { MatchCard } from './MatchCard';

// Spec §9: six skeleton cards while loading.
const SKELETON_CARDS = 6;

function LoadingGrid() {
  const { t } = useTranslation('matches');
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('loading')}</span>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li
            key={index}
            data-testid="match-skeleton"
            className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5"
          >
            <Skeleton className="h-7 w-1/2" />
            <Skeleton className="h-10 w-1/3" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-target w-full" />
          </li>
        ))}
      </ul>
    </div>
  );
}

// Spec §8: the error's message, else the spec's text. For an API answer that is the API's own
// `message` (not the raw 'API request failed: 500 - {json}' line, which stays in the console).
function loadErrorMessage(error: Error): string | undefined {
  console.error('[matches] loading failed', error);
  if (error instanceof ApiRequestError) return error.serverMessage;
  return error.message || undefined;
}

export function MatchesPage() {
  const { t, i18n } = useTranslation('matches');
  const { profileId } = useParams();
  const matches = useMatches(profileId, i18n.language === 'de' ? 'de' : 'en');

  let body;
  if (!profileId) {
    body = <ErrorPanel title={t('invalidTitle')} message={t('invalidMessage')} />;
  } else if (matches.isFetching || matches.isPending) {
    body = <LoadingGrid />;
  } else if (matches.isError) {
    body = (
      <ErrorPanel
        title={t('errorTitle')}
        message={loadErrorMessage(matches.error) ?? t('errorMessage')}
        retryLabel={t('tryAgain')}
        onRetry={() => void matches.refetch()}
      />
    );
  } else if (matches.data.matches.length === 0) {
    body = (
      <Card className="flex flex-col items-start gap-3">
        <h2 className="text-xl font-bold">{t('emptyTitle')}</h2>
        <p>{t('emptyMessage')}</p>
        <Button onClick={() => void matches.refetch()}>{t('refresh')}</Button>
      </Card>
    );
  } else {
    body = (
      <>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {matches.data.matches.map((match, index) => (
            <li key={`${match.blueprint.name}-${index}`}>
              <MatchCard match={match} />
            </li>
          ))}
        </ul>
        <div className="flex justify-center">
          {/* The spec does not show this button's action. */}
          <Button size="lg">{t('viewAll')}</Button>
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby="matches-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 id="matches-title" className="text-4xl">
          {t('title')}
        </h1>
        <p className="text-lg text-ink-muted">{t('intro')}</p>
      </div>
      {body}
    </section>
  );
}
