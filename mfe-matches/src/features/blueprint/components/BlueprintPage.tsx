import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type BlueprintDetail, DEFAULT_TRAVEL_RADIUS_KM, type Language } from '@ageless/contracts';
import { Button, Card, ErrorPanel, LinkButton, Skeleton, softHyphens } from '@ageless/ui';
import { usePageLanguage } from '../../../hooks/page-language';
import { isNotFound, isNotOwner } from '../../../lib/api-error';
import { matchesQueryOptions } from '../../../api/matches';
import { ProfileProblem } from '../../../components/ProfileProblem';
import { blueprintQueryOptions, useBlueprint } from '../api/blueprint';
import { NearbyPersonCard } from './NearbyPersonCard';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-2xl font-bold">{title}</h2>
      {children}
    </Card>
  );
}

/**
 * The people of the pages shown so far: the first from the page's own answer, the next ones asked
 * for one at a time with "More people", each added below the last (seventh hostile pass #3: a busy
 * town's people do not fit on one page). Focus moves to the first person added, so a keyboard or
 * screen reader user goes on reading where the new people begin.
 */
function People({
  profileId,
  detail,
  language,
}: {
  profileId: string;
  detail: BlueprintDetail;
  language: Language;
}) {
  const { t } = useTranslation('matches');
  const canAsk = detail.canConnect && detail.requestsLeftToday > 0;
  const [pagesShown, setPagesShown] = useState(1);
  const later = useQueries({
    queries: Array.from({ length: pagesShown - 1 }, (_, i) =>
      blueprintQueryOptions(profileId, detail.key, language, i + 2),
    ),
  });
  const people = [...detail.people, ...later.flatMap((page) => page.data?.people ?? [])];
  const loading = later.some((page) => page.isPending);
  const failed = later.filter((page) => page.isError);
  const pageCount = later.at(-1)?.data?.pageCount ?? detail.pageCount;
  // Where the people of the last page asked for begin: focused once they are there.
  const [firstNew, setFirstNew] = useState<number | null>(null);
  const firstAdded = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!loading && firstNew !== null) firstAdded.current?.focus();
  }, [loading, firstNew]);

  return (
    <section aria-labelledby="people-title" className="flex flex-col gap-3">
      <h2 id="people-title" className="text-2xl font-bold">
        {t('blueprint.people')}
      </h2>
      {!detail.canConnect ? (
        <p>{t('blueprint.notOwner')}</p>
      ) : (
        <>
          <p>{t('blueprint.peopleIntro')}</p>
          {detail.requestsLeftToday > 0 ? (
            <p className="text-ink-muted">
              {t('inbox.requestsLeft', { count: detail.requestsLeftToday })}
            </p>
          ) : (
            <p className="font-semibold">{t('blueprint.noneLeft')}</p>
          )}
          {people.length === 0 ? (
            <p>{t('blueprint.noPeople')}</p>
          ) : (
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
              {people.map((person, index) => (
                <li
                  key={person.handle}
                  ref={index === firstNew ? firstAdded : undefined}
                  tabIndex={index === firstNew ? -1 : undefined}
                  className="focus:outline-none"
                >
                  <NearbyPersonCard
                    profileId={profileId}
                    blueprintKey={detail.key}
                    person={person}
                    number={index + 1}
                    canAsk={canAsk}
                  />
                </li>
              ))}
            </ul>
          )}
          {failed.length > 0 ? (
            <div role="alert" className="flex flex-col items-start gap-2">
              <p className="font-semibold">{t('blueprint.moreFailed')}</p>
              <Button
                variant="outline"
                onClick={() => failed.forEach((page) => void page.refetch())}
              >
                {t('tryAgain')}
              </Button>
            </div>
          ) : null}
          {pagesShown < pageCount || loading ? (
            <div>
              <Button
                variant="secondary"
                disabled={loading}
                aria-busy={loading}
                onClick={() => {
                  setFirstNew(people.length);
                  setPagesShown((shown) => shown + 1);
                }}
              >
                {loading ? t('blueprint.loadingMore') : t('blueprint.morePeople')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/** Learn More: the blueprint as its own page (/matches/{id}/blueprints/{key}). */
export function BlueprintPage({
  profileId,
  blueprintKey,
}: {
  profileId: string;
  blueprintKey: string;
}) {
  const { t } = useTranslation('matches');
  const language = usePageLanguage();
  const blueprint = useBlueprint(profileId, blueprintKey, language);
  const notFound = blueprint.isError && isNotFound(blueprint.error);
  // A 404 is either the profile or the idea: the matches answer tells which.
  const matches = useQuery({ ...matchesQueryOptions(profileId, language), enabled: notFound });

  const back = (
    <div>
      <LinkButton to={`/matches/${profileId}`} variant="ghost" className="-ml-3">
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
          <path
            d="M15 5l-7 7 7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
        {t('blueprint.back')}
      </LinkButton>
    </div>
  );

  if (blueprint.isPending || (notFound && matches.isPending)) {
    return (
      <section className="flex flex-col gap-6" aria-busy="true">
        {back}
        <div role="status">
          <span className="sr-only">{t('blueprint.loading')}</span>
          <Skeleton className="h-12 w-2/3" />
        </div>
        <Skeleton className="h-40 w-full" />
      </section>
    );
  }

  if (blueprint.isError) {
    if (notFound) {
      const profileGone = matches.isError && isNotFound(matches.error);
      return (
        <section className="flex flex-col gap-6">
          <h1 className="text-4xl">{t('title')}</h1>
          <ProfileProblem
            kind={profileGone ? 'unknown' : 'blueprint-unknown'}
            profileId={profileId}
          />
        </section>
      );
    }
    // Another browser's profile: its ideas open only where its matches do.
    if (isNotOwner(blueprint.error))
      return (
        <section className="flex flex-col gap-6">
          <h1 className="text-4xl">{t('title')}</h1>
          <ProfileProblem kind="not-yours" />
        </section>
      );
    console.error('[matches] blueprint failed', blueprint.error);
    return (
      <section className="flex flex-col gap-6">
        {back}
        <ErrorPanel
          title={t('blueprint.loadFailedTitle')}
          message={t('blueprint.loadFailed')}
          retryLabel={t('tryAgain')}
          onRetry={() => void blueprint.refetch()}
        />
      </section>
    );
  }

  const detail = blueprint.data;
  return (
    <article aria-labelledby="blueprint-title" className="flex flex-col gap-6">
      {back}
      <div className="flex flex-col gap-2">
        <p className="font-semibold text-ink-muted">
          {t('category', { category: detail.category })}
        </p>
        <h1 id="blueprint-title" className="text-4xl">
          {softHyphens(detail.name, language)}
        </h1>
        <p className="text-lg">
          {/* A range of one number reads as that number: "For 2 people", never "2 to 2". */}
          {detail.participants.min === detail.participants.max
            ? t('blueprint.participantsExactly', { count: detail.participants.min })
            : t('blueprint.participants', {
                min: detail.participants.min,
                max: detail.participants.max,
              })}
        </p>
        {detail.match.blueprint.meeting ? (
          <p className="text-lg">
            {detail.match.blueprint.meeting === 'remote'
              ? t('meeting.remote')
              : t('meeting.inPerson', {
                  radius: detail.match.blueprint.travelRadiusKm ?? DEFAULT_TRAVEL_RADIUS_KM,
                })}
          </p>
        ) : null}
      </div>
      <Section title={t('blueprint.whatItIs')}>
        <p>{detail.description}</p>
        {detail.match.reasons.length > 0 ? (
          <>
            <h3 className="font-semibold">{t('reasonsTitle')}</h3>
            <ul className="flex list-disc flex-col gap-1 pl-6">
              {detail.match.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </>
        ) : null}
      </Section>
      <Section title={t('blueprint.firstSteps')}>
        <ol className="flex list-decimal flex-col gap-2 pl-6">
          {detail.firstSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
      <Section title={t('blueprint.agree')}>
        <p className="font-semibold">{detail.agreement.title}</p>
        <ul className="flex list-disc flex-col gap-2 pl-6">
          {detail.agreement.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <Section title={t('blueprint.safety')}>
        <ul className="flex list-disc flex-col gap-2 pl-6">
          {detail.safetyTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Section>
      <People profileId={profileId} detail={detail} language={language} />
    </article>
  );
}
