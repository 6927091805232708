import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, Empty, Skeleton } from '@broker/ui';
import type { ResponseOf } from '@broker/contract';
import { ApiFailure } from '../../api/client.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { useFormatDateTime } from '../../i18n/formatDate.ts';
import { paths } from '../../routes/paths.ts';
import { OfflineNotice } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { useOffering } from './api.ts';
import { DrawVerification } from './components/DrawVerification.tsx';
import { OfferingHeader } from './components/OfferingHeader.tsx';
import { isPublished } from './drawCheck.ts';
import * as styles from './newShare.css.ts';

/**
 * /home/newStockVerify?id=<newShareId> (no specification route): a drawn offering's published
 * draw, checked in the browser — the commitment against sha256(seed), the user's own result
 * recomputed with the domain's allocation rule, the basis-of-allotment table. Before the draw it
 * shows the commitment and when the draw runs; a placement has no draw.
 */
export function VerifyScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id');
  const detail = useOffering(id);
  const title = t('newShare.verify.title');
  const notFound = !id || (detail.error instanceof ApiFailure && detail.error.key === 'error.product.unavailable');
  if (notFound) {
    return (
      <Screen title={title}>
        <Empty
          title={t('newShare.offering.notFound')}
          actions={<Button onClick={() => navigate(paths.newShare.scorecard)}>{t('newShare.links.scorecard')}</Button>}
        />
      </Screen>
    );
  }
  return (
    <Screen title={title}>
      <OfflineNotice />
      <QueryState query={detail} skeleton={<Skeleton label={t('common.loading')} lines={12} />}>
        {(data) => <VerifyBody detail={data} />}
      </QueryState>
    </Screen>
  );
}

function VerifyBody({ detail }: { detail: ResponseOf<'newShare/detail'> }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const { offering, draw } = detail;
  return (
    <div className={styles.stack}>
      <h2 className={styles.sectionTitle}>{`${offering.name} (${offering.code})`}</h2>
      <OfferingHeader offering={offering} />
      <p className={styles.muted}>{t('newShare.verify.intro')}</p>
      {draw === null ? (
        <Empty title={t('newShare.verify.placement')} />
      ) : isPublished(draw) ? (
        <DrawVerification draw={draw} record={detail.record} />
      ) : (
        <Card title={t('newShare.verify.seedTitle')}>
          <div className={styles.stack}>
            <p className={styles.muted}>{t('newShare.rule.commitment')}</p>
            <p className={styles.code}>{draw.seedHash}</p>
            <p className={styles.muted}>{t('newShare.verify.notDrawn', { time: formatTime(draw.drawAt) })}</p>
          </div>
        </Card>
      )}
    </div>
  );
}
