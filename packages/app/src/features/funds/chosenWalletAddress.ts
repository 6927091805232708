import { useSyncExternalStore } from 'react';

/**
 * The wallet address chosen on /information/walletAddress?select=1 for the withdrawal form.
 *
 * Routes carry no path parameters and `navigate(-1)` cannot hand a value back, so the select
 * screen writes the id here and goes back; /information/cashOut reads it (and keeps reading it
 * while mounted). It lives in memory for the session only: after a reload the withdrawal form
 * starts with the first address again.
 */
let chosenId: string | null = null;
const listeners = new Set<() => void>();

export function chooseWalletAddress(id: string | null): void {
  chosenId = id;
  for (const listener of listeners) listener();
}

export const chosenWalletAddressId = (): string | null => chosenId;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The id of the chosen wallet address, or null when none was chosen yet. */
export function useChosenWalletAddressId(): string | null {
  return useSyncExternalStore(subscribe, chosenWalletAddressId);
}
