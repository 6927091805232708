import type { ErrorFieldTable } from '../forms/errorFieldTable.ts';

/**
 * The intraday application form, as `validateIntradayApply` names the fields: the switch, one
 * active application at a time, the bounds and the funds are the amount's, the fund password its
 * own field. The account (a seat) and the hours concern the whole request: the form's alert says it.
 */
export const intradayErrorFields: ErrorFieldTable = {
  'intraday/apply': {
    'error.channel.closed': 'amount',
    'error.amount.belowMinimum': 'amount',
    'error.amount.aboveMaximum': 'amount',
    'error.balance.insufficient': 'amount',
    'error.balance.availableInsufficient': 'amount',
    'error.intraday.activeExists': 'amount',
    'error.fundPassword.wrong': 'fundPassword',
    'error.fundPassword.notSet': 'fundPassword',
  },
};
