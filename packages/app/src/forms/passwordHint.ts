import type { TFunction } from 'i18next';
import { passwordStrength } from '@broker/domain';

/**
 * The hint under a new password: the policy (from the screen's own text) and, once something is
 * typed, the domain's strength estimate — a hint, never a rule (the server decides what is too
 * common). The field's hint is read by screen readers with the field.
 */
export function passwordHint(t: TFunction, policy: string, password: string): string {
  if (password === '') return policy;
  const strength = t(`common.passwordStrength.${passwordStrength(password)}`);
  return `${policy} · ${t('common.passwordStrength.label', { strength })}`;
}
