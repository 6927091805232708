import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Skeleton } from '@broker/ui';
import type { NewShareRecord } from '@broker/contract';
import { ApiFailure } from '../../../api/client.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import { Screen } from '../../../shell/Screen.tsx';
import { useAccountMoney, useOffering } from '../api.ts';
import { OfferingOverview } from './OfferingOverview.tsx';
import { SubscribeForm } from './SubscribeForm.tsx';
import { SubscribeResult } from './SubscribeResult.tsx';

/**
 * An offering's screen, `?id=<newShareId>` (newStockBuy for subscriptions and auctions, newStockBuy2
 * for placements): the subscribe form while it is open and the user has no subscription of it,
 * else the overview with the user's subscription; the result page after subscribing or paying.
 * An id that names no offering says so, with the way back to the offerings.
 */
export function OfferingScreen({ title, back }: { title: string; back: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id');
  const detail = useOffering(id);
  const user = useAccountMoney();
  // Kept here: the write refreshes the detail, which would otherwise swap the form for the overview.
  const [result, setResult] = useState<{ record: NewShareRecord; paid: boolean } | null>(null);

  if (result) return <SubscribeResult record={result.record} paid={result.paid} />;
  const notFound = !id || (detail.error instanceof ApiFailure && detail.error.key === 'error.product.unavailable');
  if (notFound) {
    return (
      <Screen title={title}>
        <Empty
          title={t('newShare.offering.notFound')}
          actions={<Button onClick={() => navigate(back)}>{t('newShare.offering.toOfferings')}</Button>}
        />
      </Screen>
    );
  }
  const data = detail.data;
  if (data) {
    const common = {
      detail: data,
      user: user.data,
      onUserStale: () => void user.mutate(),
    };
    return data.offering.status === 'open' && data.record === null ? (
      <SubscribeForm
        {...common}
        onDone={(record) => setResult({ record, paid: false })}
        onDeadline={() => void detail.mutate()}
      />
    ) : (
      <OfferingOverview
        {...common}
        onPaid={(record) => setResult({ record, paid: true })}
        onStale={() => void detail.mutate()}
      />
    );
  }
  return (
    <Screen title={title}>
      <QueryState query={detail} skeleton={<Skeleton label={t('common.loading')} lines={12} />}>
        {() => null}
      </QueryState>
    </Screen>
  );
}
