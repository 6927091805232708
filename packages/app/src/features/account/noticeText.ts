import type { TFunction } from 'i18next';
import { formatDecimal, type NoticeKind } from '@broker/domain';
import type { Notice } from '@broker/contract';
import { paths } from '../../routes/paths.ts';

/** What a notice says on screen: its title, a line under it in the list, its text, and where it leads. */
export interface NoticeText {
  title: string;
  summary: string | null;
  /** Plain text (a market notice's HTML is `html`). */
  body: string | null;
  html: string | null;
  link: { to: string; label: string } | null;
}

/** Where a notice to the user leads, by kind: the screen of what it tells of. */
const links: Record<NoticeKind, { to: string; label: 'openMargin' }> = {
  marginWarning: { to: paths.trade.margin, label: 'openMargin' },
  marginCritical: { to: paths.trade.margin, label: 'openMargin' },
};

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
  const values = { ...params, level: formatDecimal(params.levelPct, 2) };
  const body = t(`account.notices.kinds.${notice.kind}.body`, values);
  const link = links[notice.kind];
  return {
    title: t(`account.notices.kinds.${notice.kind}.title`, values),
    summary: body,
    body,
    html: null,
    link: { to: link.to, label: t(`account.notices.${link.label}`) },
  };
}
