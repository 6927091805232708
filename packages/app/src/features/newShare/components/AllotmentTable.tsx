import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@broker/domain';
import type { AllotmentRow } from '@broker/contract';
import { percent } from '../../../i18n/money.ts';
import * as styles from '../newShare.css.ts';

/**
 * The basis-of-allotment table of a draw (products.md §2): for each size of application, the
 * applicants, how many received a lot, the lots allotted and the win rate per lot. A real table
 * with a caption, in a frame that scrolls (focusable, so that a keyboard scrolls it too).
 */
export function AllotmentTable({ rows, caption }: { rows: readonly AllotmentRow[]; caption: string }) {
  const { t } = useTranslation();
  const captionId = useId();
  const count = (value: number) => formatDecimal(value, 0);
  return (
    // A scrolling region must be reachable by keyboard (axe "scrollable-region-focusable").
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              {t('newShare.verify.table.lotsApplied')}
            </th>
            <th scope="col" className={styles.headCell}>
              {t('newShare.verify.table.applicants')}
            </th>
            <th scope="col" className={styles.headCell}>
              {t('newShare.verify.table.successful')}
            </th>
            <th scope="col" className={styles.headCell}>
              {t('newShare.verify.table.lotsAllotted')}
            </th>
            <th scope="col" className={styles.headCell}>
              {t('newShare.verify.table.winRate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.lotsApplied}>
              <th scope="row" className={styles.cell}>
                {count(row.lotsApplied)}
              </th>
              <td className={styles.cell}>{count(row.applicants)}</td>
              <td className={styles.cell}>{count(row.successful)}</td>
              <td className={styles.cell}>{count(row.lotsAllotted)}</td>
              <td className={styles.cell}>{percent(row.winRatePct)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
