import type { TFunction } from 'i18next';
import type { IntradayRecord } from '@broker/contract';
import { money } from '../../../i18n/money.ts';
import { recordState } from '../intradayView.ts';

/**
 * What an application's state says in words: the amount frozen under review, the day it trades,
 * the reason of a rejection (the notices' words for the operator's code), or the settlement.
 */
export function recordStateText(
  t: TFunction,
  record: IntradayRecord,
  format: { date: (day: string) => string; time: (at: string) => string },
): string {
  const amount = money(record.amount, record.currency);
  const state = recordState(record);
  switch (state) {
    case 'pending':
      return t('intraday.state.pending', { amount });
    case 'approved':
      return t('intraday.state.approved', {
        day: record.day ? format.date(record.day) : '—',
        buyingPower: money(record.buyingPower, record.currency),
      });
    case 'settled':
      return t('intraday.state.settled', {
        time: record.settledAt ? format.time(record.settledAt) : '—',
        credit: money(record.settlement?.credit ?? '0', record.currency),
      });
    case 'rejected':
      return record.rejectReason
        ? t('intraday.state.rejected', { reason: t(`account.notices.intradayReasons.${record.rejectReason}`), amount })
        : t('intraday.state.rejectedNoReason', { amount });
    default:
      return state satisfies never;
  }
}
