import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, profileName } from '@ageless/contracts';
import { Button, Card, LinkButton } from '@ageless/ui';
import { type OwnedProfile, useOwnProfiles } from '../api/my-profiles';

function madeOn(createdAt: string, language: Language): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return createdAt;
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
  }).format(date);
}

function ProfileEntry({
  profile,
  name,
  single,
  language,
}: {
  profile: OwnedProfile;
  name: string | null;
  single: boolean;
  language: Language;
}) {
  const { t } = useTranslation('onboarding');
  const nameId = useId();
  return (
    <Card className="flex flex-col gap-3">
      <h2 id={nameId} className="text-xl font-bold">
        {name ?? (single ? t('existing.yourProfile') : t('existing.unnamed'))}
      </h2>
      <p>{profile.place ? t('existing.place', { place: profile.place }) : t('existing.noPlace')}</p>
      <p className="text-ink-muted">
        {t('existing.made', { date: madeOn(profile.createdAt, language) })}
      </p>
      {profile.waitingRequests > 0 ? (
        <p className="font-semibold">{t('existing.waiting', { count: profile.waitingRequests })}</p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {/* With several profiles the same words repeat; the profile's name tells the links apart. */}
        <LinkButton
          to={`/onboarding?edit=${profile.id}`}
          aria-describedby={single ? undefined : nameId}
        >
          {single ? t('existing.edit') : t('existing.editThis')}
        </LinkButton>
        <LinkButton
          to={`/matches/${profile.id}`}
          variant="outline"
          aria-describedby={single ? undefined : nameId}
        >
          {t('existing.matches')}
        </LinkButton>
      </div>
    </Card>
  );
}

/**
 * "Get Started" in a browser that already owns a profile: a second profile is never made by
 * accident (issue 26). The person edits theirs, or says in so many words that the new profile is
 * for someone else in the household; nothing is sent to the API before that choice.
 */
export function ExistingProfileChoice({
  profiles,
  language,
  onSeparate,
}: {
  profiles: OwnedProfile[];
  language: Language;
  onSeparate: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const own = useOwnProfiles(
    profiles.map((profile) => profile.id),
    language,
  );
  const single = profiles.length === 1;
  return (
    <section aria-labelledby="existing-title" className="mx-auto flex max-w-3xl flex-col gap-5">
      <h1 id="existing-title" className="text-4xl">
        {single ? t('existing.titleOne') : t('existing.titleMany')}
      </h1>
      <p className="text-lg">{single ? t('existing.message') : t('existing.messageMany')}</p>
      <ul className="flex flex-col gap-4">
        {profiles.map((profile, index) => (
          <li key={profile.id}>
            <ProfileEntry
              profile={profile}
              name={profileName(own[index]?.data?.profile)}
              single={single}
              language={language}
            />
          </li>
        ))}
      </ul>
      <Card className="flex flex-col items-start gap-3">
        <h2 className="text-xl font-bold">{t('existing.separateTitle')}</h2>
        <p>{t('existing.separateMessage')}</p>
        <Button variant="outline" onClick={onSeparate} className="w-full sm:w-auto">
          {t('existing.separate')}
        </Button>
      </Card>
    </section>
  );
}
