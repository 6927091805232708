import { useTranslation } from 'react-i18next';
import type { SupportMessage } from '@broker/contract';
import { useSiteConfig } from '../../../config/ConfigGate.tsx';
import { imageUrl } from '../../../config/siteConfig.ts';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import * as styles from '../support.css.ts';

/**
 * One message: who wrote it and when, its text as plain text (React escapes it; never HTML), its
 * photo, and for the user's own messages whether customer service has read it.
 */
export function MessageItem({ message }: { message: SupportMessage }) {
  const { t } = useTranslation();
  const { imageBase } = useSiteConfig();
  const formatDateTime = useFormatDateTime();
  const own = message.author === 'user';
  const author = own ? t('support.you') : t('support.agent');
  return (
    <li className={styles.message} data-author={message.author}>
      <p className={styles.meta}>{t('support.sentBy', { author, time: formatDateTime(message.createdAt) })}</p>
      <div className={styles.bubble}>
        {message.text ? <p className={styles.text}>{message.text}</p> : null}
        {message.image ? (
          <img
            className={styles.image}
            src={imageUrl(imageBase, message.image)}
            alt={t('support.imageAlt', { author })}
            loading="lazy"
          />
        ) : null}
      </div>
      {own && message.readAt ? <p className={styles.meta}>{t('support.read')}</p> : null}
    </li>
  );
}
