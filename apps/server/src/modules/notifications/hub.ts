import type { TNotification } from '@staffdesk/shared/schemas/notifications';
import type { Database } from '../../db/client';
import { NOTIFICATION_CHANNEL } from './service';

type Listener = (notification: TNotification) => void;

/** This process's open notification streams, fed by LISTEN so that a notification written by any process reaches them. */
export class NotificationHub {
  private readonly listeners = new Map<number, Set<Listener>>();
  private unlisten: (() => Promise<void>) | undefined;

  async start(database: Pick<Database, 'listen'>): Promise<void> {
    this.unlisten = await database.listen(NOTIFICATION_CHANNEL, (payload) => {
      const { userId, notification } = JSON.parse(payload) as { userId: number; notification: TNotification };
      for (const listener of this.listeners.get(userId) ?? []) listener(notification);
    });
  }

  subscribe(userId: number, listener: Listener): () => void {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
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
