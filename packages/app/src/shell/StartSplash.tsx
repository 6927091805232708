import { useTranslation } from 'react-i18next';
import { Splash } from '@broker/ui';

/**
 * The splash a cold load shows: while the configuration arrives (`ConfigGate`, with its retry
 * message), then while the first screen's chunk loads (the root route's `HydrateFallback`), so
 * that the start is one splash and never a blank page in between.
 */
export function StartSplash({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <Splash
      title={import.meta.env.BRAND_TITLE}
      logo={<img src={import.meta.env.BRAND_LOGO} alt="" width="100%" height="100%" />}
      loadingLabel={t('app.loading')}
      message={message}
    />
  );
}
