export { formatMoney, toBigOrNull, EMPTY_MONEY } from './money/format-money.ts';
