import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Info, KeyRound, Languages, LockKeyhole, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Cell, CellGroup, Icon, SkeletonShape, rem } from '@broker/ui';
import { Screen } from '../../shell/Screen.tsx';
import { useUserInfo } from '../../session/useAccount.ts';
import { paths } from '../../routes/paths.ts';
import { LogoutButton } from './LogoutButton.tsx';

/** /information/setting: passwords, language, security centre, about us, and logout. */
export function SettingScreen() {
  const { t, i18n } = useTranslation();
  const { data: user, isLoading } = useUserInfo();

  const link = (to: string, title: string, icon: LucideIcon, value?: string | null) => (
    <Cell
      title={title}
      icon={<Icon icon={icon} />}
      value={value === null ? <SkeletonShape width={rem(64)} /> : value}
      renderLink={(props) => <Link to={to} {...props} />}
    />
  );
  // Whether a fund password is set comes from `user/info`; a short placeholder while it loads.
  const fundPasswordValue = user
    ? t(user.fundPasswordSet ? 'account.settings.set' : 'account.settings.notSet')
    : isLoading
      ? null
      : undefined;

  return (
    <Screen title={t('account.settings.title')} footer={<LogoutButton />}>
      <CellGroup>
        {link(paths.information.loginPass, t('account.settings.loginPassword'), KeyRound)}
        {link(paths.information.fundPass, t('account.settings.fundPassword'), LockKeyhole, fundPasswordValue)}
        {link(paths.information.changeLang, t('account.settings.language'), Languages, t(`language.${i18n.language}`))}
      </CellGroup>
      <CellGroup>
        {link(paths.information.safety, t('account.settings.security'), ShieldCheck)}
        {link(paths.information.aboutUs, t('account.menu.about'), Info)}
      </CellGroup>
    </Screen>
  );
}
