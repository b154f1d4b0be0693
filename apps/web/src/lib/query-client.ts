import { QueryClient } from '@tanstack/react-query';

/**
 * One client for the app. No automatic retries: the HTTP client already refreshes an expired token and
 * retries once, and every failure is toasted, so a silent second attempt would only double the toast.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
