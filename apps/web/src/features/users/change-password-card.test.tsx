import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TUserContext } from '@staffdesk/shared/schemas/users';
import { PASSWORD_MESSAGES } from '@staffdesk/shared/password-policy';
import { userContextQueryOptions } from '@/lib/api/get-user-context';
import { ChangePasswordCard, NEW_PASSWORD_HINT } from './change-password-card';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
const signOut = vi.fn();
vi.mock('@/lib/use-sign-out', () => ({ useSignOut: () => signOut }));

const me = {
  userId: 3,
  username: 'meera.desai',
  firstname: 'Meera',
  lastname: 'Venkataraman',
  userEmailId: 'meera@example.com',
  passwordMustChange: false,
  userRoleList: ['EMPLOYEE'],
} as TUserContext;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userContextQueryOptions().queryKey, me);
  render(
    <QueryClientProvider client={client}>
      <ChangePasswordCard />
    </QueryClientProvider>,
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const newPassword = () => screen.getByLabelText('New password');
const meter = () => document.getElementById('newPassword-strength')!;
const litBars = () => screen.getByTestId('strength-bars').querySelectorAll('[data-lit]').length;

/** The label of a password the server refuses, whichever of the three low scores it has. */
const REFUSED_LABEL = 'Strength: (Very easy|Easy|Fairly easy) to guess\\. ';

async function typeNew(text: string) {
  await userEvent.clear(newPassword());
  await userEvent.type(newPassword(), text);
}

describe('the new password strength meter', () => {
  it('is a polite live region the field names, and says what the server will say, after a pause in typing', async () => {
    expect(newPassword().getAttribute('aria-describedby')).toBe('newPassword-hint newPassword-strength');
    expect(screen.getByText(NEW_PASSWORD_HINT)).toBeTruthy();
    expect(meter().getAttribute('aria-live')).toBe('polite');
    expect(meter().textContent).toBe('');

    await typeNew('aaaaaaaaaaaa');
    await waitFor(() =>
      expect(meter().textContent).toBe(
        'Strength: Very easy to guess. Choose a password that is harder to guess: repeated characters such as aaa or abcabc are easy to guess.',
      ),
    );
    expect(litBars()).toBe(1);

    await typeNew('Welcome12345');
    await waitFor(() =>
      expect(meter().textContent).toBe(
        'Strength: Easy to guess. Choose a password that is harder to guess: it is too much like a common password.',
      ),
    );

    await typeNew('Tr1cky-Harbour-58');
    await waitFor(() => expect(meter().textContent).toBe('Strength: Very hard to guess.'));
    expect(litBars()).toBe(4);

    await userEvent.clear(newPassword());
    expect(meter().textContent).toBe('');
  });

  it("counts the person's names, and refuses the username and a short password whatever their score", async () => {
    await typeNew('Venkataraman26');
    await waitFor(() =>
      expect(meter().textContent).toMatch(
        new RegExp(
          `^${REFUSED_LABEL}Choose a password that is harder to guess: it is too much like your name, your username or the product's name\\.$`,
        ),
      ),
    );

    await typeNew('Tr1cky-MEERA.DESAI');
    await waitFor(() =>
      expect(meter().textContent).toMatch(
        new RegExp(`^${REFUSED_LABEL}${PASSWORD_MESSAGES.username.replace('.', '\\.')}$`),
      ),
    );

    await typeNew('Tr1cky-Hb7!');
    await waitFor(() =>
      expect(meter().textContent).toMatch(
        new RegExp(`^${REFUSED_LABEL}The password must be at least 12 characters\\.$`),
      ),
    );
    expect(litBars()).toBeLessThan(3);
  });
});

describe('the change password form', () => {
  it("shows the server's reason under the new password field, which names it", async () => {
    fetchMock.mockResolvedValue(
      json({ message: PASSWORD_MESSAGES.breached, errorDetails: [`newPassword: ${PASSWORD_MESSAGES.breached}`] }, 400),
    );
    await userEvent.type(screen.getByLabelText('Current password'), 'My-current-one-1');
    await typeNew('qwerty123456');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'qwerty123456');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(document.getElementById('newPassword-error')?.textContent).toBe(PASSWORD_MESSAGES.breached),
    );
    expect(newPassword().getAttribute('aria-invalid')).toBe('true');
    expect(newPassword().getAttribute('aria-describedby')).toBe('newPassword-strength newPassword-error');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([
      '/api/reset-password',
      'POST',
      { currentPassword: 'My-current-one-1', newPassword: 'qwerty123456' },
    ]);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('refuses the current password again before sending anything', async () => {
    await userEvent.type(screen.getByLabelText('Current password'), 'Tr1cky-Harbour-58');
    await typeNew('Tr1cky-Harbour-58');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Tr1cky-Harbour-58');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(document.getElementById('newPassword-error')?.textContent).toBe(PASSWORD_MESSAGES.sameAsCurrent),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
