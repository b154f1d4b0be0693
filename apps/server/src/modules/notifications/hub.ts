import type { TNotification } from '@staffdesk/shared/schemas/notifications';
import type { Database } from '../../db/client';
import { NOTIFICATION_CHANNEL } from './service';

type Listener = (notification: TNotification) => void;

interface Subscription {
  sessionId: string;
  deliver: Listener;
  close: () => void;
}

/** This process's open streams, fed by LISTEN so that a notification written by any process reaches them. */
export class NotificationHub {
  private readonly listeners = new Map<number, Set<Subscription>>();
  private readonly everyNotification = new Set<() => void>();
  private unlisten: (() => Promise<void>) | undefined;

  async start(database: Pick<Database, 'listen'>): Promise<void> {
    this.unlisten = await database.listen(NOTIFICATION_CHANNEL, (payload) => {
      const { userId, notification } = JSON.parse(payload) as { userId: number; notification: TNotification };
      for (const subscription of this.listeners.get(userId) ?? []) subscription.deliver(notification);
      for (const listener of this.everyNotification) listener();
    });
  }

  /** `close` ends the stream when its session ends here (endSession). Returns the unsubscribe. */
  subscribe(userId: number, sessionId: string, deliver: Listener, close: () => void = () => undefined): () => void {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    const subscription: Subscription = { sessionId, deliver, close };
    set.add(subscription);
    return () => {
      set.delete(subscription);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  /** Called once a notification committed anywhere (the email job's wake-up); returns the unsubscribe. */
  onEvery(listener: () => void): () => void {
    this.everyNotification.add(listener);
    return () => this.everyNotification.delete(listener);
  }

  /** Sign-out, a reused refresh token: its streams close at once. */
  endSession(sessionId: string): void {
    for (const set of [...this.listeners.values()]) {
      for (const subscription of [...set]) if (subscription.sessionId === sessionId) subscription.close();
    }
  }

  get openStreams(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
  }
}
