import { endpoint } from '../endpoint.ts';
import {
  loanBorrowRequestSchema,
  loanBorrowResponseSchema,
  loanDetailRequestSchema,
  loanDetailResponseSchema,
  loanInfoRequestSchema,
  loanInfoResponseSchema,
  loanPreviewRequestSchema,
  loanPreviewResponseSchema,
  loanRecordsRequestSchema,
  loanRecordsResponseSchema,
  loanRepayRequestSchema,
  loanRepayResponseSchema,
} from './schemas.ts';

/** The credit-loan slice: `loan/*` (api.md §4.10, products.md §5). */
export const loanEndpoints = {
  'loan/info': endpoint({
    request: loanInfoRequestSchema,
    response: loanInfoResponseSchema,
    public: false,
    summary:
      'The credit quota from the credit score and what is left of it, the terms (minimum, term, annual rate, APR) and the overdue rule, whether a loan waits for review or is still owed, and the latest loan.',
  }),
  'loan/preview': endpoint({
    request: loanPreviewRequestSchema,
    response: loanPreviewResponseSchema,
    public: false,
    summary:
      'The sheet before borrowing: the amount, the term, the interest over the term (annual rate / 360 a day), the APR, the total repayable, the cost per day and the cost of a day after the due date.',
  }),
  'loan/borrow': endpoint({
    request: loanBorrowRequestSchema,
    response: loanBorrowResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary:
      'Asks for a loan within the quota (one at a time: none pending review or still owed): pending until an operator decides; approved, the amount is credited and falls due after the term.',
  }),
  'loan/repay': endpoint({
    request: loanRepayRequestSchema,
    response: loanRepayResponseSchema,
    public: false,
    write: true,
    rid: true,
    summary:
      'Repays part or all of what a loan owes from the available funds (interest first), with the fund password; at zero the loan is settled.',
  }),
  'loan/records': endpoint({
    request: loanRecordsRequestSchema,
    response: loanRecordsResponseSchema,
    public: false,
    summary: 'The account’s loans with their interest, repaid and outstanding amounts, newest first.',
  }),
  'loan/detail': endpoint({
    request: loanDetailRequestSchema,
    response: loanDetailResponseSchema,
    public: false,
    summary: 'One of the account’s loans (another account’s is not found).',
  }),
} as const;
