import { useTranslation } from 'react-i18next';
import { Empty, Skeleton, SkeletonShape } from '@broker/ui';
import { displayErrorKey } from '@broker/domain';
import type { ArticleKey } from '@broker/contract';
import { useArticle } from './api.ts';
import { useFormatDateTime } from '../../i18n/formatDate.ts';
import { Screen } from '../../shell/Screen.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { SafeHtml } from '../../shell/SafeHtml.tsx';
import * as styles from './ArticleScreen.css.ts';

/** A server-authored article: about us, the user agreement or the privacy policy. */
export function ArticleScreen({ articleKey }: { articleKey: ArticleKey }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const article = useArticle(articleKey);
  const { data, error } = article;
  const title = data?.title || t(`content.${articleKey}`);

  return (
    <Screen title={title}>
      <QueryState
        query={article}
        skeleton={
          <Skeleton>
            <SkeletonShape width="45%" />
            <SkeletonShape />
            <SkeletonShape />
            <SkeletonShape width="80%" />
            <SkeletonShape />
            <SkeletonShape width="60%" />
          </Skeleton>
        }
        errorMessage={error && t(displayErrorKey(error.key))}
      >
        {({ updatedAt, content }) => (
          <article className={styles.article}>
            <p className={styles.updated}>
              <time dateTime={updatedAt}>{t('common.updatedAt', { time: formatDateTime(updatedAt) })}</time>
            </p>
            {/* Sanitised twice: by the server and by SafeHtml (DOMPurify) here. */}
            <SafeHtml html={content} fallback={<Empty title={t('content.empty')} />} />
          </article>
        )}
      </QueryState>
    </Screen>
  );
}

/** /information/aboutUs */
export function AboutUsScreen() {
  return <ArticleScreen articleKey="about" />;
}

/** /information/terms: the user agreement. */
export function TermsScreen() {
  return <ArticleScreen articleKey="agreement" />;
}

/** /information/pric: the privacy policy (with the guardian consent for children under 14). */
export function PrivacyScreen() {
  return <ArticleScreen articleKey="privacy" />;
}
