import { memo } from 'react';
import type { KlineTable as KlineTableData, KlineTableRow } from '../../chart/a11y.ts';
import * as styles from './KlineChart.css.ts';

/** A row re-renders only when its candle does (rows are cached per candle object). */
const Row = memo(function Row({ row }: { row: KlineTableRow }) {
  const [time, ...values] = row.cells;
  return (
    <tr>
      <th scope="row">{time}</th>
      {values.map((value, index) => (
        <td key={index}>{value}</td>
      ))}
    </tr>
  );
});

/**
 * The candles in view for screen readers: time, then OHLC (or price and average) and volume.
 * It changes at most once a second; live ticks re-render the chart, never the table.
 */
export const KlineTable = memo(function KlineTable({ table }: { table: KlineTableData }) {
  return (
    <div className={styles.tableFrame}>
      <table className={styles.table}>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <Row key={row.key} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
});
