import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type MyProfilesResponse } from '@ageless/contracts';
import { Button, Card, Dialog, DialogTrigger, LinkButton, toast } from '@ageless/ui';
import { usePageLanguage } from '../../../hooks/page-language';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { actionErrorText } from '../../../lib/api-error';
import { useDeleteProfile } from '../api/my-profiles';
import { NotifyEmailNote } from './NotifyEmailNote';

type OwnedProfile = MyProfilesResponse['profiles'][number];

/** The owner's own profile on the matches page: where it is placed, edit and delete. */
export function MyProfilePanel({ profile }: { profile: OwnedProfile }) {
  const { t } = useTranslation('matches');
  const language = usePageLanguage();
  const navigate = useNavigate();
  const remove = useDeleteProfile(language);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirmDelete = () => {
    setError(null);
    remove.mutate(profile.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: t('myProfile.deleted') });
        navigate('/', { replace: true });
      },
      onError: (cause) => setError(actionErrorText(cause, t('myProfile.deleteFailed'))),
    });
  };

  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-xl font-bold">{t('myProfile.title')}</h2>
      <p>
        {profile.place ? t('myProfile.place', { place: profile.place }) : t('myProfile.noPlace')}
      </p>
      <NotifyEmailNote profileId={profile.id} state={profile.notifyEmail} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <LinkButton to={`/onboarding?edit=${profile.id}`} variant="secondary">
          {t('myProfile.edit')}
        </LinkButton>
        <Dialog
          open={confirming}
          onOpenChange={(open) => {
            setConfirming(open);
            setError(null);
          }}
        >
          <DialogTrigger asChild>
            <Button variant="outline">{t('myProfile.delete')}</Button>
          </DialogTrigger>
          <ConfirmDialog
            title={t('myProfile.deleteTitle')}
            message={t('myProfile.deleteMessage')}
            confirmLabel={remove.isPending ? t('myProfile.deleting') : t('myProfile.deleteConfirm')}
            cancelLabel={t('myProfile.keep')}
            pending={remove.isPending}
            error={error}
            onConfirm={confirmDelete}
          />
        </Dialog>
      </div>
    </Card>
  );
}
