import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@broker/ui';
import type { ConversationView } from '../supportView.ts';
import { MessageItem } from './MessageItem.tsx';
import * as styles from '../support.css.ts';

export interface MessageListProps {
  view: ConversationView;
  onLoadEarlier: () => void;
  loadingEarlier: boolean;
}

/**
 * The conversation, oldest at the top and newest at the bottom: "load earlier" while older
 * messages exist, else the start of the conversation. A log (read out politely as messages
 * arrive); the newest message is scrolled into view when it changes, not when earlier ones load.
 */
export function MessageList({ view, onLoadEarlier, loadingEarlier }: MessageListProps) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const newest = view.messages.at(-1)?.id;
  useEffect(() => {
    // jsdom has no scrollIntoView.
    if (newest !== undefined) end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);
  return (
    <div className={styles.conversation}>
      {view.hasEarlier ? (
        <div className={styles.earlier}>
          <Button variant="ghost" loading={loadingEarlier} loadingLabel={t('common.loading')} onClick={onLoadEarlier}>
            {t('support.loadEarlier')}
          </Button>
        </div>
      ) : (
        <p className={styles.start}>{t('support.start')}</p>
      )}
      <div role="log" aria-label={t('support.messages')}>
        <ol className={styles.messages}>
          {view.messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ol>
      </div>
      <div ref={end} />
    </div>
  );
}
