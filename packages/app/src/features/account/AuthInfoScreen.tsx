import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Cell, CellGroup, Skeleton, SkeletonShape, StatusBadge, Steps, rem } from '@broker/ui';
import { realNameTone, statusLabelKey } from '@broker/domain';
import type { RealName } from '@broker/contract';
import { useRevalidate } from '../../api/hooks.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { Screen } from '../../shell/Screen.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useRealNameInfo } from './api.ts';
import { RealNameForm } from './RealNameForm.tsx';
import * as styles from './forms.css.ts';
import { useFormatDateTime } from '../../i18n/formatDate.ts';

/** A verified record names the account: the header and the profile show it from then on. */
function rememberVerifiedName(record: RealName) {
  if (record.status === 'verified' && record.name && sessionStore.getSnapshot().realName !== record.name) {
    sessionStore.setRealName(record.name);
  }
}

/**
 * /information/authInfo: identity verification as its record stands (`user/realNameInfo`):
 * none or rejected → the form (rejected with the operator's reason); reviewing → the progress,
 * read again every few seconds so that the decision shows live; verified → the verified name and
 * masked ID number.
 */
export function AuthInfoScreen() {
  const { t } = useTranslation();
  const revalidate = useRevalidate();
  // A decision read here (live, while the screen is open) changes the account: its badge and gates read it again.
  const onRecord = useCallback(
    (record: RealName) => {
      rememberVerifiedName(record);
      if (record.status === 'verified' || record.status === 'rejected') void revalidate('user/info');
    },
    [revalidate],
  );
  const realName = useRealNameInfo(onRecord);
  const { data, mutate } = realName;

  if (data && (data.status === 'none' || data.status === 'rejected')) {
    return (
      <RealNameForm
        record={data}
        // The submission's answer is the new record; the account (header badge, gates) reloads with it.
        onSubmitted={(record) => void mutate(record, { revalidate: false })}
        onStale={() => void mutate()}
      />
    );
  }

  return (
    <Screen title={t('account.realName.title')}>
      <QueryState
        query={realName}
        skeleton={
          <Skeleton label={t('common.loading')}>
            <SkeletonShape width="90%" />
            <SkeletonShape width="70%" />
            <SkeletonShape width="30%" />
            <SkeletonShape shape="block" height={rem(48)} />
            <SkeletonShape width="30%" />
            <SkeletonShape shape="block" height={rem(48)} />
            <SkeletonShape shape="block" height={rem(160)} />
          </Skeleton>
        }
      >
        {/* Under review or verified: a record without a decision to act on is the form above. */}
        {(record) => (record.status === 'verified' ? <Verified record={record} /> : <UnderReview record={record} />)}
      </QueryState>
    </Screen>
  );
}

/** The submission and where its review stands. */
function UnderReview({ record }: { record: RealName }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const submittedAt = record.submittedAt ? formatDateTime(record.submittedAt) : '';
  return (
    <Card title={t('status.realName.reviewing')}>
      <p className={styles.intro}>{t('account.realName.state.reviewing')}</p>
      <Steps
        label={t('account.screens.realName.progress')}
        steps={[
          {
            key: 'submitted',
            title: t('account.screens.realName.steps.submitted'),
            description: submittedAt ? t('account.realName.submittedAt', { time: submittedAt }) : undefined,
            status: 'done',
          },
          { key: 'review', title: t('account.screens.realName.steps.review'), status: 'current' },
          { key: 'decision', title: t('account.screens.realName.steps.decision'), status: 'upcoming' },
        ]}
      />
    </Card>
  );
}

/** The verified name and masked ID number. */
function Verified({ record }: { record: RealName }) {
  const { t } = useTranslation();
  return (
    <>
      <Card title={t('status.realName.verified')}>
        <p className={styles.intro}>{t('account.realName.state.verified')}</p>
      </Card>
      <CellGroup>
        <Cell title={t('account.realName.name')} value={record.name} />
        {record.idNumberMasked ? <Cell title={t('account.realName.idNumber')} value={record.idNumberMasked} /> : null}
        <Cell
          title={t('account.profile.realName')}
          value={
            <StatusBadge tone={realNameTone(record.status)} label={t(statusLabelKey('realName', record.status))} />
          }
        />
      </CellGroup>
    </>
  );
}
