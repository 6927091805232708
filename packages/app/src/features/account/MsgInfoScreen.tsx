import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Empty, ErrorState, Skeleton, SkeletonShape } from '@broker/ui';
import { formatDateTime } from '@broker/domain';
import { useApiQuery } from '../../api/hooks.ts';
import { markNoticeRead } from '../../session/useAccount.ts';
import { Screen } from '../../shell/Screen.tsx';
import { paths } from '../../routes/paths.ts';
import { SafeHtml } from '../../shell/SafeHtml.tsx';
import * as styles from './MsgInfoScreen.css.ts';

/** /information/msgInfo?id=…: one notice; opening it marks it read on this device. */
export function MsgInfoScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const { data, error, isLoading, mutate } = useApiQuery('user/noticeDetail', id ? { id } : null, {
    onSuccess: (notice) => markNoticeRead(notice.id),
  });

  let body;
  if (data) {
    body = (
      <article className={styles.article}>
        <h2 className={styles.title}>{data.title}</h2>
        <time className={styles.date} dateTime={data.createdAt}>
          {formatDateTime(data.createdAt)}
        </time>
        {data.content ? (
          <SafeHtml html={data.content} />
        ) : data.summary ? (
          <p className={styles.summary}>{data.summary}</p>
        ) : null}
      </article>
    );
  } else if (!id || (error && error.key === 'error.content.notFound')) {
    body = (
      <Empty
        title={t('accountScreens.notices.notFound')}
        actions={
          <Button variant="secondary" onClick={() => navigate(paths.information.notify, { replace: true })}>
            {t('accountScreens.notices.backToList')}
          </Button>
        }
      />
    );
  } else if (error && !isLoading) {
    body = <ErrorState retryLabel={t('common.retry')} onRetry={() => mutate()} />;
  } else {
    body = (
      <Skeleton label={t('common.loading')}>
        <SkeletonShape width="80%" />
        <SkeletonShape width="35%" />
        <SkeletonShape />
        <SkeletonShape />
        <SkeletonShape width="60%" />
      </Skeleton>
    );
  }
  return <Screen title={t('notices.detailTitle')}>{body}</Screen>;
}
