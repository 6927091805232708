import { useCallback, useEffect, useId, useState, type ReactNode, type RefObject } from 'react';
import { X } from 'lucide-react';
import type { DataAttributes } from '../../private/dataAttributes.ts';
import { useKitTexts } from '../../texts/KitTexts.tsx';
import { Popup } from '../Popup/Popup.tsx';
import * as styles from './Sheet.css.ts';

interface SheetBaseProps {
  open: boolean;
  onClose: () => void;
  /** Shown under the title, and read as the sheet's description. */
  description?: ReactNode;
  /** A close button in the header (default true). */
  showClose?: boolean;
  /** Name of the close button; the kit's "Close" by default. */
  closeLabel?: string;
  /** Fixed content under the scrolling body, e.g. the sheet's primary button. */
  footer?: ReactNode;
  closeOnOverlayClick?: boolean;
  closeOnEscape?: boolean;
  initialFocusRef?: RefObject<HTMLElement | null>;
  children?: ReactNode;
  data?: DataAttributes;
}

/** A sheet is named by its visible title, or by `label` when it has none. */
export type SheetProps = SheetBaseProps & ({ title: ReactNode; label?: string } | { title?: undefined; label: string });

/** A bottom sheet: the kit's way to offer choices and short tasks over the current screen. */
export function Sheet({
  open,
  onClose,
  title,
  label,
  description,
  showClose = true,
  closeLabel,
  footer,
  closeOnOverlayClick,
  closeOnEscape,
  initialFocusRef,
  children,
  data,
}: SheetProps) {
  const texts = useKitTexts();
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const hasTitle = title !== undefined && title !== null;
  const hasDescription = description !== undefined && description !== null;
  const [setBody, bodyOverflows] = useScrollable();
  return (
    <Popup
      open={open}
      onClose={onClose}
      position="bottom"
      labelledBy={hasTitle ? titleId : undefined}
      describedBy={hasDescription ? descriptionId : undefined}
      label={hasTitle ? undefined : label}
      closeOnOverlayClick={closeOnOverlayClick}
      closeOnEscape={closeOnEscape}
      initialFocusRef={initialFocusRef}
      data={data}
    >
      {hasTitle || showClose ? (
        <div className={styles.header}>
          {hasTitle ? (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          ) : null}
          {showClose ? (
            <button type="button" className={styles.close} aria-label={closeLabel ?? texts.close} onClick={onClose}>
              <X className={styles.icon} aria-hidden="true" />
            </button>
          ) : null}
        </div>
      ) : null}
      {hasDescription ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {children !== undefined ? (
        // A body that scrolls must be reachable by keyboard to scroll it (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div ref={setBody} className={styles.body} tabIndex={bodyOverflows ? 0 : undefined}>
          {children}
        </div>
      ) : null}
      {footer !== undefined ? <div className={styles.footer}>{footer}</div> : null}
      <div className={styles.safeArea} aria-hidden="true" />
    </Popup>
  );
}

/** Whether an element's content overflows it, kept up to date as it resizes. */
function useScrollable() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [overflows, setOverflows] = useState(false);
  // Measured as soon as the element is attached (before paint), then on every resize.
  const attach = useCallback((node: HTMLElement | null) => {
    setElement(node);
    if (node) setOverflows(node.scrollHeight > node.clientHeight + 1);
  }, []);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOverflows(element.scrollHeight > element.clientHeight + 1));
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);
  return [attach, overflows] as const;
}
