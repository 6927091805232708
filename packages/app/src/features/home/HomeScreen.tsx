import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  CustomerServiceBall,
  Header,
  NoticeBar,
  Skeleton,
  SkeletonShape,
  Tabs,
  VisuallyHidden,
  vars,
} from '@broker/ui';
import { useSiteConfig } from '../../config/ConfigGate.tsx';
import { paths, withQuery } from '../../routes/paths.ts';
import { useNotices, useUnreadCount } from '../../session/useAccount.ts';
import { MarketSection } from '../market/index.ts';
import { useSupportUnread } from '../support/index.ts';
import { CheckInCard } from './CheckInCard.tsx';
import { greetingKey, homeTabs, newestNotice, type HomeTab } from './homeView.ts';
import { useCustomerService } from '../../shell/useCustomerService.ts';
import { useServerHourOfDay } from '../../hooks/useServerNow.ts';
import * as styles from './HomeScreen.css.ts';

/** The IPO and block-trade tabs are not the first one: their code loads when they are chosen (issue #17). */
const NewShareHomeSection = lazy(() =>
  import('../newShare/index.ts').then((module) => ({ default: module.NewShareHomeSection })),
);
const BlockTradeHomeSection = lazy(() =>
  import('../blockTrade/index.ts').then((module) => ({ default: module.BlockTradeHomeSection })),
);

/**
 * /home/index: greeting, notices bell and customer service; the newest notice; the home tabs —
 * stock (the market: its indexes and its movers by change %, live), IPO (the offerings open now)
 * and block trades (the day's first offers); the daily check-in; the sandbox note; the floating
 * customer-service ball. (The AI tab comes with its slice.)
 */
export function HomeScreen() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const [tab, setTab] = useState<HomeTab>('stock');
  // The reads of the header and the ball live in their own components: each answer then renders
  // only what shows it. Here they re-rendered the whole screen, the market's rows and all, in one
  // task each time one arrived (issue #17).
  return (
    <div className={styles.page}>
      <header>
        <HomeHeader />
      </header>
      <main className={styles.content}>
        <VisuallyHidden as="h1">{config.title}</VisuallyHidden>
        <NewestNotice />
        <Tabs<HomeTab>
          label={t('home.tabs.label')}
          value={tab}
          onChange={setTab}
          items={homeTabs.map((value) => ({
            value,
            label: t(`home.tabs.${value}`),
            panel: (
              <div className={styles.tabPanel}>
                {value === 'stock' ? (
                  <MarketSection />
                ) : (
                  <Suspense fallback={<Skeleton label={t('common.loading')} lines={6} />}>
                    {value === 'ipo' ? <NewShareHomeSection /> : <BlockTradeHomeSection />}
                  </Suspense>
                )}
              </div>
            ),
          }))}
        />
        <CheckInCard />
        <p className={styles.sandbox}>{t('common.sandbox')}</p>
        <HomeSupportBall />
      </main>
    </div>
  );
}

/** The greeting by the server's hour, the notices bell with its unread count, customer service. */
function HomeHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hour = useServerHourOfDay();
  const unread = useUnreadCount();
  const openSupport = useCustomerService();
  const supportUnread = useSupportUnread();
  return (
    <Header
      greeting={t(greetingKey(hour))}
      unread={unread}
      onNotices={() => navigate(paths.information.userInfo)}
      onCustomerService={openSupport}
      customerServiceUnread={supportUnread}
    />
  );
}

/** The floating customer-service ball, with support's unread replies. */
function HomeSupportBall() {
  const { t } = useTranslation();
  const openSupport = useCustomerService();
  const supportUnread = useSupportUnread();
  // Tucked at rest: over the home list it takes a strip along the edge, never the prices (issue #26).
  return <CustomerServiceBall onOpen={openSupport} label={t('common.customerService')} unread={supportUnread} tuck />;
}

/** The newest notice in a bar that opens it; nothing while notices cannot be read (toasted). */
function NewestNotice() {
  const { t } = useTranslation();
  const { data, error } = useNotices();
  if (!data) {
    return error ? null : (
      <Skeleton>
        {/* The bar's own height (a NoticeBar is touch-high), so nothing moves when it arrives. */}
        <SkeletonShape shape="block" height={vars.size.touch} />
      </Skeleton>
    );
  }
  const newest = newestNotice(data);
  if (!newest) return <NoticeBar text={t('home.noNotices')} tone="info" />;
  return (
    <Link
      className={styles.noticeLink}
      to={withQuery(paths.information.msgInfo, { id: newest.id })}
      aria-label={t('home.latestNotice', { title: newest.title })}
    >
      <NoticeBar text={newest.title} />
    </Link>
  );
}
