import { style } from '@vanilla-extract/css';
import { vars } from '@broker/ui';

/**
 * Two buttons side by side (buy and sell; close and cancel). A file of its own: the stock
 * detail's chunk takes the buy and sell buttons, and with them only this style.
 */
export const pair = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });
