import { useTranslation } from 'react-i18next';
import { Empty } from '@broker/ui';
import { Screen } from '../../shell/Screen.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useNotices, useReadNoticeIds } from '../../session/useAccount.ts';
import { NoticeList, NoticeListSkeleton } from './NoticeList.tsx';

/** /information/notify: every notice (newest first), the unread ones marked. */
export function NotifyScreen() {
  const { t } = useTranslation();
  const notices = useNotices();
  const readIds = useReadNoticeIds();
  return (
    <Screen title={t('account.notices.title')}>
      <QueryState
        query={notices}
        skeleton={<NoticeListSkeleton rows={6} />}
        isEmpty={(list) => list.length === 0}
        empty={<Empty title={t('account.notices.empty')} />}
      >
        {(list) => <NoticeList notices={list} readIds={readIds} summaries />}
      </QueryState>
    </Screen>
  );
}
