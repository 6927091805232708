import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Skeleton } from '@broker/ui';
import type { Position } from '@broker/contract';
import { ApiFailure } from '../../api/client.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { paths } from '../../routes/paths.ts';
import { Screen } from '../../shell/Screen.tsx';
import { useAccountMoney, useBlockOffer } from './api.ts';
import { BuyForm } from './components/BuyForm.tsx';
import { BuyResult } from './components/BuyResult.tsx';

/**
 * /home/blockTrade1?id=<blockTradeId>: an offer of the day — its terms, the odds at the unlock, an
 * invitation's details before its key — and its buy, then the block that was bought. Waits for the
 * offer (which carries the fee a buy pays); an id that names no offer of today (or one whose
 * invitation ended) says so, with the way back to the offers.
 */
export function OfferScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id');
  const offer = useBlockOffer(id);
  const user = useAccountMoney();
  // Kept here: the buy refreshes the offer, which would otherwise swap the result for the form.
  const [bought, setBought] = useState<Position | null>(null);

  if (bought) return <BuyResult position={bought} />;
  const notFound = !id || (offer.error instanceof ApiFailure && offer.error.key === 'error.product.unavailable');
  if (notFound) {
    return (
      <Screen title={t('blockTrade.offer.title')}>
        <Empty
          title={t('blockTrade.offer.notFound')}
          actions={<Button onClick={() => navigate(paths.blockTrade.offers)}>{t('blockTrade.offer.toOffers')}</Button>}
        />
      </Screen>
    );
  }
  if (offer.data) {
    return <BuyForm offer={offer.data} user={user.data} onBought={setBought} onUserStale={() => void user.mutate()} />;
  }
  return (
    <Screen title={t('blockTrade.offer.title')}>
      <QueryState query={offer} skeleton={<Skeleton label={t('common.loading')} lines={12} />}>
        {() => null}
      </QueryState>
    </Screen>
  );
}
