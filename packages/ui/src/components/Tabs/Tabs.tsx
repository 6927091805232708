import { useEffect, useRef, type ReactNode } from 'react';
import { useTabs } from '../../headless/useTabs.ts';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import * as styles from './Tabs.css.ts';

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
  /** The tab's panel; leave it out when the content lives elsewhere on the screen. */
  panel?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<V extends string = string> {
  items: readonly TabItem<V>[];
  /** Names the tab list, e.g. "Order status". */
  label: string;
  value?: V;
  defaultValue?: V;
  onChange?: (value: V) => void;
  /** Keep inactive panels mounted (hidden), e.g. to keep their scroll position and state. */
  keepMounted?: boolean;
  /** Spread the tabs over the full width when they fit (default true). */
  fill?: boolean;
  data?: DataAttributes;
}

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs; a long list scrolls sideways and
 * keeps the selected tab in view.
 */
export function Tabs<V extends string = string>({
  items,
  label,
  value,
  defaultValue,
  onChange,
  keepMounted = false,
  fill = true,
  data,
}: TabsProps<V>) {
  const tabs = useTabs({ items, value, defaultValue, onChange });
  const listRef = useRef<HTMLDivElement>(null);
  const selectedId = tabs.selected === undefined ? undefined : tabs.tabId(tabs.selected);

  // A new list starts at its first tab: with that one selected there is nothing to bring into
  // view, and measuring the list would force the screen's first layout inside React's commit.
  const startsAtFirst = useRef(tabs.selected === items[0]?.value);
  useEffect(() => {
    if (startsAtFirst.current) {
      startsAtFirst.current = false;
      return;
    }
    const list = listRef.current;
    const tab = selectedId ? list?.ownerDocument.getElementById(selectedId) : null;
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const left = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
    const reduce = list.ownerDocument.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    list.scrollTo?.({ left, behavior: reduce ? 'auto' : 'smooth' });
  }, [selectedId]);

  return (
    <div {...buildDataAttributes(data)} className={styles.root}>
      <div ref={listRef} className={styles.list} data-fill={fill} {...tabs.tabListProps} aria-label={label}>
        {items.map((item) => {
          const props = tabs.getTabProps(item.value);
          return (
            <button
              key={item.value}
              className={styles.tab}
              {...props}
              aria-controls={item.panel === undefined ? undefined : props['aria-controls']}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        if (item.panel === undefined) return null;
        const props = tabs.getPanelProps(item.value);
        if (props.hidden && !keepMounted) return null;
        return (
          <div key={item.value} className={styles.panel} {...props}>
            {item.panel}
          </div>
        );
      })}
    </div>
  );
}
