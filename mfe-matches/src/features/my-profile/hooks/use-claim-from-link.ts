import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type Language } from '@ageless/contracts';
import { toast } from '@ageless/ui';
import { useTranslation } from 'react-i18next';
import { useClaimProfile } from '../api/my-profiles';
import { returnKeyFromHash } from '../../../lib/profile-link';

/**
 * A private return link (`/matches/{id}#key=...`) opened in this browser: the key makes this
 * browser an owner too, then leaves the address bar (and the history) at once.
 */
export function useClaimFromLink(profileId: string | undefined, language: Language) {
  const { t } = useTranslation('matches');
  const location = useLocation();
  const navigate = useNavigate();
  const claim = useClaimProfile(language);
  const key = returnKeyFromHash(location.hash);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!profileId || !key || started.current === key) return;
    started.current = key;
    navigate(`${location.pathname}${location.search}`, { replace: true });
    claim.mutate(
      { profileId, returnKey: key },
      { onSuccess: () => toast({ title: t('returnLink.opened') }) },
    );
  }, [profileId, key, location.pathname, location.search, navigate, claim, t]);

  return claim;
}
