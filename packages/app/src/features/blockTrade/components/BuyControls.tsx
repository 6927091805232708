import { useTranslation } from 'react-i18next';
import { Stepper, TextField } from '@broker/ui';
import type { BlockTrade } from '@broker/contract';
import { FundPasswordField, type DomainForm } from '../../../forms/index.ts';
import { maxLotsOf, type BuyValues } from '../blockTradeView.ts';

export type BuyField = 'lots' | 'secretKey' | 'fundPassword';

export interface BuyControlsProps {
  form: DomainForm<BuyValues, BuyField>;
  offer: BlockTrade;
  /** `user/info`: without a fund password the form says to set one first, in place of the field. */
  fundPasswordSet: boolean;
}

/**
 * The buy form's controls: the lots (from the offer's minimum to what the account may still buy
 * today), the invitation's key when the offer is sold by invitation (after the invitation's card,
 * so that who issued it is read first), and the fund password (the forms' FundPasswordField).
 */
export function BuyControls({ form, offer, fundPasswordSet }: BuyControlsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Stepper
        id={form.fieldId('lots')}
        label={t('blockTrade.buy.lots')}
        hint={t('blockTrade.buy.lotsHint', {
          shares: t('units.shares', { count: offer.lotSize }),
          min: offer.minLots,
          max: t('units.lots', { count: offer.remainingTodayLots }),
        })}
        value={form.values.lots}
        min={1}
        max={maxLotsOf(offer)}
        onChange={(lots) => form.set({ lots })}
        error={form.errors.lots}
        decreaseLabel={t('blockTrade.buy.fewerLots')}
        increaseLabel={t('blockTrade.buy.moreLots')}
        required
      />
      {offer.needsSecretKey ? (
        <TextField
          {...form.field('secretKey')}
          label={t('blockTrade.buy.secretKey')}
          hint={t('blockTrade.buy.secretKeyHint')}
          maxLength={64}
          autoComplete="off"
          required
        />
      ) : null}
      <FundPasswordField {...form.field('fundPassword')} isSet={fundPasswordSet} purpose="order" />
    </>
  );
}
