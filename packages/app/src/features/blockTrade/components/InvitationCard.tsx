import { useTranslation } from 'react-i18next';
import { Card, DescriptionList, StatusBadge } from '@broker/ui';
import { formatDecimal } from '@broker/domain';
import type { BlockInvitation } from '@broker/contract';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { invitationTone } from '../blockTradeView.ts';
import * as styles from '../blockTrade.css.ts';

/**
 * The invitation of a block sold by invitation, shown before its key is asked (products.md §4):
 * who issued it, its quota of lots (every holder together) and what is left, until when it is
 * valid, and its state — an expired or used-up invitation sells nothing more.
 */
export function InvitationCard({ invitation }: { invitation: BlockInvitation }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const state = t(`blockTrade.invitation.states.${invitation.state}`);
  return (
    <Card
      title={t('blockTrade.invitation.title')}
      extra={<StatusBadge tone={invitationTone(invitation.state)} label={state} />}
    >
      <div className={styles.stack}>
        <DescriptionList
          inline
          items={[
            { label: t('blockTrade.invitation.issuer'), value: invitation.issuer },
            {
              label: t('blockTrade.invitation.quota'),
              value: t('blockTrade.invitation.quotaValue', {
                quota: t('units.lots', { count: invitation.quotaLots }),
                left: formatDecimal(invitation.lotsLeft, 0),
              }),
            },
            { label: t('blockTrade.invitation.expiresAt'), value: formatTime(invitation.expiresAt) },
            { label: t('blockTrade.invitation.state'), value: state },
          ]}
        />
        <p className={styles.muted}>{t('blockTrade.invitation.note')}</p>
      </div>
    </Card>
  );
}
