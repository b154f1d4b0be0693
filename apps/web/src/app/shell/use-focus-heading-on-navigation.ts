import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a move to another screen inside the shell, focus goes to the new screen's h1 (made focusable with
 * tabIndex -1 here, so no screen has to remember it): a screen reader reads out the page that opened, and the
 * keyboard carries on from its top. Not on the first load, where the skip link is the first stop, nor when only
 * the query changes (a tab, a month, a page of a list). A heading that renders late is waited for, unless the
 * user has moved focus meanwhile.
 */
export function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.querySelector('main');
    if (!main) return;
    const focusedBefore = document.activeElement;

    const focusHeading = (): boolean => {
      const heading = main.querySelector('h1');
      if (!heading) return false;
      const untouched = document.activeElement === focusedBefore || document.activeElement === document.body;
      if (untouched) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        // The scroll position is ScrollRestoration's to set (the top, or where a Back returns to).
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => focusHeading() && observer.disconnect());
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
}
