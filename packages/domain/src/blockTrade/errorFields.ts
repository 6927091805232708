import type { ErrorFieldTable } from '../forms/errorFieldTable.ts';

/**
 * The block buy form: the minimum, what is left today and the funds are the lots' (fewer lots fix
 * them), the key and the fund password their own fields. The offer's state (gone, switched off,
 * outside hours) concerns the whole request: the form's alert says it.
 */
export const blockTradeErrorFields: ErrorFieldTable = {
  'blockTrade/buy': {
    'error.quantity.belowMinimum': 'lots',
    'error.buyQuota.insufficient': 'lots',
    'error.balance.insufficient': 'lots',
    'error.balance.availableInsufficient': 'lots',
    'error.secretKey.mismatch': 'secretKey',
    'error.fundPassword.wrong': 'fundPassword',
    'error.fundPassword.notSet': 'fundPassword',
  },
};
