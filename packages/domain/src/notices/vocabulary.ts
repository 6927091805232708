/**
 * Notices to one user: an event of their money or records that the server tells them of
 * (`notify(account, kind, params)`), listed with the market notices and worded by the app in the
 * user's language from the kind (locales `notices.kinds.<kind>.title` / `.body`, with the params).
 * Each kind names the parameters it carries: its texts' placeholders and what its link needs.
 */
export const noticeParamNames = {
  /** The identity check: approved, or rejected with the operator's reason. */
  realNameApproved: [],
  realNameRejected: ['reason'],
  /** A deposit credited (the amount credited), or rejected with the reason. */
  depositCredited: ['orderNo', 'amount', 'currency'],
  depositRejected: ['orderNo', 'amount', 'currency', 'reason'],
  /** A withdrawal paid out, or rejected with the reason (its frozen amount released). */
  withdrawalPaid: ['orderNo', 'amount', 'currency'],
  withdrawalRejected: ['orderNo', 'amount', 'currency', 'reason'],
  /** Margin trading: approved, rejected with the reason, or ended by the broker. */
  marginApproved: [],
  marginRejected: ['reason'],
  marginEnded: [],
  /** The margin level of a currency's leveraged positions fell below 80 % (products.md §1). */
  marginWarning: ['currency', 'levelPct'],
  /** … below 65 %: positions are closed below 50 %, the largest loss first. */
  marginCritical: ['currency', 'levelPct'],
  /** A position closed by the stop-out, and what its close credited (negative: what it took). */
  stopOut: ['positionId', 'name', 'currency', 'net'],
  /** New shares allotted: the amount due and the payment deadline (an ISO instant). */
  newShareAllotted: ['recordId', 'name', 'lots', 'amountDue', 'currency', 'deadline'],
  /** The payment deadline of an allotment is near and it is unpaid. */
  newShareReminder: ['recordId', 'name', 'amountDue', 'currency', 'deadline'],
  /** An allotment paid automatically: the shares are a position now. */
  newSharePaid: ['recordId', 'positionId', 'name', 'lots', 'amount', 'currency'],
  /** An allotment waived at its deadline (unpaid) or declined: a strike toward the bar. */
  newShareWaived: ['recordId', 'name', 'waivers', 'limit'],
  /** A block's lock ended: the position is an ordinary holding the ticket can close. */
  blockUnlocked: ['positionId', 'name', 'lots'],
  /** A credit loan approved: the amount credited, due (with its interest) at `dueAt` (an ISO instant). */
  loanApproved: ['loanId', 'orderNo', 'amount', 'currency', 'dueAt'],
  /** A credit loan rejected with the operator's reason code; nothing moved. */
  loanRejected: ['loanId', 'orderNo', 'amount', 'currency', 'reason'],
  /** A loan's due date is near (`dueAt`) and `outstanding` is still owed. */
  loanDueSoon: ['loanId', 'orderNo', 'outstanding', 'currency', 'dueAt'],
  /** A loan is past its due date unsettled: each further day is charged at `ratePct` a year. */
  loanOverdue: ['loanId', 'orderNo', 'outstanding', 'currency', 'ratePct'],
  /** A loan repaid in full: `repaid` in all (the amount and its interest). */
  loanSettled: ['loanId', 'orderNo', 'repaid', 'currency'],
  /** An intraday application approved: its account trades the session `day` with `buyingPower`. */
  intradayApproved: ['recordId', 'orderNo', 'amount', 'currency', 'buyingPower', 'day'],
  /** An intraday application rejected with the operator's reason code; the amount is released. */
  intradayRejected: ['recordId', 'orderNo', 'amount', 'currency', 'reason'],
  /** The intraday positions are flattened at `time` (told at close − 15 minutes while some are open). */
  intradayPreview: ['recordId', 'orderNo', 'time'],
  /** A loss limit (`limit`: dailyLoss or maxLoss) was reached: the positions were closed and the day ended. */
  intradayLimitReached: ['recordId', 'orderNo', 'limit'],
  /** The intraday account settled: `credit` back in the wallet, `profit` against the amount (signed). */
  intradaySettled: ['recordId', 'orderNo', 'credit', 'profit', 'currency'],
  /** The consent receipt of lending a holding: when, the terms' version, the rate and the user's part. */
  lendingStarted: ['loanId', 'positionId', 'name', 'shares', 'ratePct', 'lenderRatePct', 'termsVersion', 'consentAt'],
  /** A month's lending interest of a holding paid to the wallet (`month`: YYYY-MM). */
  lendingInterestPaid: ['loanId', 'positionId', 'name', 'amount', 'currency', 'month'],
  /** Lent shares sold: recalled at once, the loan completed with `interestPaid` in all. */
  lendingRecalled: ['loanId', 'positionId', 'name', 'shares', 'interestPaid', 'currency'],
  /** A loan of shares ended at the close after the user's opt-out, with `interestPaid` in all. */
  lendingEnded: ['loanId', 'positionId', 'name', 'shares', 'interestPaid', 'currency'],
} as const satisfies Record<string, readonly string[]>;

export type NoticeKind = keyof typeof noticeParamNames;
export const noticeKinds = Object.keys(noticeParamNames) as [NoticeKind, ...NoticeKind[]];

/** A notice's parameters: texts and ids, never money as a number (amounts are decimal strings). */
export type NoticeParams<K extends NoticeKind = NoticeKind> = Readonly<
  Record<(typeof noticeParamNames)[K][number], string>
>;

export const isNoticeKind = (value: unknown): value is NoticeKind =>
  typeof value === 'string' && Object.hasOwn(noticeParamNames, value);

/** True when `params` holds exactly the kind's parameters, each a string. */
export function hasNoticeParams(kind: NoticeKind, params: Readonly<Record<string, unknown>>): boolean {
  const names: readonly string[] = noticeParamNames[kind];
  const given = Object.keys(params);
  return given.length === names.length && names.every((name) => typeof params[name] === 'string');
}
