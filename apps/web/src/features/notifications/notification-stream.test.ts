import { afterEach, describe, expect, it, vi } from 'vitest';
import { startNotificationStream } from './notification-stream';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

afterEach(() => vi.useRealTimers());

describe('startNotificationStream', () => {
  it('sends the bearer token, hands over notification events, and reconnects with a token read afresh', async () => {
    vi.useFakeTimers();
    const tokens = ['first', 'second'];
    const seen: string[] = [];
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get('Authorization') ?? '');
      return new Response(
        streamOf([': connected\n\n', 'event: notification\ndata: {"title":"A"}\n\n', 'event: other\ndata: x\n\n']),
        { status: 200 },
      );
    });
    const notifications: string[] = [];
    const stop = startNotificationStream({
      getToken: () => tokens[Math.min(seen.length, 1)],
      fetchImpl: fetchImpl as typeof fetch,
      retryDelay: () => 1000,
      onNotification: (data) => notifications.push(data),
    });
    await vi.waitFor(() => expect(notifications).toEqual(['{"title":"A"}']));
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
    expect(seen).toEqual(['Bearer first', 'Bearer second']);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('backs off after failures and stops once the session is gone', async () => {
    vi.useFakeTimers();
    let token: string | undefined = 't';
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('network');
    });
    const delays: number[] = [];
    startNotificationStream({
      getToken: () => token,
      fetchImpl: fetchImpl as typeof fetch,
      retryDelay: (attempt) => {
        delays.push(attempt);
        return 100 * 2 ** attempt;
      },
      onNotification: () => undefined,
    });
    await vi.advanceTimersByTimeAsync(100 + 200);
    expect(delays).toEqual([0, 1, 2]);
    token = undefined;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });
});
