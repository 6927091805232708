import type { Notice } from '@broker/contract';

/**
 * The home screen's tabs (specification §2: stock, IPO, block trades, AI quantitative), in that
 * order; AI quantitative joins with its slice.
 */
export const homeTabs = ['stock', 'ipo', 'blockTrade'] as const;
export type HomeTab = (typeof homeTabs)[number];

export type GreetingKey = 'home.greeting.morning' | 'home.greeting.afternoon' | 'home.greeting.evening';

/** The header's greeting by the device's hour: morning 05–11, afternoon 12–17, else evening. */
export function greetingKey(hour: number): GreetingKey {
  if (hour >= 5 && hour < 12) return 'home.greeting.morning';
  if (hour >= 12 && hour < 18) return 'home.greeting.afternoon';
  return 'home.greeting.evening';
}

/** The newest notice (the server sends newest first; the dates decide if it did not). */
export function newestNotice(notices: readonly Notice[] | undefined): Notice | null {
  if (!notices || notices.length === 0) return null;
  return notices.reduce((newest, notice) => (notice.createdAt > newest.createdAt ? notice : newest));
}
