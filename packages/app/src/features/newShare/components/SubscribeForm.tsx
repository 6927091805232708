import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Dialog } from '@broker/ui';
import { validateNewShareSubscription } from '@broker/domain';
import type { NewShareRecord, ResponseOf, User } from '@broker/contract';
import { FormAlert, OrderSummary, useDomainForm } from '../../../forms/index.ts';
import { useServerNow } from '../../../hooks/useServerNow.ts';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money } from '../../../i18n/money.ts';
import { OfflineNotice } from '../../../shell/OfflineNotice.tsx';
import { Screen } from '../../../shell/Screen.tsx';
import { useSubscribe } from '../api.ts';
import {
  initialSubscription,
  priceOf,
  subscribeIssueText,
  subscribeRequest,
  subscriptionFigures,
  type SubscribeValues,
} from '../newShareView.ts';
import { DrawRuleCard } from './DrawRuleCard.tsx';
import { OddsCard } from './OddsCard.tsx';
import { OfferingFacts } from './OfferingFacts.tsx';
import { OfferingHeader } from './OfferingHeader.tsx';
import { SubscribeControls, type SubscribeField } from './SubscribeControls.tsx';
import * as styles from '../newShare.css.ts';

export interface SubscribeFormProps {
  detail: ResponseOf<'newShare/detail'>;
  user: User | undefined;
  /** Subscribed: the screen shows the result. */
  onDone: (record: NewShareRecord) => void;
  /** The deadline passed while the form was open: read the offering again. */
  onDeadline: () => void;
  /** The account changed on the server (a fund password set elsewhere): read `user/info` again. */
  onUserStale?: () => void;
}

/**
 * The subscribe form of an open offering (docs/forms.md): level, lots, bid, auto-pay and the fund
 * password; the odds and cost card as the lots change; the allocation rule disclosed; the domain's
 * `validateNewShareSubscription` before a confirmation that repeats what is frozen.
 */
export function SubscribeForm({ detail, user, onDone, onDeadline, onUserStale }: SubscribeFormProps) {
  const { t } = useTranslation();
  const { offering } = detail;
  const now = useServerNow();
  const formatTime = useFormatDateTime();
  const [confirming, setConfirming] = useState(false);
  const subscribe = useSubscribe();
  const form = useDomainForm<SubscribeValues, SubscribeField>({
    initial: () => initialSubscription(offering),
    fields: ['level', 'lots', 'bidPrice', 'fundPassword'],
    path: 'newShare/subscribe',
    // The funds check names the amount: fewer lots fix it.
    fieldOf: { amount: 'lots' },
    currency: offering.currency,
    describe: (key, params) => {
      const own = subscribeIssueText(key, params);
      if (!own) return null;
      const { time, ...rest } = own.values;
      return t(own.key, time === undefined ? rest : { ...rest, time: formatTime(String(time)) });
    },
  });
  const { values } = form;
  const price = priceOf(offering, values.bidPrice);
  const figures = price === null ? null : subscriptionFigures(detail, values.lots, price, now);
  const wallet = user?.wallets.find((item) => item.currency === offering.currency);
  // Until user/info answers, the field is shown and the server judges the password.
  const fundPasswordSet = user?.fundPasswordSet ?? true;
  const request = subscribeRequest(offering, values);

  const submit = form.handleSubmit({
    validate: () =>
      validateNewShareSubscription(
        { lots: values.lots, level: request.level, bidPrice: request.bidPrice, fundPassword: request.fundPassword },
        {
          offering: {
            ...offering,
            subscribeStartMs: Date.parse(offering.subscribeStart),
            subscribeEndMs: Date.parse(offering.subscribeEnd),
          },
          nowMs: now,
          alreadySubscribed: detail.record !== null,
          available: wallet?.available ?? '0',
          fundPasswordSet,
          restrictions: user?.restrictions,
          barredUntilMs: detail.waivers.barredUntil ? Date.parse(detail.waivers.barredUntil) : null,
          lotsLeft: detail.placement?.lotsLeft,
        },
      ),
    // Confirmed in a dialog first: what is frozen is repeated before anything is sent.
    send: async () => setConfirming(true),
  });

  const send = async () => {
    const failure = await form.send(async (requestId) => onDone(await subscribe.trigger({ ...request, requestId })));
    if (failure) setConfirming(false);
    if (failure?.key === 'error.fundPassword.notSet') onUserStale?.();
  };

  return (
    <Screen
      title={offering.name}
      footer={
        <Button
          block
          size="lg"
          type="submit"
          form={form.formId}
          loading={subscribe.pending}
          loadingLabel={t('common.sending')}
        >
          {t('newShare.subscribe.submit')}
        </Button>
      }
    >
      <OfflineNotice />
      <div className={styles.stack}>
        <OfferingHeader offering={offering} onDeadline={onDeadline} />
        {wallet ? (
          <p className={styles.muted}>
            {t('trading.order.available', { amount: money(wallet.available, wallet.currency) })}
          </p>
        ) : null}
        <form id={form.formId} className={styles.form} noValidate onSubmit={submit}>
          <SubscribeControls form={form} offering={offering} fundPasswordSet={fundPasswordSet} />
          <FormAlert text={form.alert} />
        </form>
        <OddsCard offering={offering} lots={values.lots} figures={figures} />
        <DrawRuleCard detail={detail} />
        <Card title={t('newShare.offering.about')}>
          <OfferingFacts offering={offering} />
        </Card>
      </div>
      {figures ? (
        <Dialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title={t('newShare.subscribe.confirmTitle')}
          message={t('newShare.subscribe.confirmMessage', { name: offering.name })}
          confirmLabel={t('newShare.subscribe.confirm')}
          cancelLabel={t('common.cancel')}
          loadingLabel={t('common.sending')}
          onConfirm={send}
        >
          <OrderSummary
            items={[
              { label: t('newShare.record.kind'), value: t(`newShare.kind.${offering.kind}`) },
              ...(request.level !== undefined
                ? [
                    {
                      label: t('newShare.subscribe.level'),
                      value: t('newShare.detail.level', { level: request.level }),
                    },
                  ]
                : []),
              { label: t('newShare.record.lots'), value: t('newShare.record.lotsValue', { count: values.lots }) },
              { label: t('newShare.record.price'), value: money(price ?? offering.issuePrice, offering.currency) },
              {
                label: t('newShare.record.autoPay'),
                value: t(values.autoPay ? 'newShare.record.on' : 'newShare.record.off'),
              },
              { label: t('newShare.odds.frozen'), value: money(figures.amount, offering.currency), total: true },
            ]}
            note={t(detail.draw ? 'newShare.subscribe.confirmNoteDrawn' : 'newShare.subscribe.confirmNotePlacement')}
          />
        </Dialog>
      ) : null}
    </Screen>
  );
}
