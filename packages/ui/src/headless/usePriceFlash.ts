import { useState } from 'react';
import { toBigOrNull } from '@broker/domain';

export interface PriceFlash {
  direction: 'up' | 'down';
  /** New for every change: use it as a React key to restart the flash animation. */
  id: number;
}

/**
 * Which way a live price last moved, for a brief flash: null until the price first changes.
 * Prices are compared as decimals; a value that is not a number does not flash. The caller
 * renders the flash (keyed by `id`) with a CSS animation that ends by itself, so no timer runs.
 */
export function usePriceFlash(price: string): PriceFlash | null {
  const [seen, setSeen] = useState<{ price: string; flash: PriceFlash | null; changes: number }>({
    price,
    flash: null,
    changes: 0,
  });
  if (seen.price !== price) {
    const next = toBigOrNull(price);
    const previous = toBigOrNull(seen.price);
    const order = next && previous ? next.cmp(previous) : 0;
    const changes = seen.changes + 1;
    setSeen({
      price,
      flash: order === 0 ? seen.flash : { direction: order > 0 ? 'up' : 'down', id: changes },
      changes,
    });
  }
  return seen.flash;
}
