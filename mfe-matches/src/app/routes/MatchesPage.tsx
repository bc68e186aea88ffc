import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@ageless/api-client';
import { Button, Card, ErrorPanel, LinkButton, Skeleton } from '@ageless/ui';
import { usePageLanguage } from '../../hooks/page-language';
import { isNotFound, isNotOwner } from '../../lib/api-error';
import { RequestsInbox } from '../../features/introductions/components/RequestsInbox';
import { useMyProfiles } from '../../features/my-profile/api/my-profiles';
import { MyProfilePanel } from '../../features/my-profile/components/MyProfilePanel';
import { ProfileSwitcher } from '../../features/my-profile/components/ProfileSwitcher';
import {
  profileToOpen,
  rememberedProfile,
  rememberProfile,
} from '../../features/my-profile/hooks/current-profile';
import { ReturnLinkNotice } from '../../features/my-profile/components/ReturnLinkNotice';
import { ProfileProblem } from '../../components/ProfileProblem';
import { profileLinkProblem, returnKeyFromHash } from '../../lib/profile-link';
import { useClaimFromLink } from '../../features/my-profile/hooks/use-claim-from-link';
import { useConfirmEmailFromLink } from '../../features/my-profile/hooks/use-confirm-email-from-link';
import { useMatches } from '../../api/matches';
import { MatchCard } from '../../features/match-list/components/MatchCard';

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

/** Set by the wizard when it has just made the profile: the return link's key, shown once. */
function returnKeyFromState(state: unknown): string | null {
  if (state && typeof state === 'object' && 'returnKey' in state) {
    const { returnKey } = state as { returnKey: unknown };
    return typeof returnKey === 'string' ? returnKey : null;
  }
  return null;
}

function Header() {
  const { t } = useTranslation('matches');
  return (
    <div className="flex flex-col gap-2">
      <h1 id="matches-title" className="text-4xl">
        {t('title')}
      </h1>
      <p className="text-lg text-ink-muted">{t('intro')}</p>
    </div>
  );
}

export function MatchesPage({ profileId }: { profileId: string | undefined }) {
  const { t } = useTranslation('matches');
  const language = usePageLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const problem = profileLinkProblem(profileId);
  const validId = problem ? undefined : profileId;
  const claim = useClaimFromLink(validId, language);
  const confirmEmail = useConfirmEmailFromLink(validId, language);
  // Matches answer the profile's own browsers only: a return link makes this one an owner first.
  // (A link opened here, or pasted into this tab after "made on another device": the key stands in
  // the address until the claim takes it out, and the claim then asks for the matches again.)
  const [cameWithReturnKey] = useState(() => returnKeyFromHash(location.hash) !== null);
  const claimSettled = claim.isSuccess || claim.isError;
  const waitForClaim =
    returnKeyFromHash(location.hash) !== null ||
    claim.isPending ||
    (cameWithReturnKey && !claimSettled);
  const matches = useMatches(waitForClaim ? undefined : validId, language);
  const mine = useMyProfiles(language);
  const owned = mine.data?.profiles.find((profile) => profile.id === validId) ?? null;
  // The key arrives once, in this history entry's state. It is taken out of the entry at once, so
  // a reload or a later Back never shows the link again; it stays on screen until "I have saved it".
  const [returnKey, setReturnKey] = useState(() => returnKeyFromState(location.state));
  const keyInHistory = returnKeyFromState(location.state) !== null;
  useEffect(() => {
    if (keyInHistory)
      navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, state: null },
      );
  }, [keyInHistory, location.hash, location.pathname, location.search, navigate]);

  // The profile shown here is the one "My Matches" opens next time (explicitly opened: by a link,
  // by the list of this browser's profiles, or right after making it).
  const ownedId = owned?.id;
  useEffect(() => {
    if (ownedId) rememberProfile(ownedId);
  }, [ownedId]);

  // `/matches` alone ("My Matches" with several profiles): the profile last opened here, the only
  // one, or the person chooses; never the newest by default (issue 26).
  if (problem === 'missing' && (mine.isPending || (mine.data?.profiles.length ?? 0) > 0)) {
    if (mine.isPending)
      return (
        <section aria-labelledby="matches-title" className="flex flex-col gap-6">
          <Header />
          <LoadingGrid />
        </section>
      );
    const profiles = mine.data!.profiles;
    const target = profileToOpen(
      profiles.map((profile) => profile.id),
      rememberedProfile(),
    );
    if (target) return <Navigate to={`/matches/${target}`} replace />;
    return (
      <section aria-labelledby="matches-title" className="flex flex-col gap-6">
        <Header />
        <ProfileSwitcher profiles={profiles} currentId={null} language={language} />
      </section>
    );
  }

  if (problem || (matches.isError && isNotFound(matches.error))) {
    return (
      <section aria-labelledby="matches-title" className="flex flex-col gap-6">
        <Header />
        <ProfileProblem
          kind={problem ?? 'unknown'}
          mineId={mine.data?.profiles.find((profile) => profile.id !== profileId)?.id ?? null}
        />
      </section>
    );
  }
  const id = validId!;

  let body;
  if (matches.isFetching || matches.isPending) {
    body = <LoadingGrid />;
  } else if (matches.isError && isNotOwner(matches.error)) {
    body = <ProfileProblem kind="not-yours" mineId={mine.data?.profiles[0]?.id ?? null} />;
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
    const topKey = matches.data.matches.find((match) => match.blueprint.key)?.blueprint.key;
    body = (
      <>
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {matches.data.matches.map((match, index) => (
            <li key={`${match.blueprint.key ?? match.blueprint.name}-${index}`}>
              <MatchCard match={match} profileId={id} />
            </li>
          ))}
        </ul>
        {/* The spec shows no action: connecting starts on a blueprint's page, so the best one opens. */}
        <div className="flex flex-col items-center gap-2 text-center">
          <p className="text-ink-muted">{t('viewAllHint')}</p>
          {topKey ? (
            <LinkButton size="lg" to={`/matches/${id}/blueprints/${topKey}`}>
              {t('viewAll')}
            </LinkButton>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby="matches-title" className="flex flex-col gap-6">
      <Header />
      {claim.isPending ? <p role="status">{t('returnLink.opening')}</p> : null}
      {claim.isError ? (
        <ErrorPanel
          title={t('returnLink.openFailedTitle')}
          message={loadErrorMessage(claim.error) ?? t('errorMessage')}
        />
      ) : null}
      {confirmEmail.isPending ? <p role="status">{t('notifyEmail.confirming')}</p> : null}
      {confirmEmail.isError ? (
        <ErrorPanel
          title={t('notifyEmail.confirmFailedTitle')}
          message={loadErrorMessage(confirmEmail.error) ?? t('errorMessage')}
        />
      ) : null}
      {returnKey ? (
        <ReturnLinkNotice profileId={id} returnKey={returnKey} onDone={() => setReturnKey(null)} />
      ) : null}
      {owned && mine.data && mine.data.profiles.length > 1 ? (
        <ProfileSwitcher profiles={mine.data.profiles} currentId={id} language={language} />
      ) : null}
      {owned ? <RequestsInbox profileId={id} /> : null}
      {body}
      {owned ? <MyProfilePanel profile={owned} /> : null}
    </section>
  );
}
