import {
  useEffect,
  useInsertionEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { Headset } from 'lucide-react';
import { useDrag } from '@use-gesture/react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { useControllableState } from '../../headless/useControllableState.ts';
import { useKitTexts } from '../../texts/KitTexts.tsx';
import {
  ballFallbackSize,
  ballKeyStep,
  ballKeyStepLarge,
  clampToViewport,
  defaultBallPosition,
  isDragMovement,
  readViewport,
  refitToViewport,
  snapToEdge,
  type BallPosition,
  type BallSize,
} from './ballPosition.ts';
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
  /** Distance (CSS px) from the bottom of the viewport for the default position. Default 88 (above a tab bar). */
  offsetBottom?: number;
  data?: DataAttributes;
}

const keyMoves: Record<string, readonly [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const sameSize = (a: BallSize, b: BallSize) => a.width === b.width && a.height === b.height;

/**
 * The floating customer-service button. Drag it (touch or mouse) anywhere; on release it snaps to
 * the nearer side edge. It always stays fully on screen, also after a resize or rotation. Keyboard
 * users can move it out of the way with the arrow keys (Shift for larger steps).
 * Place it once near the root of a page: it is fixed to the viewport.
 */
export function CustomerServiceBall({
  onOpen,
  label,
  unread = false,
  position: positionProp,
  defaultPosition,
  onPositionChange,
  offsetBottom = 88,
  data,
}: CustomerServiceBallProps) {
  const texts = useKitTexts();
  const name = label ?? texts.customerService;
  const hasUnread = typeof unread === 'number' ? unread > 0 : unread;
  const ref = useRef<HTMLButtonElement>(null);
  const [viewport, setViewport] = useState<BallSize>(readViewport);
  const [size, setSize] = useState<BallSize>(ballFallbackSize);
  const [initial] = useState(
    () => defaultPosition ?? defaultBallPosition(readViewport(), ballFallbackSize, offsetBottom),
  );
  const [position, setPosition] = useControllableState<BallPosition>({
    value: positionProp,
    defaultValue: initial,
    onChange: onPositionChange,
  });
  /** Where the pointer has dragged the ball; null when not dragging. */
  const [dragPosition, setDragPosition] = useState<BallPosition | null>(null);
  const shown = dragPosition ?? clampToViewport(position, size, viewport);

  /** Whether the current (or last) press became a drag: its click must not open support. */
  const dragged = useRef(false);
  const latest = useRef({ shown, size, viewport, setPosition });
  useInsertionEffect(() => {
    latest.current = { shown, size, viewport, setPosition };
  });

  // Keep the ball on screen when the viewport changes (resize, rotation, browser chrome).
  useEffect(() => {
    const onResize = () => {
      const next = readViewport();
      const { shown: current, size: own, viewport: before, setPosition: commit } = latest.current;
      if (sameSize(next, before)) return;
      setViewport(next);
      commit(refitToViewport(current, own, before, next));
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

  const bind = useDrag(
    ({ first, last, movement, memo }) => {
      const start: BallPosition = first || !memo ? latest.current.shown : (memo as BallPosition);
      if (first) dragged.current = false;
      if (!dragged.current && isDragMovement(movement)) dragged.current = true;
      if (!dragged.current) return start;
      const { size: own, viewport: view } = latest.current;
      const next = clampToViewport({ x: start.x + movement[0], y: start.y + movement[1] }, own, view);
      if (last) {
        setDragPosition(null);
        latest.current.setPosition(snapToEdge(next, own, view));
      } else {
        setDragPosition(next);
      }
      return start;
    },
    // Window listeners rather than pointer capture: synthetic (test) pointers cannot be captured.
    { pointer: { capture: false, keys: false } },
  );
  const { onPointerDown, ...gestureHandlers } = bind();

  const handlePointerDown = (event: ReactPointerEvent<HTMLButtonElement>) => {
    dragged.current = false;
    onPointerDown?.(event);
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
      clampToViewport({ x: shown.x + direction[0] * step, y: shown.y + direction[1] * step }, size, viewport),
    );
  };

  return (
    <button
      {...buildDataAttributes(data)}
      {...gestureHandlers}
      ref={ref}
      type="button"
      className={styles.ball}
      aria-label={hasUnread ? `${name}, ${texts.customerServiceUnread}` : name}
      data-dragging={dragPosition !== null}
      style={{ transform: `translate3d(${shown.x}px, ${shown.y}px, 0)` }}
      onPointerDown={handlePointerDown}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
    >
      <Headset className={styles.icon} aria-hidden="true" />
      {hasUnread ? <span className={styles.unreadDot} aria-hidden="true" /> : null}
    </button>
  );
}
