import { useEffect, useRef, type RefObject } from 'react';
import { useGesture } from '@use-gesture/react';
import type { Glide } from '../chart/glide.ts';
import type { KlineModel } from '../chart/model.ts';

/** What the gestures act on: from `useKlineChart(…).gestures` (stable for the chart's life). */
export interface KlineGestureBinding {
  model: KlineModel;
  surfaceRef: RefObject<HTMLDivElement | null>;
  glide: Glide;
}

const LONG_PRESS_MS = 350;
const SLOP_PX = 6;

/**
 * Touch, mouse and wheel on the chart (built on @use-gesture): one finger or the mouse drags to pan
 * (with a glide after a flick), two fingers pinch to zoom around their middle, the wheel zooms
 * around the pointer (sideways: pans), holding a finger still or hovering the mouse shows the
 * crosshair, a tap shows or hides it. @use-gesture binds its listeners again on every render of
 * the component that calls this: call it from a component that does not re-render on each live
 * tick (KlineChart uses a memoised child).
 */
export function useKlineGestures({ model, surfaceRef, glide }: KlineGestureBinding): void {
  const local = (clientX: number, clientY: number): [number, number] => {
    const rect = surfaceRef.current?.getBoundingClientRect();
    return rect ? [clientX - rect.left, clientY - rect.top] : [clientX, clientY];
  };
  const press = useRef({ timer: undefined as ReturnType<typeof setTimeout> | undefined, crosshair: false });
  useEffect(
    () => () => {
      glide.stop();
      clearTimeout(press.current.timer);
    },
    [glide],
  );

  useGesture(
    {
      onPointerDown: ({ event }) => {
        glide.stop();
        clearTimeout(press.current.timer);
        press.current.crosshair = false;
        if (event.pointerType !== 'touch') return;
        const [x, y] = local(event.clientX, event.clientY);
        // Hold a finger still to inspect candles; moving first pans instead.
        press.current.timer = setTimeout(() => {
          press.current.crosshair = true;
          model.pointerAt(x, y);
        }, LONG_PRESS_MS);
      },
      onDrag: ({
        event,
        delta: [dx],
        movement: [mx, my],
        xy: [cx, cy],
        pinching,
        last,
        tap,
        velocity: [vx],
        direction: [dirX],
      }) => {
        const touch = 'pointerType' in event && event.pointerType === 'touch';
        if (pinching) {
          clearTimeout(press.current.timer);
          return;
        }
        if (touch && press.current.crosshair) {
          const [x, y] = local(cx, cy);
          model.pointerAt(x, y);
          return;
        }
        if (Math.abs(mx) > SLOP_PX || Math.abs(my) > SLOP_PX) clearTimeout(press.current.timer);
        if (last) {
          clearTimeout(press.current.timer);
          if (tap && touch) {
            // A tap shows the crosshair at the candle, or hides it.
            if (model.cursor) model.clearCursor();
            else model.pointerAt(...local(cx, cy));
          } else if (!tap) glide.start(vx * dirX);
          return;
        }
        if (!tap) model.panPixels(dx);
      },
      onPinch: ({ origin: [ox], offset: [scale], first, memo }) => {
        glide.stop();
        clearTimeout(press.current.timer);
        const previous = first || typeof memo !== 'number' ? scale : memo;
        if (previous > 0 && scale !== previous) model.zoom(scale / previous, local(ox, 0)[0]);
        return scale;
      },
      onWheel: ({ event, delta: [dx, dy] }) => {
        event.preventDefault();
        glide.stop();
        const [x] = local(event.clientX, event.clientY);
        if (event.ctrlKey) model.zoom(Math.exp(-dy * 0.01), x);
        else if (Math.abs(dx) > Math.abs(dy)) model.panPixels(-dx);
        else model.zoom(Math.exp(-dy * 0.002), x);
      },
      onMove: ({ event, xy: [cx, cy], dragging }) => {
        if (dragging || !('pointerType' in event) || event.pointerType !== 'mouse') return;
        model.pointerAt(...local(cx, cy));
      },
      onHover: ({ hovering, event }) => {
        if (!hovering && 'pointerType' in event && event.pointerType === 'mouse') model.clearPointer();
      },
    },
    {
      target: surfaceRef as RefObject<HTMLDivElement>,
      eventOptions: { passive: false },
      drag: { filterTaps: true, pointer: { capture: true } },
      pinch: { scaleBounds: { min: 1e-6, max: 1e6 }, rubberband: false },
    },
  );
}
