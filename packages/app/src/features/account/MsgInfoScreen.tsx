import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Skeleton, SkeletonShape } from '@broker/ui';
import { useNoticeDetail } from './api.ts';
import { Screen } from '../../shell/Screen.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { paths } from '../../routes/paths.ts';
import { SafeHtml } from '../../shell/SafeHtml.tsx';
import { noticeText } from './noticeText.ts';
import * as styles from './MsgInfoScreen.css.ts';
import { useFormatDateTime } from '../../i18n/formatDate.ts';

/** /information/msgInfo?id=…: one notice (with a way to its screen, for one to the user); opening it marks it read on this device. */
export function MsgInfoScreen() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const notice = useNoticeDetail(id);
  // No id, or a notice that is gone: said as such, not as a failure to retry.
  const notFound = !notice.data && (!id || notice.error?.key === 'error.content.notFound');

  return (
    <Screen title={t('account.notices.detailTitle')}>
      {notFound ? (
        <Empty
          title={t('account.screens.notices.notFound')}
          actions={
            <Button variant="secondary" onClick={() => navigate(paths.information.notify, { replace: true })}>
              {t('account.screens.notices.backToList')}
            </Button>
          }
        />
      ) : (
        <QueryState
          query={notice}
          skeleton={
            <Skeleton label={t('common.loading')}>
              <SkeletonShape width="80%" />
              <SkeletonShape width="35%" />
              <SkeletonShape />
              <SkeletonShape />
              <SkeletonShape width="60%" />
            </Skeleton>
          }
        >
          {(data) => {
            const text = noticeText(data, t);
            return (
              <article className={styles.article}>
                <h2 className={styles.title}>{text.title}</h2>
                <time className={styles.date} dateTime={data.createdAt}>
                  {formatDateTime(data.createdAt)}
                </time>
                {text.html ? (
                  <SafeHtml html={text.html} />
                ) : text.summary ? (
                  <p className={styles.summary}>{text.summary}</p>
                ) : null}
                {text.link ? (
                  <Button variant="secondary" onClick={() => navigate(text.link!.to)}>
                    {text.link.label}
                  </Button>
                ) : null}
              </article>
            );
          }}
        </QueryState>
      )}
    </Screen>
  );
}
