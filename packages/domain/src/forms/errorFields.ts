import type { ErrorKey, WritePath } from '../messages/keys.ts';
import { accountErrorFields } from '../account/errorFields.ts';
import { blockTradeErrorFields } from '../blockTrade/errorFields.ts';
import { fundsErrorFields } from '../funds/errorFields.ts';
import { loanErrorFields } from '../loan/errorFields.ts';
import { intradayErrorFields } from '../intraday/errorFields.ts';
import { lendingErrorFields } from '../lending/errorFields.ts';
import { newShareErrorFields } from '../newShare/errorFields.ts';
import { supportErrorFields } from '../support/errorFields.ts';
import { tradingErrorFields } from '../trading/errorFields.ts';
import type { ErrorFieldTable } from './errorFieldTable.ts';

export type { ErrorFieldTable } from './errorFieldTable.ts';

/** Every slice's table (`domain/src/<slice>/errorFields.ts`; docs/slices.md). */
const tables: readonly ErrorFieldTable[] = [
  accountErrorFields,
  blockTradeErrorFields,
  fundsErrorFields,
  loanErrorFields,
  intradayErrorFields,
  lendingErrorFields,
  newShareErrorFields,
  supportErrorFields,
  tradingErrorFields,
];

/**
 * The request field a server answer on `path` belongs to, or null when it concerns the whole
 * request. `data` is the answer's data: `validation.*` answers carry `{ field }`.
 */
export function errorFieldOf(path: WritePath, key: string, data?: unknown): string | null {
  if (typeof data === 'object' && data !== null && 'field' in data && typeof data.field === 'string') {
    return data.field;
  }
  for (const table of tables) {
    const field = table[path]?.[key as ErrorKey];
    if (field !== undefined) return field;
  }
  return null;
}
