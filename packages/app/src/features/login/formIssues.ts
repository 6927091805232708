import type { Issue } from '@broker/domain';
import { ApiFailure } from '../../api/client.ts';
import { paths } from '../../routes/paths.ts';

/** The `phone10` account rule's length (api.md §4.2): the phone field accepts no more digits. */
export const PHONE10_DIGITS = 10;

/** Message keys by form field: what a form shows next to each control. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first issue of each field (validators return them in the server's check order). */
export function fieldErrors<F extends string>(issues: readonly Issue[], fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = issue.field as F;
    if (fields.includes(field) && errors[field] === undefined) errors[field] = issue.key;
  }
  return errors;
}

/** Server answers of `user/register` that belong to one field (api.md §4.2). */
const registerFieldOfKey: Record<string, string> = {
  'error.account.exists': 'account',
  'error.invite.inviterNotFound': 'inviteCode',
  'error.password.mismatch': 'confirmPassword',
};

/**
 * Where a failed submit shows its message: next to a field (the server's `validation.*` name the
 * field in `data.field`; register's account, inviter and mismatch errors have a field of their
 * own), or otherwise under the whole form.
 */
export function placeFailure<F extends string>(
  failure: unknown,
  fields: readonly F[],
): { field: F; key: string } | { field: null; key: string } {
  const key = failure instanceof ApiFailure ? failure.key : 'error.submit.failed';
  const data = failure instanceof ApiFailure ? failure.data : null;
  const named =
    typeof data === 'object' && data !== null && 'field' in data && typeof data.field === 'string'
      ? data.field
      : registerFieldOfKey[key];
  if (named !== undefined && (fields as readonly string[]).includes(named)) return { field: named as F, key };
  return { field: null, key };
}

/**
 * Where to go after logging in: back to the private page that sent the user to the login
 * (RequireSession's `state.from`), else home. Never back into the login pages.
 */
export function afterLoginTarget(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string'
      ? state.from
      : null;
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/login/')) return paths.home.index;
  return from;
}
