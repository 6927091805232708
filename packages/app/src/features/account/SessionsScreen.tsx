import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Empty, Skeleton, SkeletonShape, StatusBadge, rem, useToast } from '@broker/ui';
import { successKeyForPath } from '@broker/domain';
import type { ActiveSession } from '@broker/contract';
import { Screen } from '../../shell/Screen.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useLogout } from '../../session/useAccount.ts';
import { useEndSession, useSessions } from './api.ts';
import { deviceName } from './sessionsView.ts';
import * as styles from './SessionsScreen.css.ts';
import { useFormatDateTime } from '../../i18n/formatDate.ts';

/**
 * /information/sessions (no spec route; docs/decisions.md): where the account is logged in —
 * this device first, then by last use — and a way to end any of them. Ending this device's
 * session is a logout.
 */
export function SessionsScreen() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const toast = useToast();
  const sessions = useSessions();
  const end = useEndSession();
  const logout = useLogout();
  const [ending, setEnding] = useState<ActiveSession | null>(null);
  const listId = useId();
  // Every row's button says "End"; the device it ends (and "this device") is its description.
  const nameId = (session: ActiveSession) => `${listId}-${session.id}-name`;
  const currentId = (session: ActiveSession) => `${listId}-${session.id}-current`;
  const describedBy = (session: ActiveSession) =>
    session.current ? `${nameId(session)} ${currentId(session)}` : nameId(session);
  const nameOf = (session: ActiveSession) => deviceName(session.userAgent) ?? t('account.sessions.unknownDevice');

  const confirm = async () => {
    if (!ending) return;
    if (ending.current) {
      await logout();
      return;
    }
    try {
      await end.trigger({ id: ending.id });
      toast.show(t(successKeyForPath('user/sessionEnd')), { tone: 'positive' });
    } catch {
      // The failure has been toasted; the session may have ended meanwhile, so show the list as it is now.
      void sessions.mutate();
    }
  };

  return (
    <Screen title={t('account.sessions.title')}>
      <p className={styles.intro}>{t('account.sessions.intro')}</p>
      <QueryState
        query={sessions}
        skeleton={
          <Skeleton label={t('common.loading')}>
            <SkeletonShape height={rem(88)} />
            <SkeletonShape height={rem(88)} />
          </Skeleton>
        }
        isEmpty={(list) => list.length === 0}
        empty={<Empty title={t('account.sessions.empty')} />}
      >
        {(list) => (
          <ul className={styles.list}>
            {list.map((session) => (
              <li key={session.id} className={styles.item}>
                <div className={styles.details}>
                  <p className={styles.device}>
                    <span id={nameId(session)}>{nameOf(session)}</span>
                    {session.current && (
                      <span id={currentId(session)}>
                        <StatusBadge tone="positive" label={t('account.sessions.current')} />
                      </span>
                    )}
                  </p>
                  <p className={styles.line}>
                    {t('account.sessions.lastUsed', { time: formatDateTime(session.lastUsedAt) })}
                  </p>
                  <p className={styles.line}>
                    {t('account.sessions.started', { time: formatDateTime(session.createdAt) })}
                  </p>
                  {session.address && (
                    <p className={styles.line}>{t('account.sessions.address', { address: session.address })}</p>
                  )}
                </div>
                <Button
                  size="md"
                  variant="secondary"
                  describedBy={describedBy(session)}
                  onClick={() => setEnding(session)}
                >
                  {t('account.sessions.end')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Dialog
        open={ending !== null}
        onClose={() => setEnding(null)}
        title={t('account.sessions.confirmTitle')}
        message={t(ending?.current ? 'account.sessions.confirmCurrent' : 'account.sessions.confirmBody')}
        confirmLabel={t('account.sessions.end')}
        cancelLabel={t('common.cancel')}
        loadingLabel={t('common.loading')}
        destructive
        onConfirm={confirm}
      />
    </Screen>
  );
}
