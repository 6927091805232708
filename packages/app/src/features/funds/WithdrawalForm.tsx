import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField, Dialog } from '@broker/ui';
import { currencyScale, validateWithdrawal, type WithdrawalMethod, withdrawalPreview } from '@broker/domain';
import type { Card as BankCard, ResponseOf, WalletAddress, Withdrawal } from '@broker/contract';
import { FormAlert, FundPasswordField, OrderSummary, type DomainForm } from '../../forms/index.ts';
import { useCards, useWalletAddresses, type useWithdraw } from './api.ts';
import { chooseWalletAddress, chosenWalletAddressId, useChosenWalletAddressId } from './chosenWalletAddress.ts';
import { DestinationPicker } from './DestinationPicker.tsx';
import { amountAffixes, spacedCardNumber } from './fundsView.ts';
import { useServerNow } from '../../hooks/useServerNow.ts';
import { feeLabel, WithdrawalCosts } from './WithdrawalConditions.tsx';
import { money } from '../../i18n/money.ts';
import * as styles from './funds.css.ts';

export type WithdrawalValues = { amount: string; fundPassword: string };
export type WithdrawalField = 'destination' | 'amount' | 'fundPassword';

export interface WithdrawalFormProps {
  form: DomainForm<WithdrawalValues, WithdrawalField>;
  info: ResponseOf<'funds/withdrawInfo'>;
  /** The form's currency (the screen's switch). */
  currency: ResponseOf<'funds/withdrawInfo'>['currency'];
  /** Sends the withdrawal (the screen's `useWithdraw`, whose pending state its footer shows). */
  withdraw: ReturnType<typeof useWithdraw>['trigger'];
  onWithdrawn: (withdrawal: Withdrawal) => void;
  /** The limits or the account changed on the server: read them again. */
  onInfoStale: () => void;
}

/**
 * Where to, how much and the fund password; the costs as the amount is typed; a confirmation that
 * repeats them; every failure said next to what caused it (docs/forms.md).
 */
export function WithdrawalForm({ form, info, currency, withdraw, onWithdrawn, onInfoStale }: WithdrawalFormProps) {
  const { t } = useTranslation();
  const now = useServerNow();
  const cards = useCards();
  const wallets = useWalletAddresses();
  const [method, setMethod] = useState<WithdrawalMethod>(() => (chosenWalletAddressId() ? 'wallet' : 'card'));
  const [cardId, setCardId] = useState<string | null>(null);
  const walletId = useChosenWalletAddressId();
  const [confirming, setConfirming] = useState(false);
  const card = pick(cards.data?.items, cardId);
  const wallet = pick(wallets.data?.items, walletId);
  const destination = method === 'card' ? card : wallet;
  const preview = withdrawalPreview(form.values.amount, info.feePct, currency);
  const affixes = amountAffixes(currency);

  const input = () => ({
    method,
    cardId: method === 'card' ? card?.id : undefined,
    walletId: method === 'wallet' ? wallet?.id : undefined,
    currency,
    amount: form.values.amount,
    fundPassword: form.values.fundPassword || undefined,
  });

  const changeDestination = (change: () => void) => {
    form.edited();
    form.clearError('destination');
    change();
  };

  const submit = form.handleSubmit({
    validate: () =>
      validateWithdrawal(input(), {
        nowMs: now,
        min: info.min,
        max: info.max,
        hours: info.hours,
        minCreditScore: info.minCreditScore,
        creditScore: info.creditScore,
        available: info.available,
        fundPasswordSet: info.fundPasswordSet,
        realNameStatus: info.realNameStatus,
      }),
    // Confirmed in a dialog first: the costs are repeated before anything is sent.
    send: async () => setConfirming(true),
  });

  const send = async () => {
    const failure = await form.send(async (requestId) => onWithdrawn(await withdraw({ ...input(), requestId })));
    const key = failure?.key ?? '';
    if (key === 'error.wallet.notFound') chooseWalletAddress(null);
    if (key === 'error.card.notFound' || key === 'error.card.notOwned') void cards.mutate();
    if (key === 'error.wallet.notFound') void wallets.mutate();
    // The account's state moved on (fund password, identity, credit score): the form follows it.
    if (
      key === 'error.fundPassword.notSet' ||
      key.startsWith('error.realName.') ||
      key.startsWith('error.creditScore.')
    ) {
      onInfoStale();
    }
  };

  return (
    <>
      <form id={form.formId} className={styles.form} noValidate onSubmit={submit}>
        <DestinationPicker
          id={form.fieldId('destination')}
          method={method}
          onMethodChange={(next) => changeDestination(() => setMethod(next))}
          cards={cards}
          card={card}
          onCardChange={(id) => changeDestination(() => setCardId(id))}
          wallets={wallets}
          wallet={wallet}
          currency={currency}
          error={form.errors.destination}
        />
        <AmountField
          {...form.field('amount')}
          label={t('funds.cashOut.amount')}
          hint={t('funds.cashOut.amountHint', {
            available: money(info.available, currency),
            min: money(info.min, currency),
            max: money(info.max, currency),
          })}
          required
          scale={currencyScale(currency)}
          prefix={affixes.prefix}
          suffix={affixes.suffix}
        />
        <FundPasswordField {...form.field('fundPassword')} isSet={info.fundPasswordSet} purpose="withdrawal" />
        <WithdrawalCosts info={info} amount={form.values.amount} preview={preview} />
        <FormAlert text={form.alert} />
      </form>
      {preview && destination ? (
        <Dialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title={t('funds.cashOut.confirmTitle')}
          confirmLabel={t('funds.cashOut.confirm')}
          cancelLabel={t('common.cancel')}
          loadingLabel={t('common.sending')}
          onConfirm={send}
          message={t('funds.cashOut.frozen')}
        >
          <OrderSummary
            items={[
              { label: t('funds.cashOut.to'), value: destinationText(destination) },
              { label: t('funds.cashOut.amount'), value: money(form.values.amount, currency) },
              { label: feeLabel(t, info.feePct), value: money(preview.fee, currency) },
              { label: t('funds.cashOut.net'), value: money(preview.netAmount, currency), total: true },
            ]}
          />
        </Dialog>
      ) : null}
    </>
  );
}

/** The chosen record, else the first one (null while loading or when there is none). */
function pick<T extends { id: string }>(items: readonly T[] | undefined, id: string | null): T | null {
  return items?.find((item) => item.id === id) ?? items?.[0] ?? null;
}

function destinationText(destination: BankCard | WalletAddress): string {
  return 'cardNumberMasked' in destination
    ? `${destination.bankName} ${spacedCardNumber(destination.cardNumberMasked)}`
    : `${destination.walletType} (${destination.network}) ${destination.address}`;
}
