import { useId, useRef } from 'react';
import { Search, Trash2, X } from 'lucide-react';
import type { SearchHistoryItem } from '@broker/domain';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { useControllableState } from '../../headless/useControllableState.ts';
import { useKitTexts } from '../../texts/KitTexts.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './SearchBar.css.ts';

export interface SearchBarProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Enter or the keyboard's search key. */
  onSubmit?: (value: string) => void;
  /** Names the search field; the kit text "Search" by default. */
  label?: string;
  /** The kit text "Search by code or name" by default. */
  placeholder?: string;
  /** Recent searches, newest first (`addToSearchHistory` of @broker/domain). */
  history?: readonly SearchHistoryItem[];
  onPick?: (item: SearchHistoryItem) => void;
  onClearHistory?: () => void;
  autoFocus?: boolean;
  data?: DataAttributes;
}

/** A search field with a clear button, Enter to submit, and recent searches as chips below. */
export function SearchBar({
  value,
  defaultValue = '',
  onChange,
  onSubmit,
  label,
  placeholder,
  history = [],
  onPick,
  onClearHistory,
  autoFocus,
  data,
}: SearchBarProps) {
  const texts = useKitTexts();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useControllableState({ value, defaultValue, onChange });
  return (
    <div {...buildDataAttributes(data)} className={styles.root}>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.(current.trim());
        }}
      >
        <span className={styles.searchIcon}>
          <Icon icon={Search} size="sm" />
        </span>
        <input
          ref={inputRef}
          className={styles.input}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          aria-label={label ?? texts.search.label}
          placeholder={placeholder ?? texts.search.placeholder}
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a search screen opens to type
          autoFocus={autoFocus}
        />
        {current ? (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={texts.search.clear}
            onClick={() => {
              setCurrent('');
              inputRef.current?.focus();
            }}
          >
            <Icon icon={X} size="sm" />
          </button>
        ) : null}
      </form>
      {history.length > 0 ? (
        <section aria-labelledby={`${id}-history`}>
          <div className={styles.historyHeader}>
            <h2 id={`${id}-history`} className={styles.historyTitle}>
              {texts.search.history}
            </h2>
            {onClearHistory ? (
              <button
                type="button"
                className={styles.iconButton}
                aria-label={texts.search.clearHistory}
                onClick={onClearHistory}
              >
                <Icon icon={Trash2} size="sm" />
              </button>
            ) : null}
          </div>
          <ul className={styles.chips}>
            {history.map((item) => (
              <li key={item.stockId}>
                <button type="button" className={styles.chip} onClick={() => onPick?.(item)}>
                  {item.name}
                  <span className={styles.chipCode}>{item.code}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
