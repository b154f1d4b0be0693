import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LoginPage } from './login-page';
import { fetchSignInProviders, redeemSsoCode } from './api/sso';

vi.mock('./api/sso', () => ({ fetchSignInProviders: vi.fn(), redeemSsoCode: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  window.history.replaceState(null, '', '/');
});

const OKTA = { name: 'Acme Okta', loginUrl: '/api/auth/oidc/login' };

function open(address: string, redirectTo: string | null = null) {
  window.history.replaceState(null, '', address);
  const goTo = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LoginPage redirectTo={redirectTo} goTo={goTo} />
    </QueryClientProvider>,
  );
  return goTo;
}

describe('the sign-in page with a company SSO', () => {
  it('offers the SSO beside the password form, carrying where the app should open', async () => {
    vi.mocked(fetchSignInProviders).mockResolvedValue({ password: true, oidc: OKTA });
    open('/?redirectTo=%2Fui%2Fleaves', '/ui/leaves');
    const link = await screen.findByRole('link', { name: 'Sign in with Acme Okta' });
    expect(link.getAttribute('href')).toBe('/api/auth/oidc/login?redirectTo=%2Fui%2Fleaves');
    expect(screen.getByLabelText('Username')).toBeTruthy();
  });

  it('hides the password form while it is off, behind a break-glass reveal', async () => {
    vi.mocked(fetchSignInProviders).mockResolvedValue({ password: false, oidc: OKTA });
    open('/');
    await screen.findByRole('link', { name: 'Sign in with Acme Okta' });
    expect(screen.queryByLabelText('Username')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a break-glass account' }));
    expect(screen.getByLabelText('Username')).toBeTruthy();
  });

  it("shows the callback's refusal in words", async () => {
    vi.mocked(fetchSignInProviders).mockResolvedValue({ password: true, oidc: OKTA });
    open('/?ssoError=unknown-user');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No Staffdesk account has your email address. Ask your HR team to add you.',
    );
  });

  it('trades the hand-off code once, takes it out of the address and opens the app', async () => {
    vi.mocked(fetchSignInProviders).mockResolvedValue({ password: true, oidc: OKTA });
    vi.mocked(redeemSsoCode).mockResolvedValue({ token: 'access', refreshToken: 'refresh' });
    const goTo = open('/?redirectTo=%2Fui%2Fleaves#sso-code=one-time', '/ui/leaves');
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/ui/leaves'));
    expect(redeemSsoCode).toHaveBeenCalledTimes(1);
    expect(redeemSsoCode).toHaveBeenCalledWith('one-time');
    expect(window.location.hash).toBe('');
  });

  it('says so when the code has expired', async () => {
    vi.mocked(fetchSignInProviders).mockResolvedValue({ password: true, oidc: OKTA });
    vi.mocked(redeemSsoCode).mockRejectedValue(new Error('This sign-in expired or was used already.'));
    open('/#sso-code=late');
    expect((await screen.findByRole('alert')).textContent).toBe('This sign-in expired or was used already.');
  });
});
