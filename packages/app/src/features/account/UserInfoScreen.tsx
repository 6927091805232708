import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Copy } from 'lucide-react';
import { Button, Cell, CellGroup, Empty, ErrorState, Skeleton, SkeletonShape, StatusBadge, useToast } from '@broker/ui';
import { formatDateTime, realNameTone, statusLabelKey } from '@broker/domain';
import { Screen } from '../../shell/Screen.tsx';
import { useSession } from '../../session/sessionStore.ts';
import { useNotices, useReadNoticeIds, useUserInfo } from '../../session/useAccount.ts';
import { paths } from '../../routes/paths.ts';
import { NoticeList, NoticeListSkeleton } from './NoticeList.tsx';
import { formatUid } from './uid.ts';
import * as styles from './UserInfoScreen.css.ts';

/** How many of the newest notices this screen shows; the rest are on /information/notify. */
const LATEST_NOTICES = 5;

/** /information/userInfo (the bell's target): the user's details and the newest notices. */
export function UserInfoScreen() {
  const { t } = useTranslation();
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
      toast.show(t('accountScreens.profile.copyFailed'), { tone: 'negative' });
    }
  };

  let details;
  if (user.data) {
    const { data } = user;
    details = (
      <CellGroup>
        <Cell title={t('profile.account')} value={data.account} />
        <Cell title={t('profile.uid')} value={formatUid(session.id ?? data.id)} />
        <Cell
          title={t('profile.registeredAt')}
          value={<time dateTime={data.registeredAt}>{formatDateTime(data.registeredAt)}</time>}
        />
        <Cell title={t('profile.creditScore')} value={data.creditScore} />
        <Cell
          title={t('profile.inviteCode')}
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
          title={t('profile.realName')}
          value={
            <StatusBadge
              tone={realNameTone(data.realNameStatus)}
              label={t(statusLabelKey('realName', data.realNameStatus))}
            />
          }
          renderLink={(link) => <Link to={paths.information.authInfo} {...link} />}
        />
      </CellGroup>
    );
  } else if (user.error && !user.isLoading) {
    details = <ErrorState retryLabel={t('common.retry')} onRetry={() => user.mutate()} />;
  } else {
    details = (
      <Skeleton label={t('common.loading')}>
        {Array.from({ length: 6 }, (_, index) => (
          <span key={index} className={styles.skeletonRow}>
            <SkeletonShape width="35%" />
            <SkeletonShape width="30%" />
          </span>
        ))}
      </Skeleton>
    );
  }

  let latest;
  if (notices.data) {
    latest =
      notices.data.length > 0 ? (
        <NoticeList notices={notices.data.slice(0, LATEST_NOTICES)} readIds={readIds} />
      ) : (
        <Empty title={t('notices.empty')} />
      );
  } else if (notices.error && !notices.isLoading) {
    latest = <ErrorState retryLabel={t('common.retry')} onRetry={() => notices.mutate()} />;
  } else {
    latest = <NoticeListSkeleton />;
  }

  return (
    <Screen title={t('profile.title')}>
      {details}
      <section className={styles.section} aria-labelledby={latestId}>
        <div className={styles.sectionHeader}>
          <h2 id={latestId} className={styles.sectionTitle}>
            {t('accountScreens.notices.latest')}
          </h2>
          <Link className={styles.more} to={paths.information.notify}>
            {t('accountScreens.notices.all')}
          </Link>
        </div>
        {latest}
      </section>
    </Screen>
  );
}
