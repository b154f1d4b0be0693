import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { LOADER_OFF_DELAY_MS } from '@staffdesk/shared/constants';

interface LoadingState {
  /** Requests that keep the bar on: counted so that one finishing does not hide another still running. */
  pending: number;
}

export const loadingStore = createStore<LoadingState>(() => ({ pending: 0 }));

export function startLoading(): void {
  loadingStore.setState((s) => ({ pending: s.pending + 1 }));
}

function stop(): void {
  loadingStore.setState((s) => ({ pending: Math.max(0, s.pending - 1) }));
}

/** Spec section 4: off at once on an error, and after a 300 ms delay on success. */
export function stopLoading(outcome: 'success' | 'error'): void {
  if (outcome === 'error') stop();
  else setTimeout(stop, LOADER_OFF_DELAY_MS);
}

export function isLoading(): boolean {
  return loadingStore.getState().pending > 0;
}

export function useIsLoading(): boolean {
  return useStore(loadingStore, (s) => s.pending > 0);
}
