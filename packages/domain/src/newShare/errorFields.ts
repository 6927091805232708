import type { ErrorFieldTable } from '../forms/errorFieldTable.ts';

/**
 * The subscribe form: quantity, the level's minimum amount, a placement's remaining lots and funds
 * are the lots' (fewer lots fix them all), the fund password its field (as a withdrawal's). The
 * offering's state (not open, ended, already subscribed, the waiver bar) concerns the whole
 * request: the form's alert says it. Paying and withdrawing are one tap on a record.
 */
export const newShareErrorFields: ErrorFieldTable = {
  'newShare/subscribe': {
    'error.quantity.belowMinimum': 'lots',
    'error.amount.belowMinimum': 'lots',
    'error.allocation.failed': 'lots',
    'error.balance.insufficient': 'lots',
    'error.balance.availableInsufficient': 'lots',
    'error.fundPassword.wrong': 'fundPassword',
    'error.fundPassword.notSet': 'fundPassword',
  },
  'newShare/pay': {
    'error.fundPassword.wrong': 'fundPassword',
    'error.fundPassword.notSet': 'fundPassword',
  },
  'newShare/cancel': {},
};
