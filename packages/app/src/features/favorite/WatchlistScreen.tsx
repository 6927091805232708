import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Pencil, Search, Star } from 'lucide-react';
import { Button, Empty, Icon } from '@broker/ui';
import { hasMorePages } from '@broker/domain';
import { apiPost } from '../../api/client.ts';
import { paths } from '../../routes/paths.ts';
import { OfflineNotice } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { QuoteList } from '../market/QuoteList.tsx';
import { QUOTES_PAGE_SIZE } from '../market/marketView.ts';
import * as styles from '../market/market.css.ts';

/** /favorite/index: the watchlist, newest added first, live; empty, it invites a search. */
export function WatchlistScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loadPage = useCallback(
    (page: number) =>
      apiPost('watchlist/list', { page, size: QUOTES_PAGE_SIZE }).then((result) => ({
        items: result.items,
        hasMore: hasMorePages(result),
      })),
    [],
  );
  return (
    <Screen
      title={t('watchlist.title')}
      right={
        <span className={styles.navActions}>
          <Link to={paths.favorite.search} className={styles.iconLink} aria-label={t('watchlist.search.title')}>
            <Icon icon={Search} />
          </Link>
          <Link to={paths.favorite.editSelf} className={styles.iconLink} aria-label={t('watchlist.edit.title')}>
            <Icon icon={Pencil} />
          </Link>
        </span>
      }
    >
      <OfflineNotice />
      <QuoteList
        label={t('watchlist.listLabel')}
        loadPage={loadPage}
        empty={
          <Empty
            image={<Icon icon={Star} size="display" strokeWidth={1.5} />}
            title={t('watchlist.empty.title')}
            description={t('watchlist.empty.description')}
            actions={
              <Button variant="primary" icon={<Icon icon={Search} />} onClick={() => navigate(paths.favorite.search)}>
                {t('watchlist.empty.action')}
              </Button>
            }
          />
        }
      />
    </Screen>
  );
}
