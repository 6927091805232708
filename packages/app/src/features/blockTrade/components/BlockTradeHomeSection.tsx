import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Empty, Skeleton } from '@broker/ui';
import { displayErrorKey } from '@broker/domain';
import { QueryState } from '../../../components/QueryState.tsx';
import { paths } from '../../../routes/paths.ts';
import { useTopBlockOffers } from '../api.ts';
import { HOME_OFFERS_SIZE } from '../blockTradeView.ts';
import { OfferRows } from './OfferRows.tsx';
import * as styles from '../blockTrade.css.ts';

/**
 * The home screen's block-trade tab: the first few of the day's offers, each opening its screen,
 * then the way to all of them (whose screen links to the prints and the user's blocks).
 */
export function BlockTradeHomeSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const offers = useTopBlockOffers(HOME_OFFERS_SIZE);
  const { error } = offers;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('blockTrade.home.title')}
      </h2>
      <QueryState
        query={offers}
        skeleton={<Skeleton label={t('common.loading')} lines={6} />}
        errorMessage={error && t(displayErrorKey(error.key))}
        isEmpty={(page) => page.items.length === 0}
        empty={<Empty title={t('blockTrade.offers.empty')} />}
      >
        {(page) => <OfferRows offers={page.items} labelledBy={headingId} />}
      </QueryState>
      <Link to={paths.blockTrade.offers} className={styles.textLink}>
        {t('blockTrade.home.all')}
      </Link>
    </section>
  );
}
