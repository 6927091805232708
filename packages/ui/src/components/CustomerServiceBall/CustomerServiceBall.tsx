import { useEffect, useInsertionEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Headset } from 'lucide-react';
import type { Handler } from '@use-gesture/core/types';
import type * as DragGestureModule from '@use-gesture/vanilla';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { useControllableState } from '../../headless/useControllableState.ts';
import { useKitTexts } from '../../texts/KitTexts.tsx';
import {
  ballFallbackInsetBottom,
  ballFallbackSize,
  ballKeyStep,
  ballKeyStepLarge,
  clampToViewport,
  isDragMovement,
  nearerEdge,
  readViewport,
  refitToViewport,
  restingBallPosition,
  snapToEdge,
  tuckedBallPosition,
  type BallInsets,
  type BallPosition,
  type BallSize,
} from './ballPosition.ts';
import { useMeasuredHeight } from './useMeasuredHeight.ts';
import * as styles from './CustomerServiceBall.css.ts';

export interface CustomerServiceBallProps {
  /** Opens support (the app navigates to its support link). Called on a tap, click, Enter or Space; never after a drag. */
  onOpen: () => void;
  /** Accessible name; default the kit's `customerService` text. */
  label?: string;
  /**
   * Support has answered something the user has not read: a dot on the ball, and the kit's
   * `customerServiceUnread` text added to its name.
   */
  unread?: boolean | number;
  /** Controlled position, CSS px from the top-left of the viewport. */
  position?: BallPosition;
  /** Starting position when uncontrolled; default the bottom-right corner above the tab bar. */
  defaultPosition?: BallPosition;
  /** Called with the new position after a drag (snapped to an edge), an arrow key or a resize. */
  onPositionChange?: (position: BallPosition) => void;
  /** Distance (CSS px) from the bottom of the viewport for the default position. Default `insetBottom`. */
  offsetBottom?: number;
  /**
   * Room (CSS px) at the bottom of the viewport that the ball never enters, dragged, moved by keys
   * or placed, so that it covers neither a tab bar nor the line right above it. Default: the kit's
   * TabBar fixed at the bottom (the theme's height, its border, the home indicator's inset) plus
   * 12 px; `offsetBottom` when only that is given (a page without a tab bar).
   */
  insetBottom?: number;
  /**
   * At rest, half of the ball tucked behind the nearer side edge, so that over a list it covers
   * only a strip along the screen's edge, never the prices at the end of its rows. Pointing at it,
   * pressing it or focusing it brings it out whole; a tap on the tucked half opens at once.
   */
  tuck?: boolean;
  data?: DataAttributes;
}

const keyMoves: Record<string, readonly [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Dragging is an extra on top of a button that works at once (tap, keyboard), so the gesture
 * library (about 9 KiB gzip) loads after the screen rendered, not before it (issue #17).
 */
let dragGestureModule: Promise<typeof DragGestureModule> | undefined;
const loadDragGesture = () => (dragGestureModule ??= import('@use-gesture/vanilla'));

const sameSize = (a: BallSize, b: BallSize) => a.width === b.width && a.height === b.height;

/**
 * The floating customer-service button. Drag it (touch or mouse) anywhere; on release it snaps to
 * the nearer side edge. It always stays fully on screen and out of the bottom inset (the tab bar),
 * also after a resize or rotation. Keyboard users reach it in the tab order, open it with Enter or
 * Space and can move it out of the way with the arrow keys (Shift for larger steps).
 * Place it once near the root of a page: it is fixed to the viewport. Give the page's end
 * `customerServiceBallRoom` of space, so that its last line can scroll out from under the ball.
 * `data-placed="true"` says it has found its place (the tab bar measured by the browser's
 * layout) and `data-draggable="true"` that dragging is ready: code that reads its position waits
 * for both.
 */
export function CustomerServiceBall({
  onOpen,
  label,
  unread = false,
  position: positionProp,
  defaultPosition,
  onPositionChange,
  offsetBottom,
  insetBottom,
  tuck = false,
  data,
}: CustomerServiceBallProps) {
  const texts = useKitTexts();
  const name = label ?? texts.customerService;
  const hasUnread = typeof unread === 'number' ? unread > 0 : unread;
  const ref = useRef<HTMLButtonElement>(null);
  const [viewport, setViewport] = useState<BallSize>(readViewport);
  const [size, setSize] = useState<BallSize>(ballFallbackSize);
  const [insetProbe, themeInset, themeInsetKnown] = useMeasuredHeight();
  const insets: BallInsets = { top: 0, bottom: insetBottom ?? offsetBottom ?? themeInset ?? ballFallbackInsetBottom };
  const placed = insetBottom !== undefined || offsetBottom !== undefined || themeInsetKnown;
  // Moves animate only from the frame after the ball found its place: a first place taken after
  // the theme's inset was measured must not slide in from where the fallback had put it.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!placed || settled) return;
    const frame = requestAnimationFrame(() => setSettled(true));
    return () => cancelAnimationFrame(frame);
  }, [placed, settled]);
  // Null until the ball is moved: it rests above the bottom inset, wherever that is on this viewport.
  const [position, setPosition] = useControllableState<BallPosition | null>({
    value: positionProp,
    defaultValue: defaultPosition ?? null,
    onChange: (next) => {
      if (next) onPositionChange?.(next);
    },
  });
  /** Where the pointer has dragged the ball; null when not dragging. */
  const [dragPosition, setDragPosition] = useState<BallPosition | null>(null);
  const resting = restingBallPosition(viewport, size, offsetBottom ?? insets.bottom, insets);
  const shown = dragPosition ?? (position ? clampToViewport(position, size, viewport, insets) : resting);

  /** Pointed at, pressed or focused: a tucking ball comes out whole. */
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const tucked = tuck && !pointed && !focused && dragPosition === null;
  const drawn = tucked ? tuckedBallPosition(shown, size, viewport) : shown;

  /** Whether the current (or last) press became a drag: its click must not open support. */
  const dragged = useRef(false);
  const latest = useRef({ shown, moved: position !== null, size, viewport, insets, setPosition });
  useInsertionEffect(() => {
    latest.current = { shown, moved: position !== null, size, viewport, insets, setPosition };
  });

  // Keep the ball on screen when the viewport changes (resize, rotation, browser chrome). A ball
  // at rest stays at rest: its resting place follows the viewport by itself.
  useEffect(() => {
    const onResize = () => {
      const next = readViewport();
      const { shown: current, moved, size: own, viewport: before, insets: room, setPosition: commit } = latest.current;
      if (sameSize(next, before)) return;
      setViewport(next);
      if (moved) commit(refitToViewport(current, own, before, next, room));
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
    };
  }, []);

  // The ball's real size (it scales with the root font size, never under 48 px).
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const measured = { width: element.offsetWidth, height: element.offsetHeight };
      if (measured.width > 0 && measured.height > 0) {
        setSize((previous) => (sameSize(previous, measured) ? previous : measured));
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onDrag = useRef<Handler<'drag'>>(() => undefined);
  useInsertionEffect(() => {
    onDrag.current = ({ first, last, movement, memo }) => {
      const start: BallPosition = first || !memo ? latest.current.shown : (memo as BallPosition);
      if (first) dragged.current = false;
      if (!dragged.current && isDragMovement(movement)) dragged.current = true;
      if (!dragged.current) return start;
      const { size: own, viewport: view, insets: room } = latest.current;
      const next = clampToViewport({ x: start.x + movement[0], y: start.y + movement[1] }, own, view, room);
      if (last) {
        setDragPosition(null);
        latest.current.setPosition(snapToEdge(next, own, view, undefined, room));
      } else {
        setDragPosition(next);
      }
      return start;
    };
  });
  const [draggable, setDraggable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let gesture: { destroy: () => void } | undefined;
    let gone = false;
    void loadDragGesture().then(({ DragGesture }) => {
      if (gone) return;
      // Window listeners rather than pointer capture: synthetic (test) pointers cannot be captured.
      gesture = new DragGesture(element, (state) => onDrag.current(state), {
        pointer: { capture: false, keys: false },
      });
      setDraggable(true);
    });
    return () => {
      gone = true;
      gesture?.destroy();
    };
  }, []);

  const handlePointerDown = () => {
    dragged.current = false;
  };

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A keyboard click (detail 0) always opens; a pointer click opens only if it was not a drag.
    if (event.detail !== 0 && dragged.current) {
      dragged.current = false;
      return;
    }
    onOpen();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const direction = keyMoves[event.key];
    if (!direction || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault(); // no page scroll
    const step = event.shiftKey ? ballKeyStepLarge : ballKeyStep;
    setPosition(
      clampToViewport({ x: shown.x + direction[0] * step, y: shown.y + direction[1] * step }, size, viewport, insets),
    );
  };

  return (
    <button
      {...buildDataAttributes(data)}
      ref={ref}
      type="button"
      className={styles.ball}
      aria-label={hasUnread ? `${name}, ${texts.customerServiceUnread}` : name}
      data-dragging={dragPosition !== null}
      data-draggable={draggable}
      data-placed={settled}
      data-tucked={tucked ? nearerEdge(shown, size, viewport) : undefined}
      style={{ transform: `translate3d(${drawn.x}px, ${drawn.y}px, 0)` }}
      onPointerEnter={() => setPointed(true)}
      onPointerLeave={() => setPointed(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onPointerDown={handlePointerDown}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
    >
      <span ref={insetProbe} className={styles.insetProbe} aria-hidden="true" />
      <Headset className={styles.icon} aria-hidden="true" />
      {hasUnread ? <span className={styles.unreadDot} aria-hidden="true" data-unread-dot="" /> : null}
    </button>
  );
}
