import { useState, type ReactNode } from 'react';
import * as styles from './ChartTable.css.ts';

export interface ChartTableRow {
  key: string;
  /** The row's head: its date or time. */
  head: ReactNode;
  /** Its values, one per column after the first. */
  cells: readonly ReactNode[];
}

export interface ChartTableProps {
  /** The disclosure's words ("Als tabel tonen"). */
  toggleLabel: string;
  /** The table's caption: the chart's words, as its label says them. */
  caption: string;
  /** The columns' heads; the first heads the rows' dates or times. */
  columns: readonly string[];
  rows: readonly ChartTableRow[];
}

/**
 * A chart's values as a table behind a disclosure, for whoever wants the figures rather than the
 * line (screen readers hear the chart's label; the table gives the details). Rendered only when
 * opened: a long history costs nothing until then.
 */
export function ChartTable({ toggleLabel, caption, columns, rows }: ChartTableProps) {
  const [open, setOpen] = useState(false);
  const [rowHead, ...valueHeads] = columns;
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>{toggleLabel}</summary>
      {open ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>{caption}</caption>
            <thead>
              <tr>
                <th className={styles.headCell} scope="col">
                  {rowHead}
                </th>
                {valueHeads.map((head) => (
                  <th key={head} className={styles.cell} scope="col">
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th className={styles.headCell} scope="row">
                    {row.head}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td key={index} className={styles.cell}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </details>
  );
}
