import { useTranslation } from 'react-i18next';
import { AmountField, RadioGroup, Stepper, Switch } from '@broker/ui';
import { formatCurrency, levelMinLots } from '@broker/domain';
import type { NewShare } from '@broker/contract';
import { FundPasswordField, type DomainForm } from '../../../forms/index.ts';
import type { SubscribeValues } from '../newShareView.ts';

export type SubscribeField = 'level' | 'lots' | 'bidPrice' | 'fundPassword';

export interface SubscribeControlsProps {
  form: DomainForm<SubscribeValues, SubscribeField>;
  offering: NewShare;
  /** `user/info`: without a fund password the form says to set one first, in place of the field. */
  fundPasswordSet: boolean;
}

/**
 * The subscribe form's controls (products.md §2): a placement's level, the lots, an auction's
 * bid, auto-pay and the fund password (the forms' FundPasswordField, as on the order ticket).
 */
export function SubscribeControls({ form, offering, fundPasswordSet }: SubscribeControlsProps) {
  const { t } = useTranslation();
  const { values } = form;
  const levelOf = (value: string) => offering.levels?.find((level) => String(level.level) === value);
  // A placement level's minimum amount is a minimum of lots too: the hint says it, and choosing
  // the level raises the lots to it (domain levelMinLots; the subscription rule checks the same).
  const minLots = levelMinLots(offering, levelOf(values.level));
  return (
    <>
      {offering.levels ? (
        <div id={form.fieldId('level')} tabIndex={-1}>
          <RadioGroup<string>
            label={t('newShare.subscribe.level')}
            options={offering.levels.map((level) => ({
              value: String(level.level),
              label: t('newShare.detail.level', { level: level.level }),
              description: t('newShare.subscribe.levelFromLots', {
                amount: formatCurrency(level.minAmount, offering.currency),
                lots: t('units.lots', { count: levelMinLots(offering, level) }),
              }),
            }))}
            value={values.level === '' ? null : values.level}
            onChange={(level) => {
              const chosen = level ?? '';
              form.set({ level: chosen, lots: Math.max(values.lots, levelMinLots(offering, levelOf(chosen))) });
            }}
            error={form.errors.level}
            required
          />
        </div>
      ) : null}
      <Stepper
        id={form.fieldId('lots')}
        label={t('newShare.subscribe.lots')}
        hint={t('newShare.subscribe.lotsHint', {
          shares: t('units.shares', { count: offering.lotSize }),
          min: minLots,
          lots: t('units.lots', { count: offering.maxLots }),
        })}
        value={values.lots}
        min={1}
        max={offering.maxLots}
        onChange={(lots) => form.set({ lots })}
        error={form.errors.lots}
        decreaseLabel={t('trading.order.fewerLots')}
        increaseLabel={t('trading.order.moreLots')}
        required
      />
      {offering.kind === 'auction' ? (
        <AmountField
          {...form.field('bidPrice')}
          label={t('newShare.subscribe.bid')}
          hint={t('newShare.subscribe.bidHint', { price: formatCurrency(offering.issuePrice, offering.currency) })}
          scale={4}
          required
        />
      ) : null}
      <Switch
        label={t('newShare.subscribe.autoPay')}
        description={t('newShare.subscribe.autoPayHint')}
        checked={values.autoPay}
        onChange={(autoPay) => form.set({ autoPay })}
      />
      <FundPasswordField {...form.field('fundPassword')} isSet={fundPasswordSet} purpose="subscription" />
    </>
  );
}
