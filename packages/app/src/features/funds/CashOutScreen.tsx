import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, NoticeBar, SegmentedControl, Skeleton, SkeletonShape, rem } from '@broker/ui';
import {
  type RealNameStatus,
  fundCurrencies,
  initialFundCurrency,
  withdrawalBlockers,
  type FundCurrency,
} from '@broker/domain';
import type { Withdrawal } from '@broker/contract';
import { useSiteConfig } from '../../config/ConfigGate.tsx';
import { useDomainForm } from '../../forms/index.ts';
import { useUserInfo } from '../../session/useAccount.ts';
import { Screen } from '../../shell/Screen.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useWithdraw, useWithdrawInfo } from './api.ts';
import { useDescribeWindow } from '../../i18n/describeWindow.ts';
import { RealNameGate } from './RealNameGate.tsx';
import { useServerNow } from '../../hooks/useServerNow.ts';
import { WithdrawalConditions } from './WithdrawalConditions.tsx';
import { WithdrawalForm, type WithdrawalField, type WithdrawalValues } from './WithdrawalForm.tsx';
import { WithdrawalResult } from './WithdrawalResult.tsx';
import * as styles from './funds.css.ts';

/**
 * /information/cashOut: withdraw to a bank card or a wallet address. The limits, fee, hours and
 * credit score of `funds/withdrawInfo` are shown before anything is typed; the fee and the net
 * amount as the amount is typed; a confirmation repeats them before sending. Ends on a Result
 * with the way to the withdrawal records.
 */
export function CashOutScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const config = useSiteConfig();
  const now = useServerNow();
  const describeWindow = useDescribeWindow();
  // Until the user picks one: the asked currency, else where the money is (the fund view's
  // wallets, the same read as the wallet screen's).
  const { data: overview } = useUserInfo();
  const [pickedCurrency, setCurrency] = useState<FundCurrency | null>(null);
  const currency =
    pickedCurrency ?? initialFundCurrency(search.get('currency'), config.baseCurrency, overview?.wallets);
  const info = useWithdrawInfo(currency);
  const data = info.data;
  const [withdrawal, setWithdrawal] = useState<Withdrawal | null>(null);
  const withdraw = useWithdraw();
  // The form lives here so that what was typed outlasts a reload of the limits.
  const form = useDomainForm<WithdrawalValues, WithdrawalField>({
    initial: { amount: '', fundPassword: '' },
    fields: ['destination', 'amount', 'fundPassword'],
    path: 'funds/withdraw',
    fieldOf: { cardId: 'destination', walletId: 'destination' },
    currency,
    // Said with what the user can do about it: the window, or the scores.
    describe: (key) => {
      if (!data) return null;
      if (key === 'error.time.outsideWithdrawal') return `${t(key)} ${describeWindow(data.hours)}`;
      if (key === 'error.creditScore.insufficient') {
        return t('funds.cashOut.creditLow', { score: data.creditScore, min: data.minCreditScore });
      }
      return null;
    },
  });

  if (withdrawal) return <WithdrawalResult withdrawal={withdrawal} />;

  const switchCurrency = (next: FundCurrency) => {
    setCurrency(next);
    form.set({ amount: '' });
  };

  // The submit button goes with the form, which shows unless the identity is not verified.
  const showForm = data !== undefined && !withdrawalBlockers(data, now).realName;
  return (
    <Screen
      title={t('funds.cashOut.title')}
      footer={
        showForm ? (
          <Button
            block
            size="lg"
            type="submit"
            form={form.formId}
            loading={withdraw.pending}
            loadingLabel={t('common.sending')}
          >
            {t('funds.cashOut.submit')}
          </Button>
        ) : undefined
      }
    >
      <SegmentedControl<FundCurrency>
        label={t('funds.cashOut.currency')}
        options={fundCurrencies.map((code) => ({ value: code, label: code }))}
        value={currency}
        onChange={switchCurrency}
      />
      <QueryState
        query={info}
        skeleton={
          <Skeleton label={t('common.loading')}>
            <div className={styles.stack}>
              <SkeletonShape shape="block" height={rem(180)} />
              <SkeletonShape width="40%" />
              <SkeletonShape shape="block" height={rem(120)} />
              <SkeletonShape width="40%" />
              <SkeletonShape shape="block" height={rem(48)} />
            </div>
          </Skeleton>
        }
      >
        {(limits) => {
          const { outsideHours, creditScore, realName } = withdrawalBlockers(limits, now);
          return (
            <>
              <WithdrawalConditions info={limits} outsideHours={outsideHours} />
              {creditScore ? (
                <NoticeBar
                  tone="negative"
                  text={t('funds.cashOut.creditLow', { score: limits.creditScore, min: limits.minCreditScore })}
                />
              ) : null}
              {realName ? (
                <RealNameGate status={limits.realNameStatus as Exclude<RealNameStatus, 'verified'>} action="withdraw" />
              ) : (
                <WithdrawalForm
                  form={form}
                  info={limits}
                  currency={currency}
                  withdraw={withdraw.trigger}
                  onWithdrawn={setWithdrawal}
                  onInfoStale={() => void info.mutate()}
                />
              )}
            </>
          );
        }}
      </QueryState>
    </Screen>
  );
}
