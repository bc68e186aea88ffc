import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@ageless/api-client';
import { ErrorPanel, LinkButton, Loading } from '@ageless/ui';
import { Wizard } from '../../features/wizard/components/Wizard';
import { fromProfile } from '../../features/wizard/hooks/profile-form';
import { useOwnProfile } from '../../api/profile';

/** `/onboarding?edit={id}`: the wizard prefilled with the owner's saved answers. */
export function EditProfile({ profileId }: { profileId: string }) {
  const { t, i18n } = useTranslation('onboarding');
  const profile = useOwnProfile(profileId, i18n.language === 'de' ? 'de' : 'en');

  if (profile.isPending) return <Loading label={t('edit.loading')} />;
  if (profile.isError) {
    console.error('[onboarding] loading the profile to edit failed', profile.error);
    const status = profile.error instanceof ApiRequestError ? profile.error.status : 0;
    const reason =
      status === 403 ? 'notOwner' : status === 404 || status === 400 ? 'notFound' : 'failed';
    return (
      <section className="mx-auto flex max-w-3xl flex-col gap-5">
        <h1 className="text-4xl">{t('edit.title')}</h1>
        <ErrorPanel
          title={t(`edit.${reason}Title`)}
          message={t(`edit.${reason}Message`)}
          retryLabel={reason === 'failed' ? t('edit.tryAgain') : undefined}
          onRetry={reason === 'failed' ? () => void profile.refetch() : undefined}
        />
        <div className="flex flex-col gap-3 sm:flex-row">
          <LinkButton to="/onboarding">{t('edit.createInstead')}</LinkButton>
          <LinkButton to="/" variant="outline">
            {t('edit.goHome')}
          </LinkButton>
        </div>
      </section>
    );
  }
  const saved = profile.data.profile;
  return <Wizard key={saved.id} edit={{ profileId: saved.id, initial: fromProfile(saved) }} />;
}
