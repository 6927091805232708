/**
 * Sizes are written in CSS pixels of a 375 px wide phone and expressed in rem, because the root
 * font size scales with the window (200/750 of its width): 1rem = 100 px at 375 px.
 */
export const rem = (px: number): string => `${px / 100}rem`;

/** A size that scales with the window but never drops below a floor (legibility, touch). */
export const remAtLeast = (px: number, floorPx: number): string => `max(${floorPx}px, ${rem(px)})`;
