import type { ErrorFieldTable } from '../forms/errorFieldTable.ts';

const amountBounds = {
  'error.amount.belowMinimum': 'amount',
  'error.amount.aboveMaximum': 'amount',
} as const;
const balance = {
  'error.balance.insufficient': 'amount',
  'error.balance.availableInsufficient': 'amount',
} as const;

/** Money: cards, addresses, deposits, withdrawals, exchange. */
export const fundsErrorFields: ErrorFieldTable = {
  'card/add': { 'error.card.exists': 'cardNumber' },
  'wallet/add': { 'error.wallet.exists': 'address' },
  'funds/deposit': { ...amountBounds, 'error.channel.passwordWrong': 'channelPassword' },
  'funds/withdraw': {
    ...amountBounds,
    ...balance,
    'error.withdrawal.belowMinimum': 'amount',
    'error.withdrawal.aboveMaximum': 'amount',
    'error.fundPassword.wrong': 'fundPassword',
    'error.fundPassword.notSet': 'fundPassword',
    'error.card.notFound': 'cardId',
    'error.card.notOwned': 'cardId',
    'error.wallet.notFound': 'walletId',
  },
  'exchange/submit': {
    ...balance,
    'error.amount.belowMinimum': 'amount',
    'error.exchange.sameCurrency': 'to',
  },
};
