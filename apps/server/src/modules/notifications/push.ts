import webPush from 'web-push';
import type { TPushPayload } from '@staffdesk/shared/schemas/notifications';

/** Sends one Web Push message. The push service is the one part outside this machine: tests record instead. */
export interface PushSender {
  send(subscription: string, payload: TPushPayload): Promise<'sent' | 'gone' | 'failed'>;
}

export function webPushSender(vapid: { publicKey: string; privateKey: string; subject: string }, log: (err: unknown) => void): PushSender {
  return {
    async send(subscription, payload) {
      let parsed: webPush.PushSubscription;
      try {
        parsed = JSON.parse(subscription);
        if (!parsed?.endpoint || !parsed.keys?.p256dh || !parsed.keys.auth) return 'gone';
      } catch {
        return 'gone';
      }
      try {
        await webPush.sendNotification(parsed, JSON.stringify(payload), { vapidDetails: vapid, TTL: 24 * 60 * 60 });
        return 'sent';
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return 'gone';
        log(err);
        return 'failed';
      }
    },
  };
}
