import { useRef, type FocusEvent } from 'react';

/**
 * Who opened a dialog, given where focus came from: a menu's item is gone once the menu closes, so a dialog
 * opened from one goes back to the menu's trigger (the element that names the menu, by ARIA).
 */
function openerOf(from: HTMLElement): HTMLElement {
  const menu = from.closest('[role="menu"]');
  const trigger = menu && document.getElementById(menu.getAttribute('aria-labelledby') ?? '');
  return trigger instanceof HTMLElement ? trigger : from;
}

interface ReturnFocusHandlers {
  onFocus?: (event: FocusEvent<HTMLDivElement>) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Handlers for a Radix dialog's content that give focus back to whatever opened it. Radix returns focus to a
 * DialogTrigger only, so a dialog opened from code (a row's Cancel button, a confirm step) left focus on <body>.
 * The opener is the element focus came from when it first entered the dialog, however it got there (Radix's own
 * autofocus or a field's autoFocus), or the trigger of the menu it came from. Gone by then (its row was removed), focus goes to the main landmark; already
 * taken by something else (a navigation focused the new page's heading), it stays there.
 */
export function useReturnFocus({ onFocus, onCloseAutoFocus }: ReturnFocusHandlers = {}): Required<ReturnFocusHandlers> {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onFocus: (event) => {
      onFocus?.(event);
      const from = event.relatedTarget;
      if (!opener.current && from instanceof HTMLElement && !event.currentTarget.contains(from))
        opener.current = openerOf(from);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      const target = opener.current;
      opener.current = null;
      if (document.activeElement && document.activeElement !== document.body) return;
      if (target?.isConnected) target.focus();
      else document.querySelector('main')?.focus({ preventScroll: true });
    },
  };
}
