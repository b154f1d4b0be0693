import { useSyncExternalStore } from 'react';

/** Chromium's offer to install the app (not in the DOM's type library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's offer to install the app for the account menu's "Install app" (instead of the browser's own
 * banner), and forgets it once the app is installed. Called once at start: the offer may come before any screen.
 */
export function listenForInstallOffer(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

/** Whether the browser offers to install the app now. */
export function useCanInstallApp(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offer !== null,
  );
}

/** Shows the browser's install dialog; an offer is good for one dialog, so the item goes until the browser offers again. */
export async function installApp(): Promise<void> {
  const current = offer;
  if (!current) return;
  offer = null;
  changed();
  await current.prompt();
  await current.userChoice;
}

/** The service worker: push, and "You are offline" when a page cannot be fetched (public/sw.js). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // After the page has loaded, so the worker's install never competes with the app's first screen.
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .catch((err: unknown) => console.warn('The service worker was not registered:', err));
  });
}
