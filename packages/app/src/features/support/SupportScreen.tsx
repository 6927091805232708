import { useTranslation } from 'react-i18next';
import { Empty, Skeleton, SkeletonShape, rem } from '@broker/ui';
import { QueryState } from '../../components/QueryState.tsx';
import { OfflineNotice } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { useReadAnswers, useSupportConversation } from './api.ts';
import { Composer } from './components/Composer.tsx';
import { MessageList } from './components/MessageList.tsx';
import * as styles from './support.css.ts';

/**
 * /information/support: the app's own support centre (when config `kefu` has no link), one
 * conversation between the user and customer service. Its newest messages are read every 5 s
 * while the screen is visible, earlier ones on request; answers shown are marked read, which
 * clears the dot on the header's button and the ball. The composer stays at the bottom.
 */
export function SupportScreen() {
  const { t } = useTranslation();
  const { latest, view, loadEarlier, loadingEarlier } = useSupportConversation();
  useReadAnswers(view.messages);
  return (
    <Screen title={t('support.title')} footer={<Composer />}>
      <OfflineNotice />
      <QueryState
        query={latest}
        skeleton={<ConversationSkeleton />}
        errorMessage={t('support.loadFailed')}
        isEmpty={() => view.messages.length === 0}
        empty={<Empty title={t('support.empty')} description={t('support.intro')} />}
      >
        {() => <MessageList view={view} onLoadEarlier={() => void loadEarlier()} loadingEarlier={loadingEarlier} />}
      </QueryState>
    </Screen>
  );
}

/** Bubbles on alternating sides while the conversation loads. */
function ConversationSkeleton() {
  const { t } = useTranslation();
  return (
    <Skeleton label={t('common.loading')}>
      <div className={styles.conversation}>
        {['60%', '75%', '50%'].map((width, index) => (
          <div key={width} className={styles.message} data-author={index % 2 === 0 ? 'operator' : 'user'}>
            <SkeletonShape shape="block" width={width} height={rem(56)} />
          </div>
        ))}
      </div>
    </Skeleton>
  );
}
