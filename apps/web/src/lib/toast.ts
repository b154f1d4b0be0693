import type { ExternalToast } from 'sonner';
import type * as SonnerModule from 'sonner';

/**
 * Toasts, with sonner loaded on first use rather than with the page: the login page must stay within its
 * JavaScript budget, and most visits to it show no toast before the user submits. Same calls as sonner's
 * `toast`, for the four kinds of spec section 8.
 */

type Sonner = typeof SonnerModule;
type Kind = 'success' | 'error' | 'info' | 'warning';

let ready: Promise<Sonner> | undefined;
let resolveReady: ((sonner: Sonner) => void) | undefined;
let mountToaster: (() => void) | undefined;

/** The host (in the app root) hands over how to mount the Toaster; a toast asked for earlier mounts it now. */
export function registerToasterHost(mount: () => void): () => void {
  mountToaster = mount;
  if (ready) mount();
  return () => {
    if (mountToaster === mount) mountToaster = undefined;
  };
}

/** The Toaster calls this once it listens, so no toast is published before anyone shows it. */
export function markToasterReady(sonner: Sonner): void {
  resolveReady?.(sonner);
}

function whenReady(): Promise<Sonner> {
  if (!ready) {
    ready = new Promise((resolve) => {
      resolveReady = resolve;
    });
    mountToaster?.();
  }
  return ready;
}

function show(kind: Kind, message: string, options?: ExternalToast): void {
  void whenReady().then(({ toast: sonnerToast }) => sonnerToast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
};

/** For tests: forget the loaded Toaster. */
export function resetToastsForTests(): void {
  ready = undefined;
  resolveReady = undefined;
  mountToaster = undefined;
}
