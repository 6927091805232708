import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { WifiOff } from 'lucide-react';
import { Icon, NoticeBar } from '@broker/ui';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the device says it is online (it may still be unable to reach us). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Calls `retry` when the device comes back online (a paged list that failed offline loads again). */
export function useRetryWhenOnline(retry: (() => unknown) | undefined): void {
  useEffect(() => {
    if (!retry) return;
    const again = () => void retry();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [retry]);
}

/**
 * A notice while the device is offline: the screen keeps showing what it last read (SWR's
 * cache, the kept-alive lists, the last live quotes) and catches up when the connection is back.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status">
      <NoticeBar text={t('common.offline')} tone="negative" icon={<Icon icon={WifiOff} size="sm" />} />
    </div>
  );
}
