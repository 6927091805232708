import { useTranslation } from 'react-i18next';
import { Empty, ErrorState } from '@broker/ui';
import { Screen } from '../../shell/Screen.tsx';
import { useNotices, useReadNoticeIds } from '../../session/useAccount.ts';
import { NoticeList, NoticeListSkeleton } from './NoticeList.tsx';

/** /information/notify: every notice (newest first), the unread ones marked. */
export function NotifyScreen() {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useNotices();
  const readIds = useReadNoticeIds();

  let body;
  if (data) {
    body =
      data.length > 0 ? (
        <NoticeList notices={data} readIds={readIds} summaries />
      ) : (
        <Empty title={t('notices.empty')} />
      );
  } else if (error && !isLoading) {
    body = <ErrorState retryLabel={t('common.retry')} onRetry={() => mutate()} />;
  } else {
    body = <NoticeListSkeleton rows={6} />;
  }
  return <Screen title={t('notices.title')}>{body}</Screen>;
}
