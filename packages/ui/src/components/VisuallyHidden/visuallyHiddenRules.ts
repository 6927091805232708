/**
 * The one way the kit hides text from the eye but not from screen readers: a 1 px clipped box
 * out of the flow. Plain rules so that a style that is hidden only until focused (the
 * pull-to-refresh keyboard button) can start from them and undo them on focus.
 */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The elements <VisuallyHidden> can render as. */
export const visuallyHiddenElements = ['span', 'div', 'p', 'caption', 'legend', 'h1', 'h2', 'h3', 'h4'] as const;
export type VisuallyHiddenElement = (typeof visuallyHiddenElements)[number];
