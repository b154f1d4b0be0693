import { useEffect } from 'react';
import { create } from 'zustand';
import { DEFAULT_THEME, THEME_STORAGE_KEY } from '@staffdesk/shared/constants';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
/** The page's background in each theme (styles.css), for the browser's or the installed app's title bar. */
export const THEME_COLOURS: Record<ResolvedTheme, string> = { light: '#ffffff', dark: '#0a0a0a' };

function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (stored && (THEMES as readonly string[]).includes(stored)) return stored as Theme;
  } catch {
    // Blocked storage: fall back to the default.
  }
  return DEFAULT_THEME;
}

function systemTheme(): ResolvedTheme {
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

interface ThemeState {
  theme: Theme;
  resolved: ResolvedTheme;
  setTheme: (theme: Theme) => void;
}

export const useThemeStore = create<ThemeState>((set) => {
  const theme = readStoredTheme();
  return {
    theme,
    resolved: theme === 'system' ? systemTheme() : theme,
    setTheme: (next) => {
      try {
        localStorage.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // The choice still applies for this visit.
      }
      set({ theme: next, resolved: next === 'system' ? systemTheme() : next });
    },
  };
});

/**
 * Keeps the class on <html> and the title bar's colour in step with the chosen theme, and follows the OS live
 * while on system.
 */
export function useApplyTheme(): void {
  const theme = useThemeStore((s) => s.theme);
  const resolved = useThemeStore((s) => s.resolved);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(resolved);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOURS[resolved]);
  }, [resolved]);

  useEffect(() => {
    if (theme !== 'system' || !window.matchMedia) return;
    const media = window.matchMedia(DARK_QUERY);
    const follow = () => useThemeStore.setState({ resolved: media.matches ? 'dark' : 'light' });
    follow();
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [theme]);
}
