import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownUp } from 'lucide-react';
import { Button, Icon, Picker } from '@broker/ui';
import type { StockSort } from '@broker/domain';
import { listSorts } from './marketView.ts';
import * as styles from './market.css.ts';

/*
 * Apart from the market switcher: the home screen shows the switcher, and the sort's bottom sheet
 * (with the popup under it) is only for the stock list (issue #17).
 */

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
