import { style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from './visuallyHiddenRules.ts';

/** Text for screen readers only. The kit's own components use this class; apps use <VisuallyHidden>. */
export const visuallyHidden = style(visuallyHiddenRules);
