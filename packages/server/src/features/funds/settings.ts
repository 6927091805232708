import { currencies, defaultFundsWindow, serverDefaults, type Currency, type TimeWindow } from '@broker/domain';

/**
 * Funds settings of the reference server (api.md §7). Withdrawal bounds, fee and credit score
 * come from the domain's serverDefaults; the exchange fee and the enabled exchange set are
 * not there yet (REPORTED: to move to serverDefaults).
 */
export const fundsSettings = {
  withdrawal: {
    min: serverDefaults.withdrawal.min,
    max: serverDefaults.withdrawal.max,
    feePct: serverDefaults.withdrawal.feePct,
    hours: serverDefaults.fundsWindow as TimeWindow,
    minCreditScore: serverDefaults.creditScore.minToWithdraw,
  },
  deposit: { min: serverDefaults.deposit.min, max: serverDefaults.deposit.max },
  exchange: {
    /** Percent of the converted amount (api.md §4.4 received = … × (1 − feePct/100)). */
    feePct: '0.10',
    /** api.md §7 C4: the specification's 10 plus EUR and USDC, used by markets and the fund view. */
    currencies: currencies satisfies readonly Currency[],
  },
  /** How long an operator call waits for a user's funds call on the same account. */
  operatorLockWaitMs: 5000,
} as const;

/** The funds window as a plain TimeWindow (stored in channels as JSON). */
export const defaultHours = (): TimeWindow => ({ ...defaultFundsWindow, days: [...defaultFundsWindow.days] });
