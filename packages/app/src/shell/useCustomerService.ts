import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@broker/ui';
import { useSiteConfig } from '../config/ConfigGate.tsx';

/**
 * Opens customer service: navigates to the configured link (`kefu`, specification §7), or says
 * that there is none (`error.support.linkMissing`, a client-side key).
 */
export function useCustomerService(): () => void {
  const { customerServiceLink } = useSiteConfig();
  const toast = useToast();
  const { t } = useTranslation();
  return useCallback(() => {
    if (customerServiceLink) window.location.assign(customerServiceLink);
    else toast.show(t('error.support.linkMissing'), { tone: 'negative' });
  }, [customerServiceLink, toast, t]);
}
