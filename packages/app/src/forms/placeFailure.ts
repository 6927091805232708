import { errorFieldOf, type WritePath } from '@broker/domain';
import { ApiFailure } from '../api/client.ts';

/** A failed submit, placed: next to `field`, or in the form's alert when `field` is null. */
export interface PlacedFailure {
  key: string;
  /** The server's parameters of the answer (bounds, windows…), null for client failures. */
  data: unknown;
  field: string | null;
}

/**
 * Where a failed write shows its message: next to the control of the request field the domain's
 * table names for this path and key (`errorFieldOf`; `validation.*` answers name theirs), mapped
 * through `fieldOf` where the screen shows a request field on another control (`cardId` →
 * `destination`), when the form has that control; otherwise under the whole form.
 */
export function placeFailure(
  path: WritePath,
  failure: unknown,
  fields: readonly string[],
  fieldOf: Readonly<Record<string, string>> = {},
): PlacedFailure {
  const key = failure instanceof ApiFailure ? failure.key : 'error.submit.failed';
  const data = failure instanceof ApiFailure ? failure.data : null;
  const requestField = errorFieldOf(path, key, data);
  const field = requestField === null ? null : (fieldOf[requestField] ?? requestField);
  return { key, data, field: field !== null && fields.includes(field) ? field : null };
}
