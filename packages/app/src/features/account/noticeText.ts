import i18next, { type TFunction } from 'i18next';
import { formatCalendarDate, formatCurrency, formatDecimal, type Currency, type NoticeKind } from '@broker/domain';
import type { Notice } from '@broker/contract';
import { dateTimeStyleFor, formatDateTimeIn } from '../../i18n/formatDate.ts';
import { paths, withQuery } from '../../routes/paths.ts';

/** What a notice says on screen: its title, a line under it in the list, its text, and where it leads. */
export interface NoticeText {
  title: string;
  summary: string | null;
  /** Plain text (a market notice's HTML is `html`). */
  body: string | null;
  html: string | null;
  link: { to: string; label: string } | null;
}

type LinkLabel =
  | 'openMargin'
  | 'openIdentity'
  | 'openRecords'
  | 'openPosition'
  | 'openNewShares'
  | 'openIntraday'
  | 'openIntradayReport'
  | 'openLoan';

const position = (params: Readonly<Record<string, string>>) => ({
  to: withQuery(paths.trade.positionDetail, { id: params.positionId ?? '' }),
  label: 'openPosition' as const,
});

const intradayReport = (params: Readonly<Record<string, string>>) => ({
  to: withQuery(paths.intraday.report, { id: params.recordId ?? '' }),
  label: 'openIntradayReport' as const,
});

/** Where a notice to the user leads, by kind: the screen of what it tells of. */
const links: Record<NoticeKind, (params: Readonly<Record<string, string>>) => { to: string; label: LinkLabel }> = {
  realNameApproved: () => ({ to: paths.information.authInfo, label: 'openIdentity' }),
  realNameRejected: () => ({ to: paths.information.authInfo, label: 'openIdentity' }),
  depositCredited: () => ({ to: paths.information.fundRecord, label: 'openRecords' }),
  depositRejected: () => ({ to: paths.information.fundRecord, label: 'openRecords' }),
  withdrawalPaid: () => ({ to: paths.information.fundRecord, label: 'openRecords' }),
  withdrawalRejected: () => ({ to: paths.information.fundRecord, label: 'openRecords' }),
  marginApproved: () => ({ to: paths.trade.margin, label: 'openMargin' }),
  marginRejected: () => ({ to: paths.trade.margin, label: 'openMargin' }),
  marginEnded: () => ({ to: paths.trade.margin, label: 'openMargin' }),
  marginWarning: () => ({ to: paths.trade.margin, label: 'openMargin' }),
  marginCritical: () => ({ to: paths.trade.margin, label: 'openMargin' }),
  stopOut: (params) => ({
    to: withQuery(paths.trade.positionDetail, { id: params.positionId ?? '' }),
    label: 'openPosition',
  }),
  newShareAllotted: () => ({ to: paths.newShare.records, label: 'openNewShares' }),
  newShareReminder: () => ({ to: paths.newShare.records, label: 'openNewShares' }),
  newSharePaid: (params) => ({
    to: withQuery(paths.trade.positionDetail, { id: params.positionId ?? '' }),
    label: 'openPosition',
  }),
  newShareWaived: () => ({ to: paths.newShare.records, label: 'openNewShares' }),
  intradayApproved: () => ({ to: paths.intraday.index, label: 'openIntraday' }),
  intradayRejected: () => ({ to: paths.intraday.index, label: 'openIntraday' }),
  intradayPreview: () => ({ to: paths.intraday.index, label: 'openIntraday' }),
  // The day is over: its session report (the trades, the equity, the settlement).
  intradayLimitReached: (params) => intradayReport(params),
  intradaySettled: (params) => intradayReport(params),
  blockUnlocked: (params) => ({
    to: withQuery(paths.trade.positionDetail, { id: params.positionId ?? '' }),
    label: 'openPosition',
  }),
  loanApproved: () => ({ to: paths.loan.index, label: 'openLoan' }),
  loanRejected: () => ({ to: paths.loan.records, label: 'openLoan' }),
  loanDueSoon: () => ({ to: paths.loan.index, label: 'openLoan' }),
  loanOverdue: () => ({ to: paths.loan.index, label: 'openLoan' }),
  loanSettled: () => ({ to: paths.loan.records, label: 'openLoan' }),
  // A loan of shares: the holding it lends (its position).
  lendingStarted: (params) => position(params),
  lendingInterestPaid: (params) => position(params),
  lendingRecalled: (params) => position(params),
  lendingEnded: (params) => position(params),
};

/** A notice's parameters as its text shows them: amounts with their currency, instants and days as dates, levels as numbers. */
function shown(params: Readonly<Record<string, string>>): Record<string, string> {
  const values: Record<string, string> = { ...params };
  const currency = params.currency as Currency | undefined;
  for (const name of ['amount', 'amountDue', 'net', 'outstanding', 'repaid'] as const) {
    if (params[name] !== undefined && currency) values[name] = formatCurrency(params[name], currency);
  }
  if (params.levelPct !== undefined) values.level = formatDecimal(params.levelPct, 2);
  if (params.ratePct !== undefined) values.rate = formatDecimal(params.ratePct, 2);
  if (params.lenderRatePct !== undefined) values.lenderRate = formatDecimal(params.lenderRatePct, 2);
  if (params.consentAt !== undefined) values.consentAt = formatDateTimeIn(params.consentAt, i18next.language);
  if (params.deadline !== undefined) values.deadline = formatDateTimeIn(params.deadline, i18next.language);
  if (params.dueAt !== undefined) values.dueAt = formatDateTimeIn(params.dueAt, i18next.language);
  for (const name of ['buyingPower', 'credit', 'profit', 'interestPaid'] as const) {
    if (params[name] !== undefined && currency) values[name] = formatCurrency(params[name], currency);
  }
  if (params.time !== undefined) values.time = formatDateTimeIn(params.time, i18next.language);
  // A trading day (`YYYY-MM-DD`, an intraday approval's) as the language writes a date.
  if (params.day !== undefined) values.day = formatCalendarDate(params.day, dateTimeStyleFor(i18next.language));
  // A month (`YYYY-MM`, a lending interest notice's) as the language names it: "november 2026".
  if (params.month !== undefined) {
    values.month = new Intl.DateTimeFormat(i18next.language, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(Date.parse(`${params.month}-01T00:00:00Z`));
  }
  return values;
}

/**
 * A notice as the screen words it: a market's notice as the server sent it (title, summary, HTML
 * content); a notice to the user from its kind and parameters, in the user's language
 * (`account.notices.kinds.<kind>`), with the link to its screen.
 */
export function noticeText(notice: Notice, t: TFunction): NoticeText {
  if (!notice.kind) {
    return { title: notice.title, summary: notice.summary, body: null, html: notice.content ?? null, link: null };
  }
  const params = notice.params ?? {};
  const values = shown(params);
  // A rejection's reason is a code (domain intradayRejectReasons, loanRejectReasons): said in words.
  if (notice.kind === 'intradayRejected' && params.reason) {
    values.reason = t(`account.notices.intradayReasons.${params.reason}`);
  }
  if (notice.kind === 'loanRejected' && params.reason)
    values.reason = t(`account.notices.loanReasons.${params.reason}`);
  if (notice.kind === 'intradayLimitReached' && params.limit) {
    values.limit = t(`account.notices.intradayLimits.${params.limit}`);
  }
  const body = t(`account.notices.kinds.${notice.kind}.body`, values);
  const link = links[notice.kind](params);
  return {
    title: t(`account.notices.kinds.${notice.kind}.title`, values),
    summary: body,
    body,
    html: null,
    link: { to: link.to, label: t(`account.notices.${link.label}`) },
  };
}
