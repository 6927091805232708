import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  FileText,
  Headset,
  IdCard,
  Info,
  Languages,
  Megaphone,
  ShieldCheck,
  ShieldHalf,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { Badge, Cell, CellGroup, Header, Icon, NavBar, Skeleton, SkeletonShape, StatusBadge } from '@broker/ui';
import { badgeForRealNameStatus, realNameTone, statusLabelKey } from '@broker/domain';
import { useGoBack } from '../../shell/Screen.tsx';
import { useSession } from '../../session/sessionStore.ts';
import { useUnreadCount, useUserInfo } from '../../session/useAccount.ts';
import { paths } from '../../routes/paths.ts';
import { useSupportUnread } from '../support/index.ts';
import { formatUid } from './uid.ts';
import { useCustomerService } from '../../shell/useCustomerService.ts';
import { LogoutButton } from './LogoutButton.tsx';
import { WalletSummary } from './WalletSummary.tsx';
import * as styles from './AccountScreen.css.ts';

/** /information/index: the account centre — profile header, wallet summary, menu and logout. */
export function AccountScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const session = useSession();
  const account = useUserInfo();
  const { data: user, isLoading } = account;
  const unread = useUnreadCount();
  const openSupport = useCustomerService();
  const supportUnread = useSupportUnread();

  const link = (to: string, title: string, icon: LucideIcon, value?: ReactNode) => (
    <Cell title={title} icon={<Icon icon={icon} />} value={value} renderLink={(props) => <Link to={to} {...props} />} />
  );

  return (
    <div className={styles.page}>
      {/* The page's banner landmark: everything on a screen sits in a landmark (axe "region"). */}
      <header>
        <NavBar title={t('account.title')} onBack={goBack} tone="chrome" />
        {user ? (
          <Header
            profile={{
              realName: user.realName || user.account,
              uid: formatUid(session.id ?? user.id),
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
        )}
      </header>
      <main className={styles.content}>
        <WalletSummary account={account} />
        <CellGroup>
          {link(paths.information.userInfo, t('account.menu.profile'), UserRound)}
          {link(
            paths.information.authInfo,
            t('account.menu.realName'),
            IdCard,
            user ? (
              <StatusBadge
                tone={realNameTone(user.realNameStatus)}
                label={t(statusLabelKey('realName', user.realNameStatus))}
              />
            ) : undefined,
          )}
          {link(paths.information.safety, t('account.menu.security'), ShieldCheck)}
          {link(paths.information.changeLang, t('account.menu.language'), Languages, t(`language.${i18n.language}`))}
          {link(
            paths.information.notify,
            t('account.menu.notices'),
            Megaphone,
            <Badge count={unread} label={t('account.screens.unreadCount', { count: unread })} />,
          )}
        </CellGroup>
        <CellGroup>
          {link(paths.information.aboutUs, t('account.menu.about'), Info)}
          {link(paths.information.terms, t('account.menu.terms'), FileText)}
          {link(paths.information.privacy, t('account.menu.privacy'), ShieldHalf)}
          <Cell title={t('common.customerService')} icon={<Icon icon={Headset} />} onClick={openSupport} />
        </CellGroup>
        <LogoutButton />
      </main>
    </div>
  );
}
