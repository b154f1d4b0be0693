import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { API_PREFIX } from '@staffdesk/shared/constants';
import { http } from './http';

const FILE_URL = 'file-url';
const watched = new WeakSet<QueryClient>();

/**
 * An object URL lives as long as its query: it is revoked when the cache lets go of it, a minute after the
 * last component showing it went (or its path changed), or at sign-out. It is never refetched, since a file
 * never changes under its id, so it is never replaced behind a component's back.
 */
function revokeWhenRemoved(client: QueryClient): void {
  if (watched.has(client)) return;
  watched.add(client);
  client.getQueryCache().subscribe((event) => {
    const { queryKey, state } = event.query;
    if (event.type === 'removed' && queryKey[0] === FILE_URL && typeof state.data === 'string')
      URL.revokeObjectURL(state.data);
  });
}

/** One of our download paths, under /api, fetched with the bearer token and shown as an object URL. */
function fileUrlQueryOptions(path: string) {
  return queryOptions({
    queryKey: [FILE_URL, path],
    queryFn: async ({ client }) => {
      revokeWhenRemoved(client);
      const blob = await http.get<Blob>(path.slice(API_PREFIX.length), {
        responseType: 'blob',
        loader: false,
        toastErrors: false,
      });
      return URL.createObjectURL(blob);
    },
    staleTime: Infinity,
    gcTime: 60_000,
  });
}

/**
 * What an <img> can show for a picture the API names: an https address as it is, or, for one of our
 * download paths (`/api/files/downloadFile/…`, which needs the bearer token an <img> cannot send), an object
 * URL of the file fetched through the one HTTP client. Undefined while it loads, when it fails, or for none.
 */
export function useFileUrl(url: string | null | undefined): string | undefined {
  const path = url?.startsWith(`${API_PREFIX}/`) ? url : undefined;
  const { data } = useQuery({ ...fileUrlQueryOptions(path ?? ''), enabled: path !== undefined });
  if (!url) return undefined;
  return path === undefined ? url : data;
}
