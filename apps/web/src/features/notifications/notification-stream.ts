import { fetchEventSource } from '@microsoft/fetch-event-source';
import { API_PREFIX } from '@staffdesk/shared/constants';
import { notificationsApi } from '@staffdesk/shared/api/notifications';
import { NOTIFICATION_EVENT } from '@staffdesk/shared/schemas/notifications';
import { refreshAccessToken } from '@/lib/http';
import { getAccessToken } from '@/lib/session';

export const STREAM_PATH = `${API_PREFIX}${notificationsApi.stream.path}`;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export interface NotificationStreamOptions {
  /** The data of each `notification` event. */
  onNotification: (data: string) => void;
  /** Each time the stream is open: a reconnect may have missed notifications, so counts are re-read. */
  onOpen?: () => void;
  getToken?: () => string | undefined;
  fetchImpl?: typeof fetch;
  /** Delay before reconnect attempt n (0-based). */
  retryDelay?: (attempt: number) => number;
}

/** Exponential backoff with jitter, so that tabs do not all come back at once after a restart. */
export function defaultRetryDelay(attempt: number): number {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

/** Thrown to end the stream for good: onerror passes it on, and fetchEventSource then gives up. */
class StreamEnded extends Error {}

/**
 * Reads the live notification stream with fetchEventSource (EventSource cannot send the bearer header) and
 * keeps it open: reconnects with backoff when it ends or fails, renews an expired token once per failure,
 * reads the token afresh on every connect, and stops for good once the session is gone. Returns the stop
 * function.
 */
export function startNotificationStream(options: NotificationStreamOptions): () => void {
  const {
    onNotification,
    onOpen,
    getToken = getAccessToken,
    fetchImpl = fetch,
    retryDelay = defaultRetryDelay,
  } = options;
  const controller = new AbortController();
  const stop = () => controller.abort();
  let attempt = 0;
  let sentToken: string | undefined;

  fetchEventSource(STREAM_PATH, {
    signal: controller.signal,
    cache: 'no-store',
    // Open in a hidden tab too, as EventSource stays: the library would otherwise close it until the tab shows.
    openWhenHidden: true,
    // The library sends the headers it was given on every connect; the token is read afresh each time instead.
    fetch: (input, init) => {
      sentToken = getToken();
      // Signed out (here or in another tab): nobody to stream for.
      if (!sentToken) return Promise.reject(new StreamEnded());
      const headers = new Headers(init?.headers);
      headers.set('Authorization', `Bearer ${sentToken}`);
      return fetchImpl(input, { ...init, headers });
    },
    onopen: async (response) => {
      if (response.status === 401) {
        // The one shared renewal of lib/http: the page's requests and the stream that failed together refresh once.
        if (!(await refreshAccessToken(sentToken))) throw new StreamEnded();
        throw new Error('The stream reconnects with the renewed token.');
      }
      if (!response.ok || !response.body) throw new Error(`The stream answered ${response.status}.`);
      attempt = 0;
      onOpen?.();
    },
    onmessage: (message) => {
      // Keep-alives come as messages without data: a session ended elsewhere closes the stream at the next one.
      if (!getToken()) return stop();
      if (message.event === NOTIFICATION_EVENT) onNotification(message.data);
    },
    onclose: () => {
      throw new Error('The server ended the stream.');
    },
    onerror: (error: unknown) => {
      if (error instanceof StreamEnded) throw error;
      return retryDelay(attempt++);
    },
  }).catch(() => {
    // A StreamEnded passed on: the stream has stopped, as it should.
  });
  return stop;
}
