import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Checkbox, DescriptionList, Dialog, StatusBadge, useToast } from '@broker/ui';
import { lendingTone, statusLabelKey } from '@broker/domain';
import type { LendingHolding, LendingRecord } from '@broker/contract';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money, percent, priceMoney } from '../../../i18n/money.ts';
import { useEndLending, useLendShares, useLendingHoldings } from '../api.ts';
import { LendingFigures } from './LendingFigures.tsx';
import * as styles from '../lending.css.ts';

/**
 * Lending a holding, on its detail (issue #29): what lending its shares would earn and on which
 * terms, opted in by the user's own consent to the terms' version (never by default); lent, the
 * loan's ledger and the way to end it at the next close; why a holding may not be lent. Nothing
 * shows for a position that is not a long holding.
 */
export function HoldingLending({ positionId }: { positionId: string }) {
  const { t } = useTranslation();
  const holdings = useLendingHoldings();
  const holding = holdings.data?.items.find((item) => item.positionId === positionId);
  if (!holdings.data || !holding) return null;
  const running = holding.loan?.status === 'borrowing' ? holding.loan : null;
  return (
    <Card
      title={t('lending.holding.title')}
      extra={
        running ? (
          <StatusBadge tone={lendingTone(running.status)} label={t(statusLabelKey('lending', running.status))} />
        ) : null
      }
    >
      {running ? (
        <LentNow loan={running} />
      ) : (
        <LendOffer holding={holding} termsVersion={holdings.data.terms.termsVersion} />
      )}
    </Card>
  );
}

/** Not lent: the offer (the rate, a day's interest, the terms), or why it may not be lent. */
function LendOffer({ holding, termsVersion }: { holding: LendingHolding; termsVersion: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const lend = useLendShares();
  const [consent, setConsent] = useState(false);
  const last = holding.loan;
  const submit = async () => {
    try {
      await lend.trigger({ positionId: holding.positionId, consent: true, termsVersion });
      toast.show(t('success.lending.optIn'), { tone: 'positive' });
    } catch {
      // The shared client has said why.
    }
  };
  return (
    <div className={styles.stack}>
      <p className={styles.lead}>
        {t('lending.holding.offer', {
          yours: percent(holding.lenderRatePct),
          perDay: priceMoney(holding.interestPerDay, holding.currency),
        })}
      </p>
      <DescriptionList
        inline
        items={[
          {
            label: t('lending.terms.rate'),
            value: holding.hardToBorrow
              ? t('lending.terms.rateHard', { rate: percent(holding.ratePct) })
              : percent(holding.ratePct),
          },
          { label: t('lending.terms.yours'), value: percent(holding.lenderRatePct) },
          { label: t('lending.terms.collateral'), value: t('lending.terms.collateralValue') },
          { label: t('lending.terms.value'), value: money(holding.value, holding.currency) },
        ]}
      />
      <p className={styles.muted}>{t('lending.terms.recall')}</p>
      {last ? <LastLoan loan={last} /> : null}
      {holding.eligible ? (
        <>
          <Checkbox checked={consent} onChange={setConsent}>
            {t('lending.holding.consent', { version: termsVersion })}
          </Checkbox>
          <Button block disabled={!consent} loading={lend.pending} onClick={() => void submit()}>
            {t('lending.holding.lend')}
          </Button>
        </>
      ) : (
        <p className={styles.muted} role="note">
          {holding.reason === 'error.amount.belowMinimum'
            ? t('lending.holding.belowMinimum', {
                min: money(String(holding.reasonParams?.min ?? '0'), holding.currency),
                value: money(holding.value, holding.currency),
              })
            : t(holding.reason ?? 'error.lending.notOwned', holding.reasonParams ?? {})}
        </p>
      )}
    </div>
  );
}

/** The last loan of a holding that ended: when and why, and what it paid. */
function LastLoan({ loan }: { loan: LendingRecord }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  return (
    <p className={styles.muted}>
      {t(`lending.holding.ended.${loan.endReason ?? 'optOut'}`, {
        time: formatTime(loan.completedAt ?? loan.startedAt),
        paid: money(loan.interestPaid, loan.currency),
      })}
    </p>
  );
}

/** Lent: the loan's ledger, and ending it at the next close (or when it ends, once asked). */
function LentNow({ loan }: { loan: LendingRecord }) {
  const { t } = useTranslation();
  const toast = useToast();
  const formatTime = useFormatDateTime();
  const end = useEndLending();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    try {
      await end.trigger({ positionId: loan.positionId });
      toast.show(t('success.lending.optOut'), { tone: 'positive' });
    } catch {
      // The shared client has said why.
    }
    setAsking(false);
  };
  return (
    <div className={styles.stack}>
      <p className={styles.lead}>
        {t('lending.holding.lentSince', { time: formatTime(loan.startedAt), count: loan.shares })}
      </p>
      <LendingFigures loan={loan} />
      <p className={styles.muted}>
        {t('lending.holding.receipt', { time: formatTime(loan.consentAt), version: loan.termsVersion })}
      </p>
      {loan.endingAt ? (
        <p className={styles.lead}>{t('lending.holding.ending', { time: formatTime(loan.endingAt) })}</p>
      ) : (
        <Button block variant="secondary" onClick={() => setAsking(true)}>
          {t('lending.holding.stop')}
        </Button>
      )}
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('lending.holding.stopTitle')}
        message={t('lending.holding.stopMessage')}
        confirmLabel={t('lending.holding.stop')}
        cancelLabel={t('common.cancel')}
        loadingLabel={t('common.sending')}
        onConfirm={confirm}
      />
    </div>
  );
}
