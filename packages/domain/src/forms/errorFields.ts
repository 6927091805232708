import type { ErrorKey, WritePath } from '../messages/keys.ts';

/**
 * Which request field a server answer belongs to, per write path: the form shows the answer next
 * to that field (and focuses it) instead of only in the toast. Fields are the request's own
 * names (`cardId`, not the screen's "destination"): a form maps them to its controls. Answers
 * not listed here concern the whole request (the moment, the account, the balance of another
 * currency…) and are said in the form's alert. `validation.*` answers name their field in their
 * data and need no entry.
 *
 * A slice adds its write paths here when it is built (docs/slices.md).
 */
export type ErrorFieldTable = Readonly<Partial<Record<WritePath, Readonly<Partial<Record<ErrorKey, string>>>>>>;

const amountBounds = {
  'error.amount.belowMinimum': 'amount',
  'error.amount.aboveMaximum': 'amount',
} as const;
const balance = {
  'error.balance.insufficient': 'amount',
  'error.balance.availableInsufficient': 'amount',
} as const;

/** Accounts: registration, passwords, identity. */
export const accountErrorFields: ErrorFieldTable = {
  'user/register': {
    'error.account.exists': 'account',
    'error.invite.inviterNotFound': 'inviteCode',
    'error.password.mismatch': 'confirmPassword',
  },
  'user/password': {
    'error.password.wrongOriginal': 'oldPassword',
    'error.password.mismatch': 'confirmPassword',
  },
  'user/fundPassword': {
    'error.fundPassword.wrong': 'oldFundPassword',
    'error.password.mismatch': 'confirmPassword',
  },
};

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

const tables: readonly ErrorFieldTable[] = [accountErrorFields, fundsErrorFields];

/**
 * The request field a server answer on `path` belongs to, or null when it concerns the whole
 * request. `data` is the answer's data: `validation.*` answers carry `{ field }`.
 */
export function errorFieldOf(path: WritePath, key: string, data?: unknown): string | null {
  if (typeof data === 'object' && data !== null && 'field' in data && typeof data.field === 'string') {
    return data.field;
  }
  for (const table of tables) {
    const field = table[path]?.[key as ErrorKey];
    if (field !== undefined) return field;
  }
  return null;
}
