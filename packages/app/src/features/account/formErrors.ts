import type { TFunction } from 'i18next';
import type { Issue } from '@broker/domain';

/** Translated error texts by field: the first issue of each field (the domain's validators give them in check order). */
export type FieldErrors = Readonly<Record<string, string>>;

export function fieldErrors(issues: readonly Issue[], t: TFunction): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    errors[issue.field] ??= t(issue.key, { ...issue.params });
  }
  return errors;
}

/**
 * A server failure that belongs to one field (e.g. `error.password.wrongOriginal` → the old
 * password), shown next to it as well as in the shared client's toast; other keys give none.
 */
export function serverFieldError(
  key: string | undefined,
  fieldsByKey: Readonly<Record<string, string>>,
  t: TFunction,
): FieldErrors {
  const field = key ? fieldsByKey[key] : undefined;
  return field && key ? { [field]: t(key) } : {};
}
