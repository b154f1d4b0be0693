import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LoginOtpForm } from './login-otp-form';
import { verifyTwoFa } from './api/verify-two-fa';
import { toast } from '@/lib/toast';

vi.mock('./api/verify-two-fa', () => ({ verifyTwoFa: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function setup() {
  const onSignedIn = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LoginOtpForm twoFaToken="challenge" onSignedIn={onSignedIn} onBack={vi.fn()} />
    </QueryClientProvider>,
  );
  return {
    onSignedIn,
    input: screen.getByLabelText('One-time password'),
    verify: screen.getByRole('button', { name: 'Verify' }),
  };
}

describe('LoginOtpForm', () => {
  it('enables Verify only with 6 digits and while no request runs', async () => {
    let resolve!: (v: { token: string; refreshToken: string }) => void;
    vi.mocked(verifyTwoFa).mockImplementation(() => new Promise((r) => (resolve = r)));
    const { input, verify, onSignedIn } = setup();
    await userEvent.type(input, '12a34');
    expect((verify as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(input, '56');
    expect((verify as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(verify);
    expect((verify as HTMLButtonElement).disabled).toBe(true);
    expect(verifyTwoFa).toHaveBeenCalledWith({ verifyTOTP: '123456', twoFaToken: 'challenge' });
    resolve({ token: 'a', refreshToken: 'r' });
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ token: 'a', refreshToken: 'r' }));
  });

  it('submits with Enter, and says the code is invalid when no token comes back', async () => {
    vi.mocked(verifyTwoFa).mockResolvedValue({});
    const { input, onSignedIn } = setup();
    await userEvent.type(input, '654321{Enter}');
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Invalid OTP. Please try again.',
        expect.objectContaining({ duration: 1500, position: 'top-right' }),
      ),
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
