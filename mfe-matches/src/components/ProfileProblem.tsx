import { useTranslation } from 'react-i18next';
import { LinkButton } from '@ageless/ui';

export type ProfileProblemKind =
  'missing' | 'malformed' | 'unknown' | 'not-yours' | 'blueprint-unknown';

/**
 * A link that leads nowhere, said in plain words with a way forward: never the API's technical
 * text ("id must be a UUID"). `mineId` is a profile this browser owns, offered first.
 */
export function ProfileProblem({
  kind,
  mineId,
  profileId,
}: {
  kind: ProfileProblemKind;
  mineId?: string | null;
  profileId?: string;
}) {
  const { t } = useTranslation('matches');
  const texts = {
    missing: {
      title: t('invalidTitle'),
      message: `${t('invalidMessage')} ${t('problems.missingHint')}`,
    },
    malformed: { title: t('problems.malformedTitle'), message: t('problems.malformedMessage') },
    unknown: { title: t('problems.unknownTitle'), message: t('problems.unknownMessage') },
    'not-yours': { title: t('problems.notYoursTitle'), message: t('problems.notYoursMessage') },
    'blueprint-unknown': {
      title: t('problems.blueprintUnknownTitle'),
      message: t('problems.blueprintUnknownMessage'),
    },
  }[kind];
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-4 rounded-card border-2 border-warning bg-warning-soft p-5 text-ink sm:p-6"
    >
      <h2 className="text-xl font-bold">{texts.title}</h2>
      <p>{texts.message}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap">
        {kind === 'blueprint-unknown' && profileId ? (
          <LinkButton to={`/matches/${profileId}`}>{t('problems.backToMatches')}</LinkButton>
        ) : mineId ? (
          <LinkButton to={`/matches/${mineId}`}>{t('problems.openMine')}</LinkButton>
        ) : null}
        {kind !== 'blueprint-unknown' ? (
          <LinkButton to="/onboarding" variant={mineId ? 'outline' : 'primary'}>
            {t('problems.createProfile')}
          </LinkButton>
        ) : null}
        <LinkButton to="/" variant="outline">
          {t('problems.goHome')}
        </LinkButton>
      </div>
    </div>
  );
}
