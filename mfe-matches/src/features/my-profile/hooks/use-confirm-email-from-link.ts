import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type Language } from '@ageless/contracts';
import { toast } from '@ageless/ui';
import { useTranslation } from 'react-i18next';
import { useConfirmNotifyEmail } from '../api/my-profiles';
import { confirmKeyFromHash } from '../../../lib/profile-link';

/**
 * The link from the confirmation mail (`/matches/{id}#confirm=...`): its key confirms the address
 * for notices (in whichever browser the mail was opened), then leaves the address bar at once.
 */
export function useConfirmEmailFromLink(profileId: string | undefined, language: Language) {
  const { t } = useTranslation('matches');
  const location = useLocation();
  const navigate = useNavigate();
  const confirm = useConfirmNotifyEmail(language);
  const key = confirmKeyFromHash(location.hash);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!profileId || !key || started.current === key) return;
    started.current = key;
    navigate(`${location.pathname}${location.search}`, { replace: true });
    confirm.mutate(
      { profileId, token: key },
      { onSuccess: () => toast({ title: t('notifyEmail.confirmedNow') }) },
    );
  }, [profileId, key, location.pathname, location.search, navigate, confirm, t]);

  return confirm;
}
