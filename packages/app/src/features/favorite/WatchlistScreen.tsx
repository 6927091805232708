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
      title={t('favorite.title')}
      right={
        <NavIconLinks
          links={[
            { to: paths.favorite.search, label: t('favorite.search.title'), icon: Search },
            { to: paths.favorite.editSelf, label: t('favorite.edit.title'), icon: Pencil },
          ]}
        />
      }
    >
      <OfflineNotice />
      <QuoteList
        label={t('favorite.listLabel')}
        list={list}
        empty={
          <Empty
            image={<Icon icon={Star} size="display" strokeWidth={1.5} />}
            title={t('favorite.empty.title')}
            description={t('favorite.empty.description')}
            actions={
              <Button variant="primary" icon={<Icon icon={Search} />} onClick={() => navigate(paths.favorite.search)}>
                {t('favorite.empty.action')}
              </Button>
            }
          />
        }
      />
    </Screen>
  );
}
