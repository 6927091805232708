import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { IdCard, KeyRound, LockKeyhole, MonitorSmartphone, type LucideIcon } from 'lucide-react';
import { Cell, CellGroup, Icon, Skeleton, SkeletonShape, StatusBadge, rem } from '@broker/ui';
import { realNameTone, statusLabelKey } from '@broker/domain';
import type { ReactNode } from 'react';
import { useArticle } from '../content/index.ts';
import { Screen } from '../../shell/Screen.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useUserInfo } from '../../session/useAccount.ts';
import { paths } from '../../routes/paths.ts';
import { SafeHtml } from '../../shell/SafeHtml.tsx';
import * as styles from './SafetyScreen.css.ts';

/** /information/safety: the security centre — passwords, identity, sessions, and the security article. */
export function SafetyScreen() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  const article = useArticle('security');
  const articleId = useId();

  const link = (to: string, title: string, icon: LucideIcon, value?: ReactNode) => (
    <Cell title={title} icon={<Icon icon={icon} />} value={value} renderLink={(props) => <Link to={to} {...props} />} />
  );

  return (
    <Screen title={t('account.safety.title')}>
      <p className={styles.intro}>{t('account.safety.intro')}</p>
      <CellGroup>
        {link(paths.information.loginPass, t('account.settings.loginPassword'), KeyRound)}
        {link(
          paths.information.fundPass,
          t('account.settings.fundPassword'),
          LockKeyhole,
          user ? t(user.fundPasswordSet ? 'account.settings.set' : 'account.settings.notSet') : undefined,
        )}
        {link(
          paths.information.authInfo,
          t('account.safety.realName'),
          IdCard,
          user ? (
            <StatusBadge
              tone={realNameTone(user.realNameStatus)}
              label={t(statusLabelKey('realName', user.realNameStatus))}
            />
          ) : undefined,
        )}
        {link(paths.information.sessions, t('account.safety.sessions'), MonitorSmartphone)}
      </CellGroup>
      <QueryState
        query={article}
        skeleton={
          <Skeleton label={t('common.loading')}>
            <SkeletonShape width="50%" height={rem(24)} />
            <SkeletonShape />
            <SkeletonShape />
            <SkeletonShape width="70%" />
          </Skeleton>
        }
      >
        {({ title, content }) => (
          <section className={styles.article} aria-labelledby={articleId}>
            <h2 id={articleId} className={styles.articleTitle}>
              {title}
            </h2>
            <SafeHtml html={content} />
          </section>
        )}
      </QueryState>
    </Screen>
  );
}
