/** A band of y (CSS px) that value labels keep clear of: the last price's tag. */
export interface LabelBand {
  top: number;
  bottom: number;
}

/** The last price's tag around its line at `y`: as tall as the text and 3 px above and below (render/text.ts `tag`). */
export const tagBand = (y: number, fontSize: number): LabelBand => ({
  top: y - (fontSize + 6) / 2,
  bottom: y + (fontSize + 6) / 2,
});

/**
 * The value ticks whose labels are drawn: each label sits right above its grid line (its text
 * from `y − 2 − fontSize` to `y − 2`), inside the pane, and not where it would meet the last
 * price's tag, which says the newer number (a tick of 23,00 under a tag of 23,02 would read as
 * one smudge).
 */
export function drawnValueTicks(
  ticks: readonly number[],
  yOf: (value: number) => number,
  pane: { top: number; bottom: number },
  fontSize: number,
  avoid?: LabelBand | null,
): number[] {
  return ticks.filter((tick) => {
    const y = yOf(tick);
    if (y - fontSize < pane.top || y > pane.bottom) return false;
    if (!avoid) return true;
    const labelTop = y - 2 - fontSize;
    const labelBottom = y - 2;
    return labelBottom <= avoid.top || labelTop >= avoid.bottom;
  });
}
