import { useEffect, type CSSProperties } from 'react';
import * as sonner from 'sonner';
import {
  TOASTS_VISIBLE,
  TOAST_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_HOTKEY,
  TOAST_WIDTH_PX,
} from '@staffdesk/shared/constants';
import { useThemeStore } from '@/lib/theme';
import { markToasterReady } from '@/lib/toast';

/**
 * Toasts per spec section 9: 4000 ms, at most 3 visible, 14 px apart, 356 px wide, Alt+T to focus them.
 * The 20 px swipe threshold is sonner 1's own (sonner 2 moved it to 45 px, which is why sonner 1 is used).
 */
export function Toaster() {
  const theme = useThemeStore((s) => s.resolved);
  // Runs after sonner's own effect (children first), when it already listens for toasts.
  useEffect(() => markToasterReady(sonner), []);
  return (
    <sonner.Toaster
      theme={theme}
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOASTS_VISIBLE}
      gap={TOAST_GAP_PX}
      hotkey={[...TOAST_HOTKEY]}
      richColors
      closeButton
      style={{ '--width': `${TOAST_WIDTH_PX}px` } as CSSProperties}
    />
  );
}
