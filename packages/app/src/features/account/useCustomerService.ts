import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@broker/ui';
import { useSiteConfig } from '../../config/ConfigGate.tsx';

/**
 * Opens the configured support link (config `kefu`) by navigating to it (specification §7);
 * without one, the `support.linkMissing` toast.
 */
export function useCustomerService(): () => void {
  const { kefu } = useSiteConfig();
  const toast = useToast();
  const { t } = useTranslation();
  return useCallback(() => {
    if (kefu) window.location.assign(kefu);
    else toast.show(t('error.support.linkMissing'), { tone: 'negative' });
  }, [kefu, toast, t]);
}
