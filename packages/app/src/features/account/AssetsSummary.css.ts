import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

/** The skeleton's figures, in the shape of the summary's. */
export const figures = style({ display: 'flex', gap: vars.space.sm });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
