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
import { DEFAULT_FUND_MARKET, formatCurrency, fundMarkets, walletCurrency, type FundMarket } from '@broker/domain';
import type { Wallet } from '@broker/contract';
import { paths } from '../../routes/paths.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { AccountHeader } from '../account/index.ts';
import { Screen } from '../../shell/Screen.tsx';
import { useFundView } from './api.ts';
import * as styles from './WalletScreen.css.ts';

/**
 * /information/payBag (tab 4): the market switcher (nl, de → EUR; usd; usdt; usdc; USD until
 * something is chosen), the wallet of that currency, every wallet, and the ways to move money.
 */
export function WalletScreen() {
  const { t } = useTranslation();
  const [market, setMarket] = useState<FundMarket | null>(null);
  const currency = walletCurrency(market);
  // Nothing chosen: the server's default (USD), the same read as the header's and the account centre's.
  const account = useFundView(market === null ? undefined : currency);
  const user = account.data;
  const refresh = async () => {
    await account.mutate();
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
        value={market ?? DEFAULT_FUND_MARKET}
        onChange={setMarket}
      />
      <PullToRefresh onRefresh={refresh}>
        <div className={styles.stack}>
          <QueryState
            query={account}
            skeleton={<BalanceSkeleton />}
            errorMessage={t('wallet.loadFailed')}
            errorFrame={(error) => <Card>{error}</Card>}
          >
            {({ wallet }) => <BalanceCard wallet={wallet} />}
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

/** The wallet of the chosen currency: the balance large, then what it is made of. */
function BalanceCard({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation();
  return (
    <Card title={t('wallet.balanceIn', { currency: wallet.currency })}>
      <div className={styles.balance}>
        <Money value={wallet.balance} currency={wallet.currency} size="display" />
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt className={styles.label}>{t('account.available')}</dt>
            <dd className={styles.value}>
              <Money value={wallet.available} currency={wallet.currency} />
            </dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.label}>{t('account.frozen')}</dt>
            <dd className={styles.value}>
              <Money value={wallet.frozen} currency={wallet.currency} />
            </dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.label}>{t('account.profit')}</dt>
            <dd className={styles.value}>
              <Money value={wallet.profit} currency={wallet.currency} signed colorBySign />
            </dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.label}>{t('wallet.borrowed')}</dt>
            <dd className={styles.value}>
              <Money value={wallet.borrowed} currency={wallet.currency} />
            </dd>
          </div>
          <div className={styles.figureWide}>
            <dt className={styles.label}>{t('account.totalAssets')}</dt>
            <dd className={styles.value}>
              <Money value={wallet.totalAssets} currency={wallet.currency} size="lg" />
            </dd>
          </div>
        </dl>
        <p className={styles.hint}>{t('wallet.frozenHint')}</p>
      </div>
    </Card>
  );
}

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
