import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@broker/ui';
import { validateBlockTrade } from '@broker/domain';
import type { BlockTrade, Position, User } from '@broker/contract';
import { FormAlert, useDomainForm } from '../../../forms/index.ts';
import { useServerNow } from '../../../hooks/useServerNow.ts';
import { money } from '../../../i18n/money.ts';
import { OfflineNotice } from '../../../shell/OfflineNotice.tsx';
import { Screen } from '../../../shell/Screen.tsx';
import { useBuyBlock } from '../api.ts';
import {
  buyFigures,
  buyRequest,
  initialBuy,
  invitationUsable,
  offerBlock,
  opensAtOf,
  type BuyValues,
} from '../blockTradeView.ts';
import { BlockedNotice } from './BlockedNotice.tsx';
import { BuyControls, type BuyField } from './BuyControls.tsx';
import { BuySummary } from './BuySummary.tsx';
import { InvitationCard } from './InvitationCard.tsx';
import { OddsCard } from './OddsCard.tsx';
import { OfferHeader } from './OfferHeader.tsx';
import { OfferTerms } from './OfferTerms.tsx';
import * as styles from '../blockTrade.css.ts';

export interface BuyFormProps {
  offer: BlockTrade;
  user: User | undefined;
  /** Bought: the screen shows the result. */
  onBought: (position: Position) => void;
  /** The account changed on the server (a fund password set elsewhere): read `user/info` again. */
  onUserStale?: () => void;
}

/**
 * An offer and its buy (docs/forms.md): the terms, the odds at the unlock, an invitation's card
 * before its key is asked, then the lots, the key and the fund password; the domain's
 * `validateBlockTrade` (the server's checks) before a confirmation that repeats what is debited
 * and until when the block is locked. While it cannot be bought (a closed market, an unusable
 * invitation, nothing left today) the top says why and the buy button names that as its reason.
 */
export function BuyForm({ offer, user, onBought, onUserStale }: BuyFormProps) {
  const { t } = useTranslation();
  const now = useServerNow();
  const blockedId = useId();
  const [confirming, setConfirming] = useState(false);
  const buy = useBuyBlock();
  const form = useDomainForm<BuyValues, BuyField>({
    initial: () => initialBuy(offer),
    fields: ['lots', 'secretKey', 'fundPassword'],
    path: 'blockTrade/buy',
    // The funds check names the amount: fewer lots fix it.
    fieldOf: { amount: 'lots' },
    currency: offer.currency,
  });
  const { values } = form;
  const wallet = user?.wallets.find((item) => item.currency === offer.currency);
  // Until user/info answers, the field is shown and the server judges the password.
  const fundPasswordSet = user?.fundPasswordSet ?? true;
  const request = buyRequest(offer, values);
  const figures = buyFigures(offer, values.lots);
  const block = offerBlock(offer, now);

  const submit = form.handleSubmit({
    validate: () =>
      validateBlockTrade(
        { lots: values.lots, secretKey: request.secretKey, fundPassword: request.fundPassword },
        {
          nowMs: now,
          currency: offer.currency,
          exists: invitationUsable(offer.invitation),
          open: offer.open,
          needsSecretKey: offer.needsSecretKey,
          price: offer.price,
          lotSize: offer.lotSize,
          minLots: offer.minLots,
          remainingTodayLots: offer.remainingTodayLots,
          feePct: offer.feePct,
          hours: offer.hours,
          available: wallet?.available ?? '0',
          fundPasswordSet,
          restrictions: user?.restrictions,
        },
      ),
    // Confirmed in a dialog first: what is debited and the lock are repeated before anything is sent.
    send: async () => setConfirming(true),
  });

  const send = async () => {
    const failure = await form.send(async (requestId) => onBought(await buy.trigger({ ...request, requestId })));
    if (failure) setConfirming(false);
    // The account's fund password changed elsewhere: the form follows it (as the order ticket).
    if (failure?.key === 'error.fundPassword.notSet') onUserStale?.();
  };

  return (
    <Screen
      title={offer.name}
      footer={
        <Button
          block
          size="lg"
          type="submit"
          form={form.formId}
          loading={buy.pending}
          loadingLabel={t('common.sending')}
          disabled={block !== null}
          describedBy={block !== null ? blockedId : undefined}
        >
          {t('blockTrade.buy.submit')}
        </Button>
      }
    >
      <OfflineNotice />
      <div className={styles.stack}>
        {block !== null ? <BlockedNotice id={blockedId} block={block} opensAtMs={opensAtOf(offer, now)} /> : null}
        <OfferHeader offer={offer} />
        <OfferTerms offer={offer} />
        <OddsCard offer={offer} />
        {offer.invitation ? <InvitationCard invitation={offer.invitation} /> : null}
        {wallet ? (
          <p className={styles.muted}>
            {t('blockTrade.buy.available', { amount: money(wallet.available, wallet.currency) })}
          </p>
        ) : null}
        <form id={form.formId} className={styles.form} noValidate onSubmit={submit}>
          <BuyControls form={form} offer={offer} fundPasswordSet={fundPasswordSet} />
          <FormAlert text={form.alert} />
        </form>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('blockTrade.buy.confirmTitle')}
        message={t('blockTrade.buy.confirmMessage', { name: offer.name })}
        confirmLabel={t('blockTrade.buy.confirm')}
        cancelLabel={t('common.cancel')}
        loadingLabel={t('common.sending')}
        onConfirm={send}
      >
        <BuySummary offer={offer} lots={values.lots} figures={figures} />
      </Dialog>
    </Screen>
  );
}
