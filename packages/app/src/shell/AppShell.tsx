import { useEffect } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useToast } from '@broker/ui';
import { ApiFeedbackBridge } from './ApiFeedbackBridge.tsx';
import { KeepAliveOutlet } from './KeepAliveOutlet.tsx';
import { AppTabBar } from './AppTabBar.tsx';
import {
  browserBackBridge,
  capacitorBackBridge,
  createBackPressHandler,
  isNativeWrapper,
} from '../native/backButton.ts';
import type { RouteHandle } from '../routes/lazyScreen.ts';
import { loadRestTextsAfterFirstScreen } from '../i18n/i18n.ts';
import * as styles from './AppShell.css.ts';

/**
 * The frame around every screen: scroll reset, API feedback, the native back button, the tab bar,
 * and the rest of the texts once the first screen is in.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  // Its first commit holds the first screen: the texts of the screens after it may come now.
  useEffect(() => loadRestTextsAfterFirstScreen(), []);
  useNativeBackButton();
  return (
    <div className={styles.column} data-tab={handle?.tab ? 'true' : 'false'}>
      <ApiFeedbackBridge />
      <KeepAliveOutlet />
      {handle?.tab ? <AppTabBar /> : null}
    </div>
  );
}

/** Inside the native wrapper: back goes back, and exits only on a second press within 1000 ms. */
function useNativeBackButton() {
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  useEffect(() => {
    let cleanup = () => {};
    let cancelled = false;
    const bridgePromise = isNativeWrapper() ? capacitorBackBridge() : Promise.resolve(browserBackBridge);
    void bridgePromise.then((bridge) => {
      if (cancelled) return;
      const onBack = createBackPressHandler({
        canGoBack: () => (window.history.state as { idx?: number } | null)?.idx !== 0,
        goBack: () => navigate(-1),
        exit: () => bridge.exitApp(),
        warnBeforeExit: () => toast.show(t('common.pressAgainToExit')),
      });
      cleanup = bridge.onBackButton(onBack);
    });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [navigate, toast, t]);
}
