import { isWorseAlert } from '@broker/domain';
import { usePolledQuery } from '../../api/hooks.ts';
import { useSession } from '../../session/sessionStore.ts';

/** How often the tab bar's margin badge reads the margin level again. */
const MARGIN_POLL_MS = 60_000;

/**
 * Whether a margin alert is active (a leveraged currency below its warning level), for the trade
 * tab's badge: polled quietly while signed in. A module of its own, free of screens and styles,
 * because the tab bar is part of the app's entry chunk.
 */
export function useMarginAlertActive(): boolean {
  const { loggedIn } = useSession();
  const { data } = usePolledQuery('margin/info', loggedIn ? {} : null, { intervalMs: MARGIN_POLL_MS, report: 'never' });
  // Any currency's alert worse than none (the same order as tradingView's worstMarginAlert).
  return data ? data.exposure.some((item) => isWorseAlert('none', item.alert)) : false;
}
