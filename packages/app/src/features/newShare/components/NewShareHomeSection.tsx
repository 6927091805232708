import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, Skeleton } from '@broker/ui';
import { displayErrorKey } from '@broker/domain';
import { QueryState } from '../../../components/QueryState.tsx';
import { useTopOfferings } from '../api.ts';
import { HOME_OFFERINGS_SIZE, offeringPath } from '../newShareView.ts';
import { NewShareLinks } from './NewShareLinks.tsx';
import { NewShareRow } from './NewShareRow.tsx';
import * as styles from '../newShare.css.ts';

/**
 * The home screen's IPO tab: the offerings open now (every kind, the soonest deadline first), each
 * with its live countdown and opening its screen, then the ways to every offering, the
 * placements, the user's subscriptions and the track record.
 */
export function NewShareHomeSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const open = useTopOfferings({ status: 'open' }, HOME_OFFERINGS_SIZE);
  const { error, mutate } = open;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('newShare.home.title')}
      </h2>
      <div className={styles.bleed}>
        <QueryState
          query={open}
          skeleton={<Skeleton label={t('common.loading')} lines={6} />}
          errorMessage={error && t(displayErrorKey(error.key))}
          isEmpty={(page) => page.items.length === 0}
          empty={<Empty title={t('newShare.home.empty')} />}
        >
          {(page) => (
            <ul className={styles.plainList} aria-labelledby={headingId}>
              {page.items.map((offering) => (
                <li key={offering.id}>
                  <NewShareRow offering={offering} to={offeringPath(offering)} onDeadline={() => void mutate()} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
      <NewShareLinks />
    </section>
  );
}
