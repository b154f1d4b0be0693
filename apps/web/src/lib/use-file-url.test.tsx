import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { storeSession } from './session';
import { useFileUrl } from './use-file-url';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(new Blob(['png bytes'], { type: 'image/png' }), {
        status: 200,
        headers: { 'Content-Type': 'image/png' },
      }),
  );
  let made = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:picture-${(made += 1)}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  storeSession({ token: 'access-1', refreshToken: 'refresh-1' });
});
afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useFileUrl', () => {
  it('fetches a download path with the bearer token and gives an object URL of the bytes', async () => {
    const { result } = renderHook(() => useFileUrl('/api/files/downloadFile/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed'), {
      wrapper,
    });
    await waitFor(() => expect(result.current).toMatch(/^blob:picture-/));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/files/downloadFile/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer access-1');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(await blob.text()).toBe('png bytes');
  });

  it('fetches a path once for every component showing it', async () => {
    const path = '/api/files/downloadFile/00000000-0000-4000-8000-000000000001';
    const first = renderHook(() => useFileUrl(path), { wrapper });
    await waitFor(() => expect(first.result.current).toBeDefined());
    const second = renderHook(() => useFileUrl(path), { wrapper });
    expect(second.result.current).toBe(first.result.current);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('revokes the object URL when the cache lets go of it', async () => {
    const { result, unmount } = renderHook(
      () => useFileUrl('/api/files/downloadFile/00000000-0000-4000-8000-000000000002'),
      { wrapper },
    );
    await waitFor(() => expect(result.current).toBeDefined());
    const shown = result.current;
    unmount();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    client.clear();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(shown);
  });

  it('gives an https address as it is, and nothing for no picture or a failed download', async () => {
    expect(renderHook(() => useFileUrl('https://pictures.example.com/me.png'), { wrapper }).result.current).toBe(
      'https://pictures.example.com/me.png',
    );
    expect(renderHook(() => useFileUrl(null), { wrapper }).result.current).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ message: 'No such file.' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const gone = renderHook(() => useFileUrl('/api/files/downloadFile/00000000-0000-4000-8000-000000000003'), {
      wrapper,
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(gone.result.current).toBeUndefined();
  });
});
