import type { ReactNode } from 'react';
import { Bell, Headset, Settings } from 'lucide-react';
import type { VerificationBadge } from '@broker/domain';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { useKitTexts } from '../../texts/KitTexts.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import * as styles from './Header.css.ts';

const verificationTones = { verified: 'positive', rejected: 'negative', waiting: 'pending' } as const;

export interface HeaderProfile {
  realName: string;
  /** The user id without prefix; shown as "UID 12345". */
  uid: string;
  verification: VerificationBadge;
}

export interface HeaderProps {
  /** The home variant: a greeting, e.g. "Good morning". */
  greeting?: ReactNode;
  /** The "mine" variant: name, UID and verification badge, with a settings button. */
  profile?: HeaderProfile;
  /** Unread notices: the bell shows a red dot and says so in its name. */
  unread?: number;
  onNotices?: () => void;
  onCustomerService?: () => void;
  /** Customer service has answered something the user has not read: its button shows a dot and says so. */
  customerServiceUnread?: boolean | number;
  onSettings?: () => void;
  data?: DataAttributes;
}

/** An unread flag or count: true, or a count above 0. */
const isUnread = (unread: boolean | number): boolean => (typeof unread === 'number' ? unread > 0 : unread);

/** The top of the home and "mine" screens: greeting or profile, notices bell, customer service. */
export function Header({
  greeting,
  profile,
  unread = 0,
  onNotices,
  onCustomerService,
  customerServiceUnread = false,
  onSettings,
  data,
}: HeaderProps) {
  const texts = useKitTexts();
  const supportUnread = isUnread(customerServiceUnread);
  return (
    <div {...buildDataAttributes(data)} className={styles.header}>
      {profile && onSettings ? (
        <button type="button" className={styles.iconButton} aria-label={texts.header.settings} onClick={onSettings}>
          <Icon icon={Settings} size="lg" />
        </button>
      ) : null}
      <div className={styles.main}>
        {profile ? (
          <>
            <p className={styles.greeting}>{profile.realName}</p>
            <div className={styles.identity}>
              <span className={styles.uid}>{`${texts.header.uid} ${profile.uid}`}</span>
              <StatusBadge
                tone={verificationTones[profile.verification]}
                label={texts.verification[profile.verification]}
              />
            </div>
          </>
        ) : (
          <p className={styles.greeting}>{greeting}</p>
        )}
      </div>
      <div className={styles.actions}>
        {onNotices ? (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={unread > 0 ? `${texts.header.notices}, ${texts.header.unreadNotices}` : texts.header.notices}
            onClick={onNotices}
          >
            <Icon icon={Bell} size="lg" />
            {unread > 0 ? <span className={styles.unreadDot} aria-hidden="true" /> : null}
          </button>
        ) : null}
        {onCustomerService ? (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={
              supportUnread ? `${texts.customerService}, ${texts.customerServiceUnread}` : texts.customerService
            }
            onClick={onCustomerService}
          >
            <Icon icon={Headset} size="lg" />
            {supportUnread ? <span className={styles.unreadDot} aria-hidden="true" /> : null}
          </button>
        ) : null}
      </div>
    </div>
  );
}
