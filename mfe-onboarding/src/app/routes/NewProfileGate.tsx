import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Loading } from '@ageless/ui';
import { Wizard } from '../../features/wizard/components/Wizard';
import {
  forgetCreatedProfile,
  loadCreatedProfileId,
} from '../../features/wizard/hooks/wizard-draft';
import { useMyProfiles } from '../../features/existing-profile/api/my-profiles';
import { ExistingProfileChoice } from '../../features/existing-profile/components/ExistingProfileChoice';

/** `?separate=1`: the person chose a separate profile; it stays in the address through the steps. */
export const SEPARATE_PARAM = 'separate';

/**
 * `/onboarding` without `?edit=`: the wizard for a new profile, unless this browser already owns
 * one; then the person first chooses between editing it and a separate profile.
 */
export function NewProfileGate() {
  const { t, i18n } = useTranslation('onboarding');
  const language = i18n.language === 'de' ? 'de' : 'en';
  const [searchParams, setSearchParams] = useSearchParams();
  const separate = searchParams.get(SEPARATE_PARAM) === '1';
  const mine = useMyProfiles(language);
  // Set when the choice was made on this screen (not on a reload of `?separate=1`).
  const [chose, setChose] = useState(false);

  // Back from the matches after the separate profile was made: the choice is asked again, so a
  // third profile is never one "Start a New Profile" away.
  if (separate && (chose || loadCreatedProfileId() === null))
    return <Wizard focusOnStart={chose} />;
  if (mine.isPending) return <Loading label={t('existing.checking')} />;
  // Without the answer the person must still be able to make a profile; the API keeps any earlier one.
  if (mine.isError) {
    console.error('[onboarding] reading this browser’s profiles failed', mine.error);
    return <Wizard />;
  }
  if (mine.data.profiles.length === 0) return <Wizard />;

  const chooseSeparate = () => {
    // "Your profile is ready" of this tab's earlier profile would ask a second time.
    forgetCreatedProfile();
    setChose(true);
    // A new history entry: Back returns to this choice.
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set(SEPARATE_PARAM, '1');
      // Another person's profile starts at the first step, wherever this tab's address was
      // (Back from the matches returns to the last step of the profile just made).
      params.delete('step');
      return params;
    });
  };

  return (
    <ExistingProfileChoice
      profiles={mine.data.profiles}
      language={language}
      onSeparate={chooseSeparate}
    />
  );
}
