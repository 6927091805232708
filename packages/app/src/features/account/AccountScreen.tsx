import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
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
import { Badge, Cell, CellGroup, Icon, NavBar, StatusBadge } from '@broker/ui';
import { realNameTone, statusLabelKey } from '@broker/domain';
import { useGoBack } from '../../shell/Screen.tsx';
import { useUnreadCount, useUserInfo } from '../../session/useAccount.ts';
import { paths } from '../../routes/paths.ts';
import { useCustomerService } from '../../shell/useCustomerService.ts';
import { AccountHeader } from './AccountHeader.tsx';
import { LogoutButton } from './LogoutButton.tsx';
import { AssetsSummary } from './AssetsSummary.tsx';
import { productEntries } from './productEntries.ts';
import * as styles from './AccountScreen.css.ts';

/**
 * /information/index: the account centre — profile header, wallet summary, menu (the account's
 * settings, its products' records: productEntries.ts, the information pages) and logout.
 */
export function AccountScreen() {
  const { t, i18n } = useTranslation();
  const goBack = useGoBack();
  const account = useUserInfo();
  const { data: user } = account;
  const unread = useUnreadCount();
  const openSupport = useCustomerService();

  const link = (to: string, title: string, icon: LucideIcon, value?: ReactNode) => (
    <Cell title={title} icon={<Icon icon={icon} />} value={value} renderLink={(props) => <Link to={to} {...props} />} />
  );

  return (
    <div className={styles.page}>
      {/* The page's banner landmark: everything on a screen sits in a landmark (axe "region"). */}
      <header>
        <NavBar title={t('account.title')} onBack={goBack} tone="chrome" />
        <AccountHeader />
      </header>
      <main className={styles.content}>
        <AssetsSummary />
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
          {productEntries.map((entry) => (
            <Fragment key={entry.to}>{link(entry.to, t(entry.label), entry.icon)}</Fragment>
          ))}
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
