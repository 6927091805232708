export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden.tsx';
export { visuallyHiddenElements, type VisuallyHiddenElement } from './visuallyHiddenRules.ts';
