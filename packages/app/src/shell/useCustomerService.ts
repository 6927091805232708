import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { isSupportLink } from '@broker/domain';
import { useSiteConfig } from '../config/ConfigGate.tsx';
import { paths } from '../routes/paths.ts';
import { useSession } from '../session/sessionStore.ts';

/**
 * Opens customer service: navigates to the configured link (`kefu`, specification §7) when it is
 * one the app may follow (an https URL, domain isSupportLink); else the app's own support centre,
 * a conversation with customer service (docs/decisions.md). The conversation needs a session:
 * before login (the login screen's "forgot password") the way to customer service is the contact
 * screen instead, where someone without an account leaves an address and a message
 * (`support/contact`; docs/decisions.md "Support before sign-in").
 */
export function useCustomerService(): () => void {
  const { customerServiceLink } = useSiteConfig();
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  return useCallback(() => {
    if (isSupportLink(customerServiceLink)) window.location.assign(customerServiceLink);
    else navigate(loggedIn ? paths.information.support : paths.login.contact);
  }, [customerServiceLink, loggedIn, navigate]);
}
