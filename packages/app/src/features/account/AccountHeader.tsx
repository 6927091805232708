import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Header, Skeleton, SkeletonShape } from '@broker/ui';
import { badgeForRealNameStatus } from '@broker/domain';
import { paths } from '../../routes/paths.ts';
import { useSession } from '../../session/sessionStore.ts';
import { useUnreadCount, useUserInfo } from '../../session/useAccount.ts';
import { useCustomerService } from '../../shell/useCustomerService.ts';
import { useSupportUnread } from '../support/index.ts';
import { formatUid } from './uid.ts';
import * as styles from './AccountScreen.css.ts';

/**
 * The header where the account lives (the specification's variant without a greeting): the
 * settings button, the real name (else the account name), the UID and the verification badge,
 * the notices bell with its unread dot and customer service.
 */
export function AccountHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const { data: user, isLoading } = useUserInfo();
  const unread = useUnreadCount();
  const openSupport = useCustomerService();
  const supportUnread = useSupportUnread();
  return user ? (
    <Header
      profile={{
        realName: user.realName || user.account,
        uid: formatUid(session.id ?? user.uid),
        verification: badgeForRealNameStatus(user.realNameStatus),
      }}
      unread={unread}
      onSettings={() => navigate(paths.information.setting)}
      onNotices={() => navigate(paths.information.userInfo)}
      onCustomerService={openSupport}
      customerServiceUnread={supportUnread}
    />
  ) : (
    <div className={styles.headerPlaceholder}>
      {isLoading ? (
        <Skeleton label={t('common.loading')}>
          <SkeletonShape width="50%" />
          <SkeletonShape width="35%" />
        </Skeleton>
      ) : null}
    </div>
  );
}
