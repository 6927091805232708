import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { Button, Checkbox, Dialog, Empty, Icon, QuoteRowSkeleton, useToast } from '@broker/ui';
import { displayErrorKey } from '@broker/domain';
import { paths } from '../../routes/paths.ts';
import { Screen } from '../../shell/Screen.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useRemoveWatched, useWholeWatchlist } from './api.ts';
import { keepKnown, selectionState, toggleAll, toggleOne } from './watchlistRules.ts';
import * as styles from './favorite.css.ts';
import { useInstrumentName } from '../../i18n/instrumentName.ts';

/**
 * /favorite/editSelf: tick instruments (or all) and remove them from the watchlist after a
 * confirmation (`watchlist/remove`, at most 100 ids a call).
 */
export function EditWatchlistScreen() {
  const { t } = useTranslation();
  const nameOf = useInstrumentName();
  const navigate = useNavigate();
  const toast = useToast();
  const watchlist = useWholeWatchlist();
  const { data, error } = watchlist;
  const removeWatched = useRemoveWatched();
  const [picked, setPicked] = useState<Set<string>>(() => new Set());
  const [confirming, setConfirming] = useState(false);
  const ids = (data ?? []).map((quote) => quote.stockId);
  // Only what is still in the list counts (after a removal elsewhere or a refresh).
  const selected = keepKnown(picked, ids);
  const state = selectionState(selected, ids);

  const remove = async () => {
    const removed = await removeWatched(ids.filter((id) => selected.has(id)));
    setPicked(new Set());
    toast.show(t('favorite.edit.removed', { count: removed }), { tone: 'positive' });
  };

  const count = selected.size;
  return (
    <Screen
      title={t('favorite.edit.title')}
      footer={
        data && data.length > 0 ? (
          <div className={styles.editBar}>
            <div className={styles.editSelectAll}>
              <Checkbox checked={state === 'all'} onChange={() => setPicked(toggleAll(selected, ids))}>
                {t('favorite.edit.selectAll')}
              </Checkbox>
            </div>
            <Button variant="danger" disabled={count === 0} onClick={() => setConfirming(true)}>
              {t('favorite.edit.delete', { count })}
            </Button>
          </div>
        ) : undefined
      }
    >
      <QueryState
        query={watchlist}
        skeleton={<QuoteRowSkeleton rows={6} label={t('common.loading')} />}
        errorMessage={error && t(displayErrorKey(error.key))}
        isEmpty={(quotes) => quotes.length === 0}
        empty={
          <Empty
            title={t('favorite.empty.title')}
            description={t('favorite.empty.description')}
            actions={
              <Button icon={<Icon icon={Search} />} onClick={() => navigate(paths.favorite.search)}>
                {t('favorite.empty.action')}
              </Button>
            }
          />
        }
      >
        {(quotes) => (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('favorite.edit.legend')}</legend>
            <ul className={styles.checkList}>
              {quotes.map((quote) => (
                <li key={quote.stockId} className={styles.checkRow}>
                  <Checkbox
                    checked={selected.has(quote.stockId)}
                    onChange={() => setPicked(toggleOne(selected, quote.stockId))}
                  >
                    <span className={styles.checkName}>{nameOf(quote)}</span>{' '}
                    <span className={styles.checkCode}>{quote.code}</span>
                  </Checkbox>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </QueryState>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('favorite.edit.confirmTitle', { count })}
        message={t('favorite.edit.confirmMessage')}
        confirmLabel={t('favorite.edit.confirm')}
        cancelLabel={t('common.cancel')}
        loadingLabel={t('common.sending')}
        destructive
        onConfirm={remove}
      />
    </Screen>
  );
}
