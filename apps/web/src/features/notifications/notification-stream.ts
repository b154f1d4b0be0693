import { API_PREFIX } from '@staffdesk/shared/constants';
import { notificationsApi } from '@staffdesk/shared/api/notifications';
import { NOTIFICATION_EVENT } from '@staffdesk/shared/schemas/notifications';
import { refreshAccessToken } from '@/lib/http';
import { getAccessToken } from '@/lib/session';
import { createSseParser } from './sse-parser';

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

/**
 * Reads the live notification stream with fetch (EventSource cannot send the bearer header) and keeps it
 * open: reconnects with backoff when it ends or fails, renews an expired token once per failure, reads the
 * token afresh on every connect, and stops for good once the session is gone. Returns the stop function.
 */
export function startNotificationStream(options: NotificationStreamOptions): () => void {
  const { onNotification, onOpen, getToken = getAccessToken, fetchImpl = fetch, retryDelay = defaultRetryDelay } = options;
  const controller = new AbortController();
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    controller.abort();
  };

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(() => void connect(), retryDelay(attempt));
    attempt += 1;
  };

  async function connect(): Promise<void> {
    const token = getToken();
    // Signed out (here or in another tab): nobody to stream for.
    if (stopped || !token) return stop();
    try {
      const response = await fetchImpl(STREAM_PATH, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        cache: 'no-store',
        signal: controller.signal,
      });
      if (response.status === 401) {
        if (!(await refreshAccessToken(token))) return stop();
        return retry();
      }
      if (!response.ok || !response.body) return retry();
      attempt = 0;
      onOpen?.();
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const feed = createSseParser();
      for (;;) {
        const { value, done } = await reader.read();
        if (done || stopped) break;
        // Keep-alives arrive every 25 s: a session ended elsewhere closes the stream within that.
        if (!getToken()) return stop();
        for (const event of feed(decoder.decode(value, { stream: true }))) {
          if (event.event === NOTIFICATION_EVENT) onNotification(event.data);
        }
      }
    } catch {
      // A network failure or our own abort: retry() does nothing once stopped.
    }
    retry();
  }

  void connect();
  return stop;
}
