import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useCompleteLogin } from './use-complete-login';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('@/lib/session', () => ({ storeSession: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('useCompleteLogin', () => {
  it("greets with the spec's toast, top right for 1.5 s, and goes to the dashboard", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['users', 'context'], { userEmailId: 'previous@x' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/ui/login']}>{children}</MemoryRouter>
      </QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        const navigate = useNavigate();
        return { complete: useCompleteLogin(null, (path) => navigate(path)), location: useLocation() };
      },
      { wrapper },
    );
    await act(() => result.current.complete({ token: 'a', refreshToken: 'r' }));
    expect(toast.success).toHaveBeenCalledWith('You have successfully logged in!', {
      duration: 1500,
      position: 'top-right',
    });
    expect(result.current.location.pathname).toBe('/ui/dashboard');
    expect(queryClient.getQueryData(['users', 'context']), "the previous user's answers are dropped").toBeUndefined();
  });
});
