import { useTranslation } from 'react-i18next';
import { Empty, NoticeBar, Skeleton } from '@broker/ui';
import { displayErrorKey } from '@broker/domain';
import { QueryState } from '../../components/QueryState.tsx';
import { useServerNow } from '../../hooks/useServerNow.ts';
import { OfflineNotice } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { useBlockOffers } from './api.ts';
import { BlockTradeLinks } from './components/BlockTradeLinks.tsx';
import { OfferRows } from './components/OfferRows.tsx';
import { offersNote } from './blockTradeView.ts';
import * as styles from './blockTrade.css.ts';

/**
 * /home/blockTrade: the day's block offers in every market — price against the previous close,
 * the discount, the lock, the minimum, what is left of the day's offer and of the account's limit,
 * "by invitation" — each opening its screen; a note while a market is closed (its offers can be
 * bought when its session opens) or block trades are switched off; the ways to the prints and to
 * the user's blocks.
 */
export function OffersScreen() {
  const { t } = useTranslation();
  const offers = useBlockOffers();
  const now = useServerNow();
  const { error } = offers;
  return (
    <Screen title={t('blockTrade.offers.title')}>
      <OfflineNotice />
      <div className={styles.stack}>
        <BlockTradeLinks current="offers" />
        <p className={styles.muted}>{t('blockTrade.offers.intro')}</p>
        <QueryState
          query={offers}
          skeleton={<Skeleton label={t('common.loading')} lines={8} />}
          errorMessage={error && t(displayErrorKey(error.key))}
          isEmpty={(page) => page.items.length === 0}
          empty={<Empty title={t('blockTrade.offers.empty')} />}
        >
          {(page) => {
            const note = offersNote(page.items, now);
            return (
              <>
                {note ? <NoticeBar tone="info" text={t(`blockTrade.offers.note.${note}`)} /> : null}
                <OfferRows offers={page.items} label={t('blockTrade.offers.listLabel')} />
              </>
            );
          }}
        </QueryState>
      </div>
    </Screen>
  );
}
