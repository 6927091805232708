import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { FocusTrap } from 'focus-trap-react';
import { useDialog } from '../../headless/useDialog.ts';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { usePortalContainer } from '../ThemeRoot/ThemeRoot.tsx';
import type { PopupPosition } from './popupPositions.ts';
import { lockPageScroll } from './scrollLock.ts';
import * as styles from './Popup.css.ts';

export interface PopupProps {
  open: boolean;
  /** Asked to close: Escape, a tap on the overlay, or a close button inside. */
  onClose: () => void;
  position?: PopupPosition;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /** Id of the visible title that names the popup. */
  labelledBy?: string;
  /** Id of the text that describes the popup. */
  describedBy?: string;
  /** Accessible name when there is no visible title. */
  label?: string;
  /** A tap on the overlay closes the popup (default true). */
  closeOnOverlayClick?: boolean;
  /** Escape closes the popup (default true). */
  closeOnEscape?: boolean;
  /** What gets focus on opening; by default the popup itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  data?: DataAttributes;
}

/**
 * The base of every overlay: renders into the theme's portal over a dimmed page, locks the
 * page's scrolling, traps focus while open and returns it on close. Render it inside a
 * <ThemeRoot>: it shows nothing without one.
 */
export function Popup({
  open,
  onClose,
  position = 'bottom',
  children,
  role = 'dialog',
  labelledBy,
  describedBy,
  label,
  closeOnOverlayClick = true,
  closeOnEscape = true,
  initialFocusRef,
  data,
}: PopupProps) {
  const container = usePortalContainer();
  const panelRef = useRef<HTMLDivElement>(null);
  const dialog = useDialog({
    open,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
    closeOnEscape,
    role,
    titleId: labelledBy,
    descriptionId: describedBy,
    withTitle: labelledBy !== undefined,
    withDescription: describedBy !== undefined,
  });

  // After closing, stay a moment for the exit animation (none under reduced motion).
  const [leaving, setLeaving] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setLeaving(!open);
  }
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setLeaving(false), panelRef.current ? animationMs(panelRef.current) : 0);
    return () => clearTimeout(timer);
  }, [leaving]);

  // A popup left open when its screen goes — hidden by a kept-alive route (React's <Activity>
  // disconnects its effects) or unmounted — asks to close, so that coming back never finds a
  // confirmation still open over a screen that moved on. The close waits a tick: StrictMode's
  // mount check and a re-render run the effect again at once, which cancels it.
  const latest = useRef({ open, onClose });
  useLayoutEffect(() => {
    latest.current = { open, onClose };
  });
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(leaveTimer.current);
    if (!open) return;
    return () => {
      if (!latest.current.open) return;
      leaveTimer.current = setTimeout(() => latest.current.onClose(), 0);
    };
  }, [open]);

  const visible = open && container !== null;
  useEffect(() => {
    if (!visible) return;
    return lockPageScroll(document);
  }, [visible]);

  if (container === null || !(open || leaving)) return null;
  return createPortal(
    <FocusTrap
      active={open}
      focusTrapOptions={{
        initialFocus: () => initialFocusRef?.current ?? panelRef.current ?? false,
        fallbackFocus: () => panelRef.current!,
        escapeDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: true,
      }}
    >
      <div className={styles.root} data-position={position} data-state={open ? 'open' : 'closed'} inert={!open}>
        <div
          className={styles.overlay}
          aria-hidden="true"
          data-popup-overlay=""
          onClick={closeOnOverlayClick ? onClose : undefined}
        />
        <div
          {...buildDataAttributes(data)}
          ref={panelRef}
          className={styles.panel}
          {...dialog.dialogProps}
          aria-label={label}
        >
          {children}
        </div>
      </div>
    </FocusTrap>,
    container,
  );
}

/** The longest animation on an element (duration + delay), in ms; 0 where nothing animates. */
function animationMs(element: HTMLElement): number {
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  if (!style) return 0;
  const toMs = (list: string) =>
    list.split(',').map((part) => {
      const value = Number.parseFloat(part);
      if (Number.isNaN(value)) return 0;
      return part.trim().endsWith('ms') ? value : value * 1000;
    });
  const durations = toMs(style.animationDuration);
  const delays = toMs(style.animationDelay);
  return Math.max(0, ...durations.map((duration, index) => duration + (delays[index] ?? 0)));
}
