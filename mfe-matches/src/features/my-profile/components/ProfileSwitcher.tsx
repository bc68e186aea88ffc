import { type Ref, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, type MyProfilesResponse, profileName } from '@ageless/contracts';
import { Card, LinkButton, cx } from '@ageless/ui';
import { useOwnProfiles } from '../api/my-profiles';
import { rememberProfile } from '../hooks/current-profile';

type OwnedProfile = MyProfilesResponse['profiles'][number];

function madeOn(createdAt: string, language: Language): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return createdAt;
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
  }).format(date);
}

function Entry({
  profile,
  name,
  current,
  language,
  onSwitch,
  nameRef,
}: {
  profile: OwnedProfile;
  name: string | null;
  current: boolean;
  language: Language;
  onSwitch: (profileId: string) => void;
  nameRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation('matches');
  const nameId = useId();
  return (
    <li
      aria-current={current ? 'true' : undefined}
      className={cx(
        'flex flex-col gap-2 rounded-card border-2 p-4',
        current ? 'border-primary bg-primary-soft' : 'border-border-strong',
      )}
    >
      <h3 id={nameId} ref={nameRef} tabIndex={-1} className="text-lg font-bold focus:outline-none">
        {name ?? t('profiles.unnamed')}
      </h3>
      <p>{profile.place ? t('profiles.place', { place: profile.place }) : t('profiles.noPlace')}</p>
      <p className="text-ink-muted">
        {t('profiles.made', { date: madeOn(profile.createdAt, language) })}
      </p>
      {profile.waitingRequests > 0 ? (
        <p className="font-semibold">{t('profiles.waiting', { count: profile.waitingRequests })}</p>
      ) : null}
      {current ? (
        <p className="font-semibold">
          <span aria-hidden="true">✓ </span>
          {t('profiles.current')}
        </p>
      ) : (
        // The same words on every entry: the profile's name tells the links apart.
        <LinkButton
          to={`/matches/${profile.id}`}
          variant="outline"
          aria-describedby={nameId}
          className="self-start"
          onClick={() => onSwitch(profile.id)}
        >
          {t('profiles.show')}
        </LinkButton>
      )}
    </li>
  );
}

/**
 * All of this browser's profiles, named in the person's own words, the shown one marked. Another
 * profile opens only when the person picks it (issue 26: never a silent jump to the newest).
 * `currentId` null: none is open yet, and the list asks which to open.
 */
export function ProfileSwitcher({
  profiles,
  currentId,
  language,
}: {
  profiles: OwnedProfile[];
  currentId: string | null;
  language: Language;
}) {
  const { t } = useTranslation('matches');
  const own = useOwnProfiles(
    profiles.map((profile) => profile.id),
    language,
  );
  const titleId = useId();
  const currentNameRef = useRef<HTMLHeadingElement>(null);
  const switchedTo = useRef<string | null>(null);

  // The pressed link turns into the "shown now" mark: the focus goes to that profile's name, so
  // it is not lost to the top of the page and a screen reader says which profile is open now.
  // A frame later: the shell moves the focus to <main> on every new address, in an effect that
  // runs after this one (parents after children), and would otherwise take it back.
  useEffect(() => {
    if (!currentId || switchedTo.current !== currentId) return;
    switchedTo.current = null;
    const frame = requestAnimationFrame(() => currentNameRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [currentId]);

  const onSwitch = (profileId: string) => {
    switchedTo.current = profileId;
    rememberProfile(profileId);
  };

  return (
    <Card>
      <section aria-labelledby={titleId} className="flex flex-col gap-3">
        <h2 id={titleId} className="text-xl font-bold">
          {currentId ? t('profiles.title') : t('profiles.chooseTitle')}
        </h2>
        <p>{currentId ? t('profiles.intro') : t('profiles.chooseIntro')}</p>
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {profiles.map((profile, index) => (
            <Entry
              key={profile.id}
              profile={profile}
              name={profileName(own[index]?.data?.profile)}
              current={profile.id === currentId}
              language={language}
              onSwitch={onSwitch}
              nameRef={profile.id === currentId ? currentNameRef : undefined}
            />
          ))}
        </ul>
      </section>
    </Card>
  );
}
