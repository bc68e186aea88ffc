import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorPanel, Skeleton } from '@ageless/ui';
import { usePageLanguage } from '../../../hooks/page-language';
import { useUnreadMessages } from '../api/thread';
import { useIntroductions } from '../../../api/introductions';
import { sortForInbox } from '../hooks/introduction-stage';
import { IntroductionItem } from './IntroductionItem';
import { NewcomerFold } from './NewcomerFold';

/** The owner's introductions on the matches page: what waits for them first. */
export function RequestsInbox({ profileId }: { profileId: string }) {
  const { t } = useTranslation('matches');
  const language = usePageLanguage();
  const introductions = useIntroductions(profileId, language, true);
  const unread = useUnreadMessages(profileId, language);
  // What the last look found, so pressing the button never seems to do nothing.
  const [looked, setLooked] = useState('');

  const lookForNew = async () => {
    const before = introductions.data;
    // Emptied first, so the same answer twice is announced twice.
    setLooked('');
    const { data } = await introductions.refetch();
    // Before the first list arrived there is nothing to compare with: the list itself is the answer.
    if (!before || !data) return;
    const known = new Set(before.introductions.map((item) => item.id));
    const count = data.introductions.filter(
      (item) => item.direction === 'received' && !known.has(item.id),
    ).length;
    setLooked(t('inbox.newRequests', { count }));
  };

  let body;
  if (introductions.isPending) {
    body = <Skeleton className="h-24 w-full" />;
  } else if (introductions.isError) {
    console.error('[matches] introductions failed', introductions.error);
    body = (
      <ErrorPanel
        headingLevel={3}
        title={t('inbox.loadFailed')}
        message={t('errorMessage')}
        retryLabel={t('tryAgain')}
        onRetry={() => void introductions.refetch()}
      />
    );
  } else if (introductions.data.introductions.length === 0) {
    body = <p>{t('inbox.empty')}</p>;
  } else {
    // Requests from people who joined recently wait folded in one group, after everyone else's.
    const all = introductions.data.introductions;
    const folded = all.filter((item) => item.folded);
    body = (
      <>
        <ul className="flex flex-col gap-4 empty:hidden">
          {sortForInbox(all.filter((item) => !item.folded)).map((introduction) => (
            <li key={introduction.id}>
              <IntroductionItem
                profileId={profileId}
                introduction={introduction}
                unreadMessages={
                  unread.data?.introductions.find((item) => item.introductionId === introduction.id)
                    ?.unread
                }
              />
            </li>
          ))}
        </ul>
        {folded.length > 0 ? (
          <NewcomerFold
            profileId={profileId}
            requests={folded}
            total={Math.max(introductions.data.foldedTotal, folded.length)}
          />
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="introductions-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="introductions-title" className="text-2xl font-bold">
          {t('inbox.title')}
        </h2>
        <Button variant="ghost" size="sm" onClick={() => void lookForNew()}>
          {t('inbox.refresh')}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="font-semibold empty:hidden">
        {looked}
      </p>
      {introductions.data ? (
        <p className="text-ink-muted">
          {t('inbox.requestsLeft', { count: introductions.data.requestsLeftToday })}
        </p>
      ) : null}
      {body}
    </section>
  );
}
