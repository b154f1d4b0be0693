import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether a box is narrower than what it holds, so that it scrolls sideways: such a box must be reachable
 * by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable), and only then, lest every table be a tab stop.
 */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
