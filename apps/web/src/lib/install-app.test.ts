import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';

beforeEach(() => vi.resetModules());
afterEach(() => vi.restoreAllMocks());

/** A Chromium install offer whose dialog answers `outcome`. */
function offerEvent(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  });
  return { event, prompt };
}

describe('install app', () => {
  it('keeps the offer instead of the browser banner, and shows the dialog once', async () => {
    const { listenForInstallOffer, useCanInstallApp, installApp } = await import('./install-app');
    listenForInstallOffer();
    const { result } = renderHook(() => useCanInstallApp());
    expect(result.current).toBe(false);

    const { event, prompt } = offerEvent();
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(result.current).toBe(true);

    await act(() => installApp());
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(false);
    await act(() => installApp());
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('forgets the offer once the app is installed', async () => {
    const { listenForInstallOffer, useCanInstallApp } = await import('./install-app');
    listenForInstallOffer();
    const { result } = renderHook(() => useCanInstallApp());
    act(() => void window.dispatchEvent(offerEvent().event));
    expect(result.current).toBe(true);
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(result.current).toBe(false);
  });
});
