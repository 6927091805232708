import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Pencil, Search, Star } from 'lucide-react';
import { Button, Empty, Icon } from '@broker/ui';
import { NavIconLinks } from '../../components/NavIconLinks.tsx';
import { paths } from '../../routes/paths.ts';
import { OfflineNotice } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { QuoteList } from '../market/index.ts';
import { useWatchlistPages } from './api.ts';

/** /favorite/index: the watchlist, newest added first, live; empty, it invites a search. */
export function WatchlistScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useWatchlistPages();
  return (
    <Screen
      title={t('watchlist.title')}
      right={
        <NavIconLinks
          links={[
            { to: paths.favorite.search, label: t('watchlist.search.title'), icon: Search },
            { to: paths.favorite.editSelf, label: t('watchlist.edit.title'), icon: Pencil },
          ]}
        />
      }
    >
      <OfflineNotice />
      <QuoteList
        label={t('watchlist.listLabel')}
        list={list}
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
