import { useCallback, useId, type KeyboardEvent } from 'react';
import { useControllableState } from './useControllableState.ts';

export interface TabsItem<V extends string = string> {
  value: V;
  disabled?: boolean;
}

export interface UseTabsOptions<V extends string = string> {
  items: readonly TabsItem<V>[];
  /** Controlled selected tab. */
  value?: V | undefined;
  /** Starting tab when uncontrolled; the first enabled one by default. */
  defaultValue?: V | undefined;
  onChange?: ((value: V) => void) | undefined;
  orientation?: 'horizontal' | 'vertical';
  /** 'automatic': arrow keys select as they move (default); 'manual': Enter or Space selects. */
  activation?: 'automatic' | 'manual';
}

export interface TabElementProps {
  id: string;
  role: 'tab';
  type: 'button';
  'aria-selected': boolean;
  'aria-controls': string;
  'aria-disabled': true | undefined;
  tabIndex: 0 | -1;
  'data-selected': boolean;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export interface TabPanelElementProps {
  id: string;
  role: 'tabpanel';
  'aria-labelledby': string;
  tabIndex: 0;
  hidden: boolean;
}

/**
 * Headless WAI-ARIA tabs: roles and ids, roving tabindex, arrow keys / Home / End (skipping
 * disabled tabs, wrapping around), controlled or uncontrolled selection.
 */
export function useTabs<V extends string = string>({
  items,
  value,
  defaultValue,
  onChange,
  orientation = 'horizontal',
  activation = 'automatic',
}: UseTabsOptions<V>) {
  const firstEnabled = items.find((item) => !item.disabled)?.value ?? items[0]?.value;
  const [selected, setSelected] = useControllableState<V | undefined>({
    value,
    defaultValue: defaultValue ?? firstEnabled,
    onChange: (next) => {
      if (next !== undefined) onChange?.(next);
    },
  });
  const base = useId();
  const indexOf = (target: V | undefined) => items.findIndex((item) => item.value === target);
  const tabId = (target: V) => `${base}-tab-${indexOf(target)}`;
  const panelId = (target: V) => `${base}-panel-${indexOf(target)}`;
  // The tab that takes part in the Tab order: the selected one, or the first enabled.
  const focusable = indexOf(selected) >= 0 && !items[indexOf(selected)]?.disabled ? selected : firstEnabled;

  const select = useCallback(
    (next: V) => {
      if (items.find((item) => item.value === next)?.disabled) return;
      setSelected(next);
    },
    [items, setSelected],
  );

  const onKeyDown = (from: V) => (event: KeyboardEvent<HTMLElement>) => {
    const previousKey = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
    const nextKey = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
    const enabled = items.map((item, index) => ({ item, index })).filter(({ item }) => !item.disabled);
    if (enabled.length === 0) return;
    const at = enabled.findIndex(({ item }) => item.value === from);
    let target: number;
    if (event.key === nextKey) target = (at + 1) % enabled.length;
    else if (event.key === previousKey) target = (at - 1 + enabled.length) % enabled.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = enabled.length - 1;
    else return;
    event.preventDefault();
    const next = enabled[target]!;
    event.currentTarget.ownerDocument.getElementById(`${base}-tab-${next.index}`)?.focus();
    if (activation === 'automatic') select(next.item.value);
  };

  const getTabProps = (tab: V): TabElementProps => {
    const disabled = items[indexOf(tab)]?.disabled ?? false;
    return {
      id: tabId(tab),
      role: 'tab',
      type: 'button',
      'aria-selected': tab === selected,
      'aria-controls': panelId(tab),
      'aria-disabled': disabled || undefined,
      tabIndex: tab === focusable ? 0 : -1,
      'data-selected': tab === selected,
      onClick: () => select(tab),
      onKeyDown: onKeyDown(tab),
    };
  };

  const getPanelProps = (tab: V): TabPanelElementProps => ({
    id: panelId(tab),
    role: 'tabpanel',
    'aria-labelledby': tabId(tab),
    tabIndex: 0,
    hidden: tab !== selected,
  });

  return {
    selected,
    select,
    tabId,
    panelId,
    tabListProps: { role: 'tablist' as const, 'aria-orientation': orientation },
    getTabProps,
    getPanelProps,
  };
}
