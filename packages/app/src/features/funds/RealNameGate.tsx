import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, StatusBadge } from '@broker/ui';
import { realNameTone, statusLabelKey, type RealNameStatus } from '@broker/domain';
import { paths } from '../../routes/paths.ts';
import * as styles from './funds.css.ts';

export interface RealNameGateProps {
  /** Anything but verified. */
  status: Exclude<RealNameStatus, 'verified'>;
  /** What waits for the verification. */
  action: 'deposit' | 'withdraw';
}

/**
 * The real-name gate of deposits and withdrawals (api.md §7 D6): why the form is not shown and
 * the way to the verification screen, instead of a form that the server would refuse.
 */
export function RealNameGate({ status, action }: RealNameGateProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card
      title={t('funds.realName.title')}
      extra={<StatusBadge tone={realNameTone(status)} label={t(statusLabelKey('realName', status))} />}
    >
      <div className={styles.stack}>
        <p className={styles.text}>{t(`funds.realName.${action}`)}</p>
        <p className={styles.muted}>{t(`funds.realName.${status}`)}</p>
        <Button block onClick={() => navigate(paths.information.authInfo)}>
          {t(status === 'reviewing' ? 'funds.realName.view' : 'funds.realName.start')}
        </Button>
      </div>
    </Card>
  );
}
