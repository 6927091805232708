import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ArrowDownToLine,
  ArrowLeftRight,
  ArrowUpFromLine,
  CreditCard,
  ReceiptText,
  Settings,
  UserRound,
  Wallet as WalletIcon,
} from 'lucide-react';
import {
  Card,
  Cell,
  CellGroup,
  Empty,
  Grid,
  Icon,
  Money,
  PullToRefresh,
  SegmentedControl,
  Skeleton,
  SkeletonShape,
  rem,
  type GridItem,
} from '@broker/ui';
import {
  formatCurrency,
  fundMarketOf,
  fundMarkets,
  walletCurrency,
  type Currency,
  type FundMarket,
} from '@broker/domain';
import type { AccountSummary, MoneyFigures, Wallet } from '@broker/contract';
import { paths } from '../../routes/paths.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { MoneyFiguresList, SummaryTotal } from '../../components/MoneySummary.tsx';
import { useSiteConfig } from '../../config/ConfigGate.tsx';
import { useAccountSummary } from '../../session/useAccount.ts';
import { AccountHeader } from '../account/index.ts';
import { Screen } from '../../shell/Screen.tsx';
import { useFundView } from './api.ts';
import * as styles from './WalletScreen.css.ts';

/**
 * /information/payBag (tab 4): the account's money as the server computed it once (`user/summary`,
 * issue #26) — everything in the base currency on top, then the market switcher (opening on the
 * base currency's: EUR for a euro account) and that currency's figures, labelled as on the trade
 * tab and in the account centre — every wallet, and the ways to move money.
 */
export function WalletScreen() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const [market, setMarket] = useState<FundMarket>(() => fundMarketOf(config.baseCurrency));
  const currency = walletCurrency(market);
  const summary = useAccountSummary();
  const account = useFundView();
  const user = account.data;
  const refresh = async () => {
    await Promise.all([summary.mutate(), account.mutate()]);
  };

  const actions: (GridItem & { to: string })[] = [
    {
      key: 'deposit',
      to: paths.information.recharge,
      icon: <Icon icon={ArrowDownToLine} size="lg" />,
      label: t('wallet.action.deposit'),
    },
    {
      key: 'withdraw',
      to: paths.information.cashOut,
      icon: <Icon icon={ArrowUpFromLine} size="lg" />,
      label: t('wallet.action.withdraw'),
    },
    {
      key: 'exchange',
      to: paths.information.exchange,
      icon: <Icon icon={ArrowLeftRight} size="lg" />,
      label: t('wallet.action.exchange'),
    },
    {
      key: 'records',
      to: paths.information.fundRecord,
      icon: <Icon icon={ReceiptText} size="lg" />,
      label: t('wallet.action.records'),
    },
  ];
  const targets = new Map(actions.map((action) => [action.key, action.to]));

  return (
    <Screen title={t('wallet.title')} back={false} banner={<AccountHeader />}>
      <SegmentedControl
        label={t('wallet.market')}
        options={fundMarkets.map((value) => ({ value, label: t(`wallet.markets.${value}`) }))}
        value={market}
        onChange={setMarket}
      />
      <PullToRefresh onRefresh={refresh}>
        <div className={styles.stack}>
          <QueryState
            query={summary}
            skeleton={<BalanceSkeleton />}
            errorMessage={t('wallet.loadFailed')}
            errorFrame={(error) => <Card>{error}</Card>}
          >
            {(loaded) => <BalanceCard summary={loaded} currency={currency} />}
          </QueryState>
          <Grid
            label={t('wallet.actions')}
            items={actions}
            renderLink={(item, link) => <Link to={targets.get(item.key) ?? paths.information.wallet} {...link} />}
          />
          <CellGroup title={t('wallet.paymentMethods')}>
            <Cell
              title={t('wallet.bankCards')}
              icon={<Icon icon={CreditCard} />}
              renderLink={(props) => <Link to={paths.information.bankList} {...props} />}
            />
            <Cell
              title={t('wallet.walletAddresses')}
              icon={<Icon icon={WalletIcon} />}
              renderLink={(props) => <Link to={paths.information.walletAddress} {...props} />}
            />
          </CellGroup>
          {user ? <WalletList wallets={user.wallets} /> : null}
          <CellGroup title={t('wallet.accountGroup')}>
            <Cell
              title={t('account.title')}
              icon={<Icon icon={UserRound} />}
              renderLink={(props) => <Link to={paths.information.index} {...props} />}
            />
            <Cell
              title={t('account.settings.title')}
              icon={<Icon icon={Settings} />}
              renderLink={(props) => <Link to={paths.information.setting} {...props} />}
            />
          </CellGroup>
        </div>
      </PullToRefresh>
    </Screen>
  );
}

/**
 * Everything in the base currency, then the chosen currency's money: what it holds in all (large),
 * then what that is made of — the summary's figures, as every screen labels them.
 */
function BalanceCard({ summary, currency }: { summary: AccountSummary; currency: Currency }) {
  const { t } = useTranslation();
  const own = summary.currencies.find((item) => item.currency === currency) ?? emptyFigures;
  return (
    <>
      <Card title={t('summary.title')}>
        <div data-testid="wallet-summary">
          <SummaryTotal summary={summary} />
        </div>
      </Card>
      <Card title={t('wallet.balanceIn', { currency })}>
        <div className={styles.balance}>
          <span data-figure="currencyEquity">
            <Money value={own.equity} currency={currency} size="display" />
          </span>
          <MoneyFiguresList figures={own} currency={currency} />
          <p className={styles.hint}>{t('summary.realisedHint')}</p>
        </div>
      </Card>
    </>
  );
}

/** A currency the account has no money in: nothing in every figure. */
const emptyFigures: MoneyFigures = {
  equity: '0',
  balance: '0',
  available: '0',
  frozen: '0',
  positionsValue: '0',
  openPnl: '0',
  realisedToday: '0',
  realisedTotal: '0',
  borrowed: '0',
};

/** Holds the balance card's place while `user/info` loads, in its shape. */
function BalanceSkeleton() {
  const { t } = useTranslation();
  return (
    <Card>
      <Skeleton label={t('common.loading')}>
        <SkeletonShape width="40%" />
        <SkeletonShape width="70%" height={rem(40)} />
        <div className={styles.figures}>
          <SkeletonShape />
          <SkeletonShape />
          <SkeletonShape />
          <SkeletonShape />
        </div>
        <SkeletonShape width="50%" />
        <SkeletonShape width="90%" />
      </Skeleton>
    </Card>
  );
}

/** Every wallet of the fund view with its balance. */
function WalletList({ wallets }: { wallets: readonly Wallet[] }) {
  const { t } = useTranslation();
  if (wallets.length === 0) {
    return (
      <Card title={t('wallet.allWallets')}>
        <Empty title={t('wallet.noWallets')} />
      </Card>
    );
  }
  return (
    <CellGroup title={t('wallet.allWallets')}>
      {wallets.map((wallet) => (
        <Cell
          key={wallet.currency}
          title={wallet.currency}
          description={t('wallet.walletFigures', {
            available: formatCurrency(wallet.available, wallet.currency),
            frozen: formatCurrency(wallet.frozen, wallet.currency),
          })}
          value={
            <span className={styles.walletValue}>
              <Money value={wallet.balance} currency={wallet.currency} />
            </span>
          }
        />
      ))}
    </CellGroup>
  );
}
