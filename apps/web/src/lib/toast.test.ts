import { describe, expect, it, vi } from 'vitest';
import type * as SonnerModule from 'sonner';
import { markToasterReady, registerToasterHost, resetToastsForTests, toast } from './toast';

describe('toast', () => {
  it('mounts the Toaster on first use and shows the toast once it listens', async () => {
    resetToastsForTests();
    const mount = vi.fn();
    registerToasterHost(mount);
    toast.success('You have successfully logged in!', { duration: 1500, position: 'top-right' });
    expect(mount).toHaveBeenCalledTimes(1);
    const sonnerToast = { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() };
    markToasterReady({ toast: sonnerToast } as unknown as typeof SonnerModule);
    await Promise.resolve();
    await Promise.resolve();
    expect(sonnerToast.success).toHaveBeenCalledWith('You have successfully logged in!', {
      duration: 1500,
      position: 'top-right',
    });
    toast.error('Network Error');
    await Promise.resolve();
    expect(sonnerToast.error).toHaveBeenCalledWith('Network Error', undefined);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('mounts at registration when a toast was asked for before the host existed', () => {
    resetToastsForTests();
    toast.info('early');
    const mount = vi.fn();
    registerToasterHost(mount);
    expect(mount).toHaveBeenCalledTimes(1);
  });
});
