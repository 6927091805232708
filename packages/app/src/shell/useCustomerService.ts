import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useToast } from '@broker/ui';
import { isSupportLink } from '@broker/domain';
import { useSiteConfig } from '../config/ConfigGate.tsx';
import { paths } from '../routes/paths.ts';
import { useSession } from '../session/sessionStore.ts';

/**
 * Opens customer service: navigates to the configured link (`kefu`, specification §7) when it is
 * one the app may follow (an https URL, domain isSupportLink); else the app's own support centre,
 * a conversation with customer service (docs/decisions.md). That needs a session: before login
 * (the login screen's "forgot password") it says that support cannot be reached from the app
 * (`error.support.linkMissing`, a client-side key).
 */
export function useCustomerService(): () => void {
  const { customerServiceLink } = useSiteConfig();
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  return useCallback(() => {
    if (isSupportLink(customerServiceLink)) window.location.assign(customerServiceLink);
    else if (loggedIn) navigate(paths.information.support);
    else toast.show(t('error.support.linkMissing'), { tone: 'negative' });
  }, [customerServiceLink, loggedIn, navigate, toast, t]);
}
