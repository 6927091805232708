import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, DescriptionList, StatusBadge, type DescriptionListItem } from '@broker/ui';
import { formatDecimal } from '@broker/domain';
import type { NewShareRecord } from '@broker/contract';
import { percent } from '../../../i18n/money.ts';
import { checkDraw, type DrawCheck, type PublishedDraw } from '../drawCheck.ts';
import { AllotmentTable } from './AllotmentTable.tsx';
import * as styles from '../newShare.css.ts';

/** The browser's check of a published draw, run once the screen is shown (it may take a moment on a large draw). */
function useDrawCheck(draw: PublishedDraw, record: NewShareRecord | null): DrawCheck | 'checking' | 'failed' {
  const [check, setCheck] = useState<DrawCheck | 'checking' | 'failed'>('checking');
  useEffect(() => {
    let current = true;
    // After the first paint: the seed, the hash and the table are on screen while the draw is recomputed.
    const timer = setTimeout(() => {
      checkDraw(draw, record).then(
        (result) => current && setCheck(result),
        () => current && setCheck('failed'),
      );
    }, 0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [draw, record]);
  return check;
}

/** A check's outcome as a badge: matches, does not match, cannot be checked here, or still running. */
function Verdict({ value }: { value: boolean | null | 'checking' | 'failed' }) {
  const { t } = useTranslation();
  if (value === 'checking') return <StatusBadge tone="pending" label={t('newShare.verify.checking')} />;
  if (value === 'failed') return <StatusBadge tone="negative" label={t('newShare.verify.failed')} />;
  if (value === null) return <StatusBadge tone="neutral" label={t('newShare.verify.unavailable')} />;
  return value ? (
    <StatusBadge tone="positive" label={t('newShare.verify.matches')} />
  ) : (
    <StatusBadge tone="negative" label={t('newShare.verify.mismatch')} />
  );
}

/**
 * A drawn offering's published draw, checked here (products.md §2): the commitment and the seed,
 * sha256(seed) computed by the browser's WebCrypto; the user's own result recomputed from the seed
 * and every application with the domain's allocation rule; the basis-of-allotment table as
 * published, and whether the recomputed one equals it.
 */
export function DrawVerification({ draw, record }: { draw: PublishedDraw; record: NewShareRecord | null }) {
  const { t } = useTranslation();
  const check = useDrawCheck(draw, record);
  const done = typeof check === 'object' ? check : null;
  // Still running or broken off: every verdict says so.
  const pending = typeof check === 'string' ? check : null;
  const count = (value: number) => formatDecimal(value, 0);

  const seedItems: DescriptionListItem[] = [
    { label: t('newShare.verify.commitment'), value: <span className={styles.code}>{draw.seedHash}</span> },
    { label: t('newShare.verify.seed'), value: <span className={styles.code}>{draw.seed}</span> },
    { label: t('newShare.verify.seedCheck'), value: <Verdict value={pending ?? done!.seedMatches} /> },
  ];
  const yours = done?.yours ?? null;
  const totals = draw.totals;
  return (
    <>
      <Card title={t('newShare.verify.seedTitle')}>
        <div className={styles.stack}>
          <DescriptionList items={seedItems} />
          <p className={styles.muted}>{t('newShare.verify.seedNote')}</p>
        </div>
      </Card>
      <Card title={t('newShare.verify.yoursTitle')}>
        {pending ? (
          <Verdict value={pending} />
        ) : yours ? (
          <DescriptionList
            inline
            items={[
              { label: t('newShare.verify.ticket'), value: count(yours.ticket) },
              { label: t('newShare.verify.applied'), value: count(yours.applied) },
              { label: t('newShare.verify.recomputed'), value: count(yours.recomputed) },
              {
                label: t('newShare.verify.recorded'),
                value: yours.recorded === null ? '—' : count(yours.recorded),
              },
              { label: t('newShare.verify.yoursCheck'), value: <Verdict value={yours.matches} />, total: true },
            ]}
          />
        ) : (
          <p className={styles.muted}>
            {t(record?.overridden ? 'newShare.verify.overridden' : 'newShare.verify.notYours')}
          </p>
        )}
      </Card>
      <Card title={t('newShare.verify.tableTitle')}>
        <div className={styles.stack}>
          {totals ? (
            <DescriptionList
              inline
              items={[
                { label: t('newShare.verify.lotsDrawn'), value: count(draw.lotsDrawn) },
                { label: t('newShare.verify.table.applicants'), value: count(totals.applicants) },
                { label: t('newShare.verify.lotsRequested'), value: count(totals.lotsRequested) },
                {
                  label: t('newShare.odds.ratio'),
                  value: t('newShare.odds.ratioValue', { ratio: formatDecimal(totals.subscriptionRatio, 2) }),
                },
                { label: t('newShare.verify.table.winRate'), value: percent(totals.winRatePct) },
              ]}
            />
          ) : null}
          <AllotmentTable rows={draw.table ?? []} caption={t('newShare.verify.tableCaption')} />
          <DescriptionList
            inline
            items={[
              {
                label: t('newShare.verify.tableCheck'),
                value: <Verdict value={pending ?? done!.tableMatches} />,
              },
            ]}
          />
        </div>
      </Card>
    </>
  );
}
