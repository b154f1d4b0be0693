import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useIdleReload } from './use-idle-reload';

afterEach(() => vi.useRealTimers());

describe('useIdleReload', () => {
  it('reloads after 5 minutes without activity', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    renderHook(() => useIdleReload(undefined, reload));
    vi.advanceTimersByTime(299_999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each(['mousemove', 'keydown', 'scroll', 'touchstart'])('starts the wait again on %s', (event) => {
    vi.useFakeTimers();
    const reload = vi.fn();
    renderHook(() => useIdleReload(300_000, reload));
    vi.advanceTimersByTime(200_000);
    window.dispatchEvent(new Event(event));
    vi.advanceTimersByTime(200_000);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops when unmounted', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const { unmount } = renderHook(() => useIdleReload(1000, reload));
    unmount();
    vi.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
  });
});
