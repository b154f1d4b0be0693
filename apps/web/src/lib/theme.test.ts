import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';

let listeners: Array<() => void> = [];
let prefersDark = false;

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  document.documentElement.className = '';
  listeners = [];
  prefersDark = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('dark') && prefersDark;
    },
    addEventListener: (_: string, fn: () => void) => listeners.push(fn),
    removeEventListener: (_: string, fn: () => void) => (listeners = listeners.filter((l) => l !== fn)),
  }));
});

afterEach(() => vi.unstubAllGlobals());

async function load() {
  return import('./theme');
}

describe('theme', () => {
  it('defaults to system and applies the class of the OS preference to <html>', async () => {
    prefersDark = true;
    const { useThemeStore, useApplyTheme } = await load();
    renderHook(() => useApplyTheme());
    expect(useThemeStore.getState().theme).toBe('system');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('saves a chosen theme under vite-ui-theme and swaps the class', async () => {
    const { useThemeStore, useApplyTheme } = await load();
    renderHook(() => useApplyTheme());
    act(() => useThemeStore.getState().setTheme('dark'));
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
    expect(document.documentElement.className).toBe('dark');
    act(() => useThemeStore.getState().setTheme('light'));
    expect(document.documentElement.className).toBe('light');
  });

  it("sets the title bar's colour to the theme's background", async () => {
    const meta = document.head.appendChild(
      Object.assign(document.createElement('meta'), { name: 'theme-color', content: '#ffffff' }),
    );
    try {
      const { useThemeStore, useApplyTheme } = await load();
      renderHook(() => useApplyTheme());
      act(() => useThemeStore.getState().setTheme('dark'));
      expect(meta.content).toBe('#0a0a0a');
      act(() => useThemeStore.getState().setTheme('light'));
      expect(meta.content).toBe('#ffffff');
    } finally {
      meta.remove();
    }
  });

  it('reads the stored theme on start and ignores values it does not know', async () => {
    localStorage.setItem('vite-ui-theme', 'dark');
    expect((await load()).useThemeStore.getState().theme).toBe('dark');
    vi.resetModules();
    localStorage.setItem('vite-ui-theme', 'sepia');
    expect((await load()).useThemeStore.getState().theme).toBe('system');
  });

  it('follows the OS live while on system, and stops following on an explicit choice', async () => {
    const { useThemeStore, useApplyTheme } = await load();
    renderHook(() => useApplyTheme());
    expect(document.documentElement.className).toBe('light');
    prefersDark = true;
    act(() => listeners.forEach((l) => l()));
    expect(document.documentElement.className).toBe('dark');
    act(() => useThemeStore.getState().setTheme('light'));
    expect(listeners).toHaveLength(0);
  });
});
