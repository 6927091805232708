import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Cell, CellGroup, Dot, Skeleton, SkeletonShape } from '@broker/ui';
import type { Notice } from '@broker/contract';
import { paths, withQuery } from '../../routes/paths.ts';
import { noticeText } from './noticeText.ts';
import * as styles from './NoticeList.css.ts';
import { useFormatDateTime } from '../../i18n/formatDate.ts';

export interface NoticeListProps {
  notices: readonly Notice[];
  /** Ids read on this device (readMsg). */
  readIds: readonly string[];
  /** Show each notice's summary under its title. */
  summaries?: boolean;
}

/** Notices (the market's and the user's own) as links to their detail; unread ones carry a dot that says "Unread". */
export function NoticeList({ notices, readIds, summaries = false }: NoticeListProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const read = new Set(readIds);
  return (
    <CellGroup>
      {notices.map((notice) => {
        const text = noticeText(notice, t);
        return (
          <Cell
            key={notice.id}
            title={text.title}
            description={
              <span className={styles.description}>
                {summaries && text.summary ? <span className={styles.summary}>{text.summary}</span> : null}
                <time dateTime={notice.createdAt}>{formatDateTime(notice.createdAt)}</time>
              </span>
            }
            value={read.has(notice.id) ? undefined : <Dot label={t('account.notices.unread')} />}
            renderLink={(link) => <Link to={withQuery(paths.information.msgInfo, { id: notice.id })} {...link} />}
          />
        );
      })}
    </CellGroup>
  );
}

/** The list while it loads: rows of the same height. */
export function NoticeListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Skeleton label={t('common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className={styles.skeletonRow}>
          <SkeletonShape width="75%" />
          <SkeletonShape width="40%" />
        </span>
      ))}
    </Skeleton>
  );
}
