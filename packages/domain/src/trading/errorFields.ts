import type { ErrorFieldTable } from '../forms/errorFieldTable.ts';

const lots = {
  'error.quantity.belowMinimum': 'lots',
  'error.amount.belowMinimum': 'lots',
  'error.balance.insufficient': 'lots',
  'error.balance.availableInsufficient': 'lots',
} as const;

/**
 * The order ticket: a limit outside the day's band is the price's, quantity and funds are the
 * lots' (fewer lots fix both), margin the leverage's, the fund password its field (as a
 * withdrawal's). A close or a cancel is one tap on a
 * position and margin/apply's business answers (real name, switch, state, retake date) concern
 * the whole request: the form's alert says them; an unanswered question names its field
 * (`answers.<key>`) in its data.
 */
export const tradingErrorFields: ErrorFieldTable = {
  'trade/order': {
    ...lots,
    'error.price.outOfLimit': 'price',
    'error.margin.notEnabled': 'leverage',
    'error.fundPassword.wrong': 'fundPassword',
    'error.fundPassword.notSet': 'fundPassword',
  },
  'trade/close': {},
  'trade/cancel': {},
  'margin/apply': {},
};
