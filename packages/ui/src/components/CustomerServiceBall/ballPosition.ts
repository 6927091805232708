/** A point in CSS px from the top-left corner of the viewport. */
export interface BallPosition {
  x: number;
  y: number;
}

/** A width and height in CSS px. */
export interface BallSize {
  width: number;
  height: number;
}

/** Gap (CSS px) kept between the ball and the side edge it snaps to. */
export const ballEdgeGap = 12;

/** How far (CSS px) a pointer must travel before a press counts as a drag rather than a tap. */
export const ballDragThreshold = 6;

/** Arrow-key steps (CSS px): plain and with Shift. */
export const ballKeyStep = 16;
export const ballKeyStepLarge = 64;

/** The ball's size before it is measured (it is at least 48 px). */
export const ballFallbackSize: BallSize = { width: 48, height: 48 };

/**
 * Room (CSS px) kept clear at the top and bottom of the viewport: the ball never goes there,
 * whether dragged, moved by keys, placed by the app or refitted after a rotation. At the bottom:
 * a tab bar and a gap above it, so that neither it nor the page's last line above it is covered.
 */
export interface BallInsets {
  top: number;
  bottom: number;
}

/** No room kept clear: the whole viewport. */
export const noBallInsets: BallInsets = { top: 0, bottom: 0 };

/** The bottom inset when the theme's tab bar cannot be measured (outside a browser): a 56 px bar and a gap. */
export const ballFallbackInsetBottom = 88;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Keeps the ball fully inside the viewport and out of its insets (a ball larger than the room
 * left sticks to the top-left of it).
 */
export function clampToViewport(
  position: BallPosition,
  size: BallSize,
  viewport: BallSize,
  insets: BallInsets = noBallInsets,
): BallPosition {
  return {
    x: clamp(position.x, 0, viewport.width - size.width),
    y: clamp(position.y, insets.top, viewport.height - insets.bottom - size.height),
  };
}

/** Whether a pointer movement ([dx, dy] since the press) is a drag; anything shorter is a tap. */
export function isDragMovement([dx, dy]: readonly [number, number], threshold = ballDragThreshold): boolean {
  return Math.hypot(dx, dy) >= threshold;
}

/**
 * Moves the ball to the nearer side edge (by its centre; the middle goes right), keeping its
 * height within the viewport and out of its insets.
 */
export function snapToEdge(
  position: BallPosition,
  size: BallSize,
  viewport: BallSize,
  gap = ballEdgeGap,
  insets: BallInsets = noBallInsets,
): BallPosition {
  const centre = position.x + size.width / 2;
  const x = centre < viewport.width / 2 ? gap : viewport.width - size.width - gap;
  return clampToViewport({ x, y: position.y }, size, viewport, insets);
}

/**
 * Where the ball goes when the viewport changes (resize, rotation): it keeps its distance to the
 * nearer edges, so a ball at the bottom right stays at the bottom right, then is clamped.
 */
export function refitToViewport(
  position: BallPosition,
  size: BallSize,
  from: BallSize,
  to: BallSize,
  insets: BallInsets = noBallInsets,
): BallPosition {
  const keep = (start: number, extent: number, before: number, after: number) =>
    start + extent / 2 < before / 2 ? start : after - extent - (before - extent - start);
  return clampToViewport(
    { x: keep(position.x, size.width, from.width, to.width), y: keep(position.y, size.height, from.height, to.height) },
    size,
    to,
    insets,
  );
}

/** The side edge a ball is nearer to, by its centre (the middle counts as right, as snapToEdge). */
export function nearerEdge(position: BallPosition, size: BallSize, viewport: BallSize): 'left' | 'right' {
  return position.x + size.width / 2 < viewport.width / 2 ? 'left' : 'right';
}

/**
 * Where a tucked ball is drawn: half of it behind the nearer side edge, at the same height, so
 * that on screen it takes only a strip of half its width along the edge.
 */
export function tuckedBallPosition(position: BallPosition, size: BallSize, viewport: BallSize): BallPosition {
  const x = nearerEdge(position, size, viewport) === 'left' ? -size.width / 2 : viewport.width - size.width / 2;
  return { x, y: position.y };
}

/** The resting place: at the right edge, `offsetBottom` px above the bottom (clear of a tab bar). */
export function defaultBallPosition(viewport: BallSize, size: BallSize, offsetBottom: number): BallPosition {
  return clampToViewport(
    { x: viewport.width - size.width - ballEdgeGap, y: viewport.height - size.height - offsetBottom },
    size,
    viewport,
  );
}

/**
 * Where the ball rests until it is moved: at the right edge, `offsetBottom` px above the bottom,
 * and never inside the insets.
 */
export function restingBallPosition(
  viewport: BallSize,
  size: BallSize,
  offsetBottom: number,
  insets: BallInsets,
): BallPosition {
  return clampToViewport(defaultBallPosition(viewport, size, offsetBottom), size, viewport, insets);
}

/** The layout viewport in CSS px (without scrollbars), or a phone-sized stand-in outside a browser. */
export function readViewport(): BallSize {
  if (typeof window === 'undefined') return { width: 375, height: 667 };
  const root = window.document.documentElement;
  return {
    width: root.clientWidth || window.innerWidth,
    height: root.clientHeight || window.innerHeight,
  };
}
