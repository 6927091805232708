import { useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Empty, ErrorState, Skeleton, SkeletonShape, rem } from '@broker/ui';
import { displayErrorKey } from '@broker/domain';
import { useNewsDetail } from './api.ts';
import { useSiteConfig } from '../../config/ConfigGate.tsx';
import { imageUrl } from '../../config/siteConfig.ts';
import { useFormatDateTime } from '../../i18n/formatDate.ts';
import { paths } from '../../routes/paths.ts';
import { SafeHtml } from '../../shell/SafeHtml.tsx';
import { Screen } from '../../shell/Screen.tsx';
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
  const { data, error, isLoading, mutate } = useNewsDetail(id);
  const titleId = useId();

  let body;
  if (data) {
    const summary = data.summary ? <p className={styles.summary}>{data.summary}</p> : null;
    body = (
      <article className={styles.article} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {data.title}
        </h2>
        <p className={styles.meta}>
          <time dateTime={data.publishedAt}>{newsMeta(data.source, format(data.publishedAt))}</time>
        </p>
        {data.cover ? <img className={styles.cover} src={imageUrl(config.imageBase, data.cover)} alt="" /> : null}
        {data.content ? <SafeHtml html={data.content} fallback={summary} /> : summary}
      </article>
    );
  } else if (!id || error?.key === 'error.content.notFound') {
    body = (
      <Empty
        title={t('news.notFound')}
        actions={
          <Button variant="secondary" onClick={() => navigate(paths.home.newsList, { replace: true })}>
            {t('news.backToList')}
          </Button>
        }
      />
    );
  } else if (error && !isLoading) {
    body = (
      <ErrorState message={t(displayErrorKey(error.key))} retryLabel={t('common.retry')} onRetry={() => mutate()} />
    );
  } else {
    body = (
      <Skeleton label={t('common.loading')}>
        <SkeletonShape width="90%" height={rem(24)} />
        <SkeletonShape width="40%" />
        <SkeletonShape shape="block" height={rem(180)} />
        <SkeletonShape />
        <SkeletonShape />
        <SkeletonShape width="70%" />
      </Skeleton>
    );
  }
  return <Screen title={t('news.detailTitle')}>{body}</Screen>;
}
