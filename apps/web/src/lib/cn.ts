import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/** tailwind-merge's default config, plus the animation the theme adds (styles.css, --animate-loading-bar). */
const twMerge = extendTailwindMerge({ extend: { theme: { animate: ['loading-bar'] } } });

/** Joins class names and lets a later Tailwind class override an earlier one (shadcn convention). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
