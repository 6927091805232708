import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

export const page = style({ padding: vars.space.xl, display: 'grid', gap: vars.space.md });
