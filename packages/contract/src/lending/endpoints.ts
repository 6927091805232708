import { endpoint } from '../endpoint.ts';
import {
  lendingHoldingsRequestSchema,
  lendingHoldingsResponseSchema,
  lendingOptInRequestSchema,
  lendingOptInResponseSchema,
  lendingOptOutRequestSchema,
  lendingOptOutResponseSchema,
  lendingRecordsRequestSchema,
  lendingRecordsResponseSchema,
} from './schemas.ts';

/** The stock-lending slice: `lending/*` (products.md §5: the user lends shares they hold). */
export const lendingEndpoints = {
  'lending/holdings': endpoint({
    request: lendingHoldingsRequestSchema,
    response: lendingHoldingsResponseSchema,
    public: false,
    summary:
      'The lending terms (open, minimum value, collateral, the lender’s share, their version) and every long holding: its value, the stock’s borrow rate, what lending it earns a day, whether it may be lent, and its loan.',
  }),
  'lending/optIn': endpoint({
    request: lendingOptInRequestSchema,
    response: lendingOptInResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary:
      'Lends a holding owned outright with the user’s consent to the terms’ version: borrowing from now, collateral at 102 % of its value, interest paid day by day.',
  }),
  'lending/optOut': endpoint({
    request: lendingOptOutRequestSchema,
    response: lendingOptOutResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary: 'Ends a holding’s loan at the next close (a sale of the shares recalls them at once).',
  }),
  'lending/records': endpoint({
    request: lendingRecordsRequestSchema,
    response: lendingRecordsResponseSchema,
    public: false,
    summary:
      'The account’s loans of shares with their collateral and coverage, interest paid and earned to four decimals, and payments in lieu, newest first.',
  }),
} as const;
