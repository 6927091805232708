import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Skeleton, SkeletonShape, rem } from '@broker/ui';
import { displayErrorKey } from '@broker/domain';
import { useNewsDetail } from './api.ts';
import { useSiteConfig } from '../../config/ConfigGate.tsx';
import { imageUrl } from '../../config/siteConfig.ts';
import { useFormatDateTime } from '../../i18n/formatDate.ts';
import { paths } from '../../routes/paths.ts';
import { SafeHtml } from '../../shell/SafeHtml.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { newsMeta } from './newsRules.ts';
import * as styles from './news.css.ts';

/**
 * /home/newsDetail?id=…: title, source and time, the cover, and the content as sanitised HTML
 * (cleaned by the server and again here); a missing article says so.
 */
export function NewsDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useSiteConfig();
  const format = useFormatDateTime();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const news = useNewsDetail(id);
  const { data, error } = news;
  const titleId = useId();
  // No id, or an article that is gone: said as such, not as a failure to retry.
  const notFound = !data && (!id || error?.key === 'error.content.notFound');

  return (
    <Screen title={t('news.detailTitle')}>
      {notFound ? (
        <Empty
          title={t('news.notFound')}
          actions={
            <Button variant="secondary" onClick={() => navigate(paths.home.newsList, { replace: true })}>
              {t('news.backToList')}
            </Button>
          }
        />
      ) : (
        <QueryState
          query={news}
          skeleton={
            <Skeleton label={t('common.loading')}>
              <SkeletonShape width="90%" height={rem(24)} />
              <SkeletonShape width="40%" />
              <SkeletonShape shape="block" height={rem(180)} />
              <SkeletonShape />
              <SkeletonShape />
              <SkeletonShape width="70%" />
            </Skeleton>
          }
          errorMessage={error && t(displayErrorKey(error.key))}
        >
          {(item) => {
            const summary = item.summary ? <p className={styles.summary}>{item.summary}</p> : null;
            return (
              <article className={styles.article} aria-labelledby={titleId}>
                <h2 id={titleId} className={styles.title}>
                  {item.title}
                </h2>
                <p className={styles.meta}>
                  <time dateTime={item.publishedAt}>{newsMeta(item.source, format(item.publishedAt))}</time>
                </p>
                {item.cover ? (
                  <img className={styles.cover} src={imageUrl(config.imageBase, item.cover)} alt="" />
                ) : null}
                {item.content ? <SafeHtml html={item.content} fallback={summary} /> : summary}
              </article>
            );
          }}
        </QueryState>
      )}
    </Screen>
  );
}
