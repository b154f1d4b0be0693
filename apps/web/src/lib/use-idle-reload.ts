import { useEffect } from 'react';
import { IDLE_RELOAD_MS } from '@staffdesk/shared/constants';

const reloadPage = () => window.location.reload();

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

/** Reloads the whole application after a stretch without mouse, key, scroll or touch activity (spec section 4). */
export function useIdleReload(timeout: number = IDLE_RELOAD_MS, reload: () => void = reloadPage): void {
  useEffect(() => {
    let timer = setTimeout(reload, timeout);
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(reload, timeout);
    };
    // Capture phase: scrolls of inner panes do not bubble to window.
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, reset, { passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, reset, { capture: true });
    };
  }, [timeout, reload]);
}
