import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Copy } from 'lucide-react';
import { Button, Cell, CellGroup, Empty, Skeleton, SkeletonShape, StatusBadge, useToast } from '@broker/ui';
import { realNameTone, statusLabelKey } from '@broker/domain';
import { Screen } from '../../shell/Screen.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useSession } from '../../session/sessionStore.ts';
import { useNotices, useReadNoticeIds, useUserInfo } from '../../session/useAccount.ts';
import { paths } from '../../routes/paths.ts';
import { NoticeList, NoticeListSkeleton } from './NoticeList.tsx';
import { formatUid } from './uid.ts';
import * as styles from './UserInfoScreen.css.ts';
import { useFormatDateTime } from '../../i18n/formatDate.ts';

/** How many of the newest notices this screen shows; the rest are on /information/notify. */
const LATEST_NOTICES = 5;

/** /information/userInfo (the bell's target): the user's details and the newest notices. */
export function UserInfoScreen() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const toast = useToast();
  const session = useSession();
  const user = useUserInfo();
  const notices = useNotices();
  const readIds = useReadNoticeIds();
  const latestId = useId();

  const copyInviteCode = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      toast.show(t('common.copied'), { tone: 'positive' });
    } catch {
      toast.show(t('account.screens.profile.copyFailed'), { tone: 'negative' });
    }
  };

  return (
    <Screen title={t('account.profile.title')}>
      <QueryState
        query={user}
        skeleton={
          <Skeleton label={t('common.loading')}>
            {Array.from({ length: 6 }, (_, index) => (
              <span key={index} className={styles.skeletonRow}>
                <SkeletonShape width="35%" />
                <SkeletonShape width="30%" />
              </span>
            ))}
          </Skeleton>
        }
      >
        {(data) => (
          <CellGroup>
            <Cell title={t('account.profile.account')} value={data.account} />
            <Cell title={t('account.profile.uid')} value={formatUid(session.id ?? data.uid)} />
            <Cell
              title={t('account.profile.registeredAt')}
              value={<time dateTime={data.registeredAt}>{formatDateTime(data.registeredAt)}</time>}
            />
            <Cell title={t('account.profile.creditScore')} value={data.creditScore} />
            <Cell
              title={t('account.profile.inviteCode')}
              description={<span className={styles.code}>{data.inviteCode}</span>}
              value={
                <Button
                  variant="secondary"
                  icon={<Copy size={18} aria-hidden="true" />}
                  onClick={() => void copyInviteCode(data.inviteCode)}
                >
                  {t('common.copy')}
                </Button>
              }
            />
            <Cell
              title={t('account.profile.realName')}
              value={
                <StatusBadge
                  tone={realNameTone(data.realNameStatus)}
                  label={t(statusLabelKey('realName', data.realNameStatus))}
                />
              }
              renderLink={(link) => <Link to={paths.information.authInfo} {...link} />}
            />
          </CellGroup>
        )}
      </QueryState>
      <section className={styles.section} aria-labelledby={latestId}>
        <div className={styles.sectionHeader}>
          <h2 id={latestId} className={styles.sectionTitle}>
            {t('account.screens.notices.latest')}
          </h2>
          <Link className={styles.more} to={paths.information.notify}>
            {t('account.screens.notices.all')}
          </Link>
        </div>
        <QueryState
          query={notices}
          skeleton={<NoticeListSkeleton />}
          isEmpty={(list) => list.length === 0}
          empty={<Empty title={t('account.notices.empty')} />}
        >
          {(list) => <NoticeList notices={list.slice(0, LATEST_NOTICES)} readIds={readIds} />}
        </QueryState>
      </section>
    </Screen>
  );
}
