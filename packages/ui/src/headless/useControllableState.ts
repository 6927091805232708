import { useCallback, useInsertionEffect, useRef, useState } from 'react';

export interface ControllableStateOptions<T> {
  /** Controlled value; when given, the component follows it and only reports changes. */
  value?: T | undefined;
  /** Starting value when uncontrolled. */
  defaultValue: T;
  onChange?: ((value: T) => void) | undefined;
}

/**
 * One helper for controlled and uncontrolled components (value / defaultValue / onChange):
 * a component works both ways without duplicating its state logic.
 */
export function useControllableState<T>({ value, defaultValue, onChange }: ControllableStateOptions<T>) {
  const [own, setOwn] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  // The latest onChange without making setValue change identity on every render.
  const onChangeRef = useRef(onChange);
  useInsertionEffect(() => {
    onChangeRef.current = onChange;
  });

  const setValue = useCallback(
    (next: T | ((previous: T) => T)) => {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(current) : next;
      if (Object.is(resolved, current)) return;
      if (!controlled) setOwn(resolved);
      onChangeRef.current?.(resolved);
    },
    [controlled, current],
  );

  return [current, setValue] as const;
}
