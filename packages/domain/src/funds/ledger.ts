/**
 * Ledger entry types (api.md §3): every change of a wallet's balance or frozen amount is one
 * entry of one of these types. The contract's `LedgerEntry.type`, the server's ledger and the
 * app's record labels (`records.ledgerType.<type>` in every locale) all take this list.
 */
export const ledgerTypes = [
  'deposit',
  'withdrawal',
  'freeze',
  'unfreeze',
  'tradeOpen',
  'tradeClose',
  'fee',
  'stampTax',
  'managementFee',
  'newSharePay',
  'blockTrade',
  'copyFollow',
  'copySettle',
  'aiBuy',
  'aiSettle',
  'intradayApply',
  'intradaySettle',
  'loanIn',
  'loanRepay',
  'lendingInterest',
  'paymentInLieu',
  'exchangeOut',
  'exchangeIn',
  'dividend',
  'checkIn',
  'adjustment',
] as const;
export type LedgerType = (typeof ledgerTypes)[number];

export const isLedgerType = (value: unknown): value is LedgerType =>
  typeof value === 'string' && (ledgerTypes as readonly string[]).includes(value);
