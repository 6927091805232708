import { formatDecimal, formatPercent, formatPriceChange } from '@broker/domain';
import { civilFromDays, type KlineTimeLabel } from './timeTicks.ts';
import { createZoneOffset } from './zoneOffset.ts';

/**
 * How the chart writes what users read. The app passes its own (exact decimals of the
 * instrument, its market's zone); the defaults follow the product format ('1.234,56',
 * 'YYYY.MM.DD HH:mm'). Values come in as numbers; change and percentage are derived exactly
 * (decimal arithmetic) before they get here.
 */
export interface KlineFormatters {
  price: (value: number) => string;
  volume: (value: number) => string;
  /** A signed price change, e.g. '+1,25'. */
  change: (value: number) => string;
  /** A signed percentage, e.g. '+0,45%'. */
  percent: (value: number) => string;
  /** A candle time (epoch ms): a tick's boundary ('year' … 'time') or a whole candle ('date', 'dateTime'). */
  time: (time: number, label: KlineTimeLabel) => string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const DAY = 86_400_000;

/**
 * The product's date formats in `timeZone`: 2024, 2024.03, 03.15, 09:30, 2024.03.15, 2024.03.15 09:30.
 * Wall-clock fields come from the zone's offset and calendar arithmetic rather than an Intl call
 * per label (axis labels are formatted every frame; the table formats hundreds of rows).
 */
export function defaultTimeFormat(timeZone: string): KlineFormatters['time'] {
  const offsetAt = createZoneOffset(timeZone);
  return (time, label) => {
    if (!Number.isFinite(time)) return '';
    const wall = time + offsetAt(time);
    const days = Math.floor(wall / DAY);
    const { year, month, day } = civilFromDays(days);
    const minutes = Math.floor((wall - days * DAY) / 60_000);
    const date = `${year}.${pad(month)}.${pad(day)}`;
    const clock = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
    switch (label) {
      case 'year':
        return String(year);
      case 'month':
        return `${year}.${pad(month)}`;
      case 'day':
        return `${pad(month)}.${pad(day)}`;
      case 'time':
        return clock;
      case 'date':
        return date;
      case 'dateTime':
        return `${date} ${clock}`;
      default:
        return label satisfies never;
    }
  };
}

export function defaultFormatters(timeZone: string): KlineFormatters {
  return {
    price: (value) => formatDecimal(value, 2),
    volume: (value) => formatDecimal(value, 0),
    change: (value) => formatPriceChange(value, 2),
    percent: (value) => formatPercent(value, 2),
    time: defaultTimeFormat(timeZone),
  };
}
