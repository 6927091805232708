import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { QrCode, Wallet } from 'lucide-react';
import { Button, Cell, CellGroup, Empty, Icon, StatusBadge } from '@broker/ui';
import type { WalletAddress } from '@broker/contract';
import { paths } from '../../routes/paths.ts';
import { Screen, useGoBack } from '../../shell/Screen.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useFormatDateTime } from '../../i18n/formatDate.ts';
import { chooseWalletAddress, useChosenWalletAddressId } from './chosenWalletAddress.ts';
import { groupWallets } from './fundsView.ts';
import { ListSkeleton } from './ListSkeleton.tsx';
import { useWalletAddresses } from './api.ts';
import * as styles from './funds.css.ts';

/**
 * /information/walletAddress: the user's wallet addresses by wallet type and network.
 * With `?select=1` (from the withdrawal form) each address is a choice: choosing one stores its
 * id (chosenWalletAddress.ts) and goes back.
 */
export function WalletAddressScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const selecting = search.get('select') === '1';
  const goBack = useGoBack(paths.information.cashOut);
  const chosenId = useChosenWalletAddressId();
  const formatDateTime = useFormatDateTime();
  const walletList = useWalletAddresses();
  const addAddress = () => navigate(paths.information.addWalletAddress);
  const wallets = walletList.data?.items;

  const choose = (wallet: WalletAddress) => {
    chooseWalletAddress(wallet.id);
    goBack();
  };

  const row = (wallet: WalletAddress) => {
    const description = (
      <>
        {t('funds.walletAddress.network', { network: wallet.network })}
        {' · '}
        {t('funds.walletAddress.addedAt', { time: formatDateTime(wallet.createdAt) })}
      </>
    );
    const value =
      selecting && wallet.id === chosenId ? (
        <StatusBadge tone="info" label={t('funds.walletAddress.chosen')} />
      ) : wallet.qrImage ? (
        <Icon icon={QrCode} label={t('funds.walletAddress.hasQr')} />
      ) : undefined;
    return (
      <Cell
        key={wallet.id}
        icon={<Icon icon={Wallet} />}
        title={<span className={styles.detailValue}>{wallet.address}</span>}
        description={description}
        value={value}
        onClick={selecting ? () => choose(wallet) : undefined}
      />
    );
  };

  return (
    <Screen
      title={t(selecting ? 'funds.walletAddress.selectTitle' : 'funds.walletAddress.title')}
      footer={
        wallets && wallets.length > 0 ? (
          <Button block size="lg" variant={selecting ? 'secondary' : 'primary'} onClick={addAddress}>
            {t('funds.walletAddress.add')}
          </Button>
        ) : undefined
      }
    >
      <QueryState
        query={walletList}
        skeleton={<ListSkeleton />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Empty
            title={t('funds.walletAddress.empty')}
            description={t('funds.walletAddress.emptyHint')}
            actions={<Button onClick={addAddress}>{t('funds.walletAddress.add')}</Button>}
          />
        }
      >
        {(data) => (
          <>
            {selecting ? <p className={styles.muted}>{t('funds.walletAddress.selectHint')}</p> : null}
            {groupWallets(data.items).map((group) => (
              <CellGroup key={group.walletType} title={group.walletType}>
                {group.items.map(row)}
              </CellGroup>
            ))}
          </>
        )}
      </QueryState>
    </Screen>
  );
}
