import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownUp } from 'lucide-react';
import { Button, Icon, Picker, SegmentedControl, VisuallyHidden } from '@broker/ui';
import type { StockSort, TradableMarket } from '@broker/domain';
import { listMarkets, listSorts, marketSegmentTexts } from './marketView.ts';
import * as styles from './market.css.ts';

/**
 * The markets switcher (nl, de, usd): short labels that fit a phone ('NL'), full names for
 * screen readers ('Nederland'); a name that is its own short label (荷蘭) is shown and read once.
 */
export function MarketSwitcher({
  value,
  onChange,
}: {
  value: TradableMarket;
  onChange: (market: TradableMarket) => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      label={t('market.marketLabel')}
      options={listMarkets.map((market) => {
        const { shown, spokenInstead } = marketSegmentTexts(
          t(`market.marketShort.${market}`),
          t(`market.markets.${market}`),
        );
        return {
          value: market,
          label: spokenInstead ? (
            <>
              <span aria-hidden="true">{shown}</span>
              <VisuallyHidden>{spokenInstead}</VisuallyHidden>
            </>
          ) : (
            shown
          ),
        };
      })}
      value={value}
      onChange={onChange}
    />
  );
}

/** The sort of a stock list: the current one on a button that opens the choice in a bottom sheet. */
export function SortPicker({ value, onChange }: { value: StockSort; onChange: (sort: StockSort) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.sortRow}>
      <Button variant="ghost" icon={<Icon icon={ArrowDownUp} size="sm" />} onClick={() => setOpen(true)}>
        {t('market.sortButton', { sort: t(`market.sort.${value}`) })}
      </Button>
      <Picker
        open={open}
        onClose={() => setOpen(false)}
        title={t('market.sortLabel')}
        options={listSorts.map((sort) => ({ value: sort, label: t(`market.sort.${sort}`) }))}
        value={value}
        onChange={onChange}
        confirmLabel={t('common.confirm')}
        cancelLabel={t('common.cancel')}
      />
    </div>
  );
}
