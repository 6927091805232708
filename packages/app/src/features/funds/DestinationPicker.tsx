import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, RadioGroup, SegmentedControl, Skeleton, SkeletonShape, rem, DescriptionList } from '@broker/ui';
import { withdrawalMethods, type Currency, type WithdrawalMethod } from '@broker/domain';
import type { Card as BankCard, WalletAddress } from '@broker/contract';
import { paths, withQuery } from '../../routes/paths.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { spacedCardNumber } from './fundsView.ts';
import type { useCards, useWalletAddresses } from './api.ts';
import * as styles from './funds.css.ts';

export interface DestinationPickerProps {
  /** Id of the block, so that it takes the focus when it holds the first error. */
  id: string;
  method: WithdrawalMethod;
  onMethodChange: (method: WithdrawalMethod) => void;
  cards: ReturnType<typeof useCards>;
  /** The chosen card (the first one until another is chosen). */
  card: BankCard | null;
  onCardChange: (id: string) => void;
  wallets: ReturnType<typeof useWalletAddresses>;
  /** The wallet address chosen on the select screen, else the first one. */
  wallet: WalletAddress | null;
  currency: Currency;
  error?: string;
}

/**
 * Where the money goes: one of the user's bank cards (chosen here) or a wallet address (chosen
 * on /information/walletAddress?select=1), with the ways to add one.
 */
export function DestinationPicker(props: DestinationPickerProps) {
  const { id, method, onMethodChange, error } = props;
  const { t } = useTranslation();
  return (
    <Card title={t('funds.cashOut.to')}>
      <div id={id} tabIndex={-1} className={styles.focusable}>
        <div className={styles.stack}>
          <SegmentedControl<WithdrawalMethod>
            label={t('funds.cashOut.method')}
            options={withdrawalMethods.map((value) => ({ value, label: t(`funds.cashOut.methods.${value}`) }))}
            value={method}
            onChange={onMethodChange}
          />
          {method === 'card' ? <CardChoice {...props} /> : <WalletChoice {...props} />}
          {error ? <p className={styles.fieldError}>{error}</p> : null}
        </div>
      </div>
    </Card>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Skeleton label={t('common.loading')}>
      <SkeletonShape shape="block" height={rem(64)} />
    </Skeleton>
  );
}

function CardChoice({ cards, card, onCardChange }: DestinationPickerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toCards = () => navigate(paths.information.bankList);
  return (
    <QueryState
      query={cards}
      skeleton={<Loading />}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <>
          <p className={styles.muted}>{t('funds.cashOut.noCard')}</p>
          <Button variant="secondary" onClick={toCards}>
            {t('funds.cards.add')}
          </Button>
        </>
      }
    >
      {(data) => (
        <>
          <RadioGroup
            label={t('funds.cashOut.chooseCard')}
            options={data.items.map((item) => ({
              value: item.id,
              label: `${item.bankName} ${spacedCardNumber(item.cardNumberMasked)}`,
              description: item.holderName,
            }))}
            value={card?.id ?? null}
            onChange={(value) => {
              if (value) onCardChange(value);
            }}
          />
          <Button variant="ghost" onClick={toCards}>
            {t('funds.cashOut.manageCards')}
          </Button>
        </>
      )}
    </QueryState>
  );
}

function WalletChoice({ wallets, wallet, currency }: DestinationPickerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toSelect = () => navigate(withQuery(paths.information.walletAddress, { select: 1 }));
  return (
    <QueryState query={wallets} skeleton={<Loading />}>
      {/* Once the addresses are read: the chosen one (the first until another is chosen), or none. */}
      {() =>
        wallet ? (
          <>
            <DescriptionList
              items={[
                { label: t('funds.payee.walletType'), value: wallet.walletType },
                { label: t('funds.payee.network'), value: wallet.network },
                { label: t('funds.payee.address'), value: wallet.address },
              ]}
            />
            <p className={styles.muted}>{t('funds.cashOut.walletNote', { walletType: wallet.walletType, currency })}</p>
            <Button variant="secondary" onClick={toSelect}>
              {t('funds.cashOut.chooseWallet')}
            </Button>
          </>
        ) : (
          <>
            <p className={styles.muted}>{t('funds.cashOut.noWallet')}</p>
            <Button variant="secondary" onClick={toSelect}>
              {t('funds.walletAddress.add')}
            </Button>
          </>
        )
      }
    </QueryState>
  );
}
