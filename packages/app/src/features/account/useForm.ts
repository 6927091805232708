import { useCallback, useId, useState } from 'react';
import type { FieldErrors } from './formErrors.ts';

/**
 * The state of a small form: what was typed (kept on failure), the error per field (cleared
 * when that field changes) and stable ids so that the first invalid field can take the focus.
 */
export function useForm<F extends string>(initial: Readonly<Record<F, string>>) {
  const formId = useId();
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const fieldId = useCallback((field: F | string) => `${formId}-${field}`, [formId]);

  const change = useCallback(
    (field: F) => (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => {
        if (!(field in current)) return current;
        const { [field]: _removed, ...rest } = current;
        return rest;
      });
    },
    [],
  );

  /** Shows the errors and moves the focus to the first invalid field of `order` that has an id. */
  const showErrors = useCallback(
    (next: FieldErrors, order: readonly string[]) => {
      setErrors(next);
      for (const field of order) {
        const element = next[field] ? document.getElementById(fieldId(field)) : null;
        if (element) {
          element.focus();
          break;
        }
      }
    },
    [fieldId],
  );

  return { formId, values, errors, change, fieldId, showErrors, setErrors };
}
