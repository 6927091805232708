import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { KlineTexts } from '../../chart/a11y.ts';
import type { KlineFormatters } from '../../chart/format.ts';
import type { KlineModel } from '../../chart/model.ts';
import { KlineRenderer } from '../../chart/render/renderer.ts';

/**
 * Binds the canvas renderer to a model: draws in the first frame after mounting, redraws when the
 * theme around the chart changes (ThemeRoot's brand, scheme or up/down class) or the device pixel ratio does.
 */
export function useKlineRenderer(
  model: KlineModel,
  rootRef: RefObject<HTMLElement | null>,
  mainRef: RefObject<HTMLCanvasElement | null>,
  overlayRef: RefObject<HTMLCanvasElement | null>,
  format: KlineFormatters,
  texts: KlineTexts,
): void {
  const renderer = useRef<KlineRenderer | null>(null);
  const initial = useRef({ format, texts });

  useLayoutEffect(() => {
    const root = rootRef.current;
    const main = mainRef.current;
    const overlay = overlayRef.current;
    if (!root || !main || !overlay) return;
    const created = new KlineRenderer(model, main, overlay, root, initial.current.format, initial.current.texts);
    renderer.current = created;
    // The first frame draws it, with whatever else changes before then (a visible range set on mount).
    created.scheduleAll();
    if (!created.active) return () => created.destroy();

    const themeRoot = root.closest('[data-brand]') ?? document.documentElement;
    const themeWatch = new MutationObserver(() => created.refreshTheme());
    themeWatch.observe(themeRoot, { attributes: true, attributeFilter: ['class', 'data-brand', 'data-scheme'] });

    let dprQuery: MediaQueryList | null = null;
    const watchDpr = () => {
      dprQuery?.removeEventListener('change', onDpr);
      dprQuery = window.matchMedia?.(`(resolution: ${window.devicePixelRatio}dppx)`) ?? null;
      dprQuery?.addEventListener('change', onDpr);
    };
    const onDpr = () => {
      created.draw();
      watchDpr();
    };
    watchDpr();

    return () => {
      themeWatch.disconnect();
      dprQuery?.removeEventListener('change', onDpr);
      created.destroy();
      renderer.current = null;
    };
  }, [model, rootRef, mainRef, overlayRef]);

  useLayoutEffect(() => renderer.current?.setText(format, texts), [format, texts]);
}
