import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useDialog } from '../../headless/useDialog.ts';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { usePortalContainer } from '../ThemeRoot/ThemeRoot.tsx';
import type { PopupPosition } from './popupPositions.ts';
import { lockPageScroll } from './scrollLock.ts';
import type * as FocusTrapModule from 'focus-trap';
import * as styles from './Popup.css.ts';

/**
 * The focus trap (focus-trap with tabbable: about 9 KiB gzip) is only needed once a popup opens,
 * so it is not part of the screen's first load (issue #17): a popup starts the download when it
 * mounts, closed, after its screen rendered. An opening popup moves focus in at once itself and
 * the trap takes over Tab when it is there, which is before anyone can press Tab.
 */
let focusTrapModule: Promise<typeof FocusTrapModule> | undefined;
const loadFocusTrap = () => (focusTrapModule ??= import('focus-trap'));

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
  const rootRef = useRef<HTMLDivElement>(null);
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
  const latestInitialFocus = useRef(initialFocusRef);
  useLayoutEffect(() => {
    latest.current = { open, onClose };
    latestInitialFocus.current = initialFocusRef;
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
    void loadFocusTrap();
  }, []);
  // While open: focus goes in (the initial focus or the panel), Tab stays inside, and focus goes
  // back where it was on closing. Escape and outside taps are the popup's own (above).
  const returnFocusTo = useRef<Element | null>(null);
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!visible || !root) return;
    returnFocusTo.current = root.ownerDocument.activeElement;
    (latestInitialFocus.current?.current ?? panelRef.current)?.focus();
    let trap: { deactivate: () => unknown } | undefined;
    let closed = false;
    void loadFocusTrap().then(({ createFocusTrap }) => {
      if (closed) return;
      trap = createFocusTrap(root, {
        initialFocus: false,
        fallbackFocus: () => panelRef.current ?? root,
        escapeDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: false,
      }).activate();
    });
    return () => {
      closed = true;
      trap?.deactivate();
    };
  }, [visible]);
  // Focus goes back after the commit: React puts focus back on the element that had it before a
  // commit (inside the closing popup) once the DOM is updated, which a layout effect cannot outrun.
  useEffect(() => {
    if (!visible) return;
    return () => {
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
  }, [visible]);
  useEffect(() => {
    if (!visible) return;
    return lockPageScroll(document);
  }, [visible]);

  if (container === null || !(open || leaving)) return null;
  return createPortal(
    <div
      ref={rootRef}
      className={styles.root}
      data-position={position}
      data-state={open ? 'open' : 'closed'}
      inert={!open}
    >
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
    </div>,
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
