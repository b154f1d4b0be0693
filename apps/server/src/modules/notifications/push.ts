import webPush from 'web-push';
import type { Agent } from 'node:https';
import type { TPushPayload } from '@staffdesk/shared/schemas/notifications';
import { pushAgent, pushTokenProblem } from './push-endpoints';

/** The push service is the one part outside this machine: tests record instead. */
export interface PushSender {
  send(subscription: string, payload: TPushPayload): Promise<'sent' | 'gone' | 'failed'>;
}

/**
 * Sends only to allowed hosts (so a subscription whose host left the list is gone), only to public addresses, and
 * never follows redirects (web-push takes any status but 2xx as a failure). Tests pass an agent to a local server.
 */
export function webPushSender(
  vapid: { publicKey: string; privateKey: string; subject: string },
  log: (err: unknown) => void,
  allowedHosts: readonly string[],
  agent: Agent = pushAgent(),
): PushSender {
  return {
    async send(subscription, payload) {
      if (pushTokenProblem(subscription, allowedHosts)) return 'gone';
      let parsed: webPush.PushSubscription;
      try {
        parsed = JSON.parse(subscription);
        if (!parsed?.endpoint || !parsed.keys?.p256dh || !parsed.keys.auth) return 'gone';
      } catch {
        return 'gone';
      }
      try {
        await webPush.sendNotification(parsed, JSON.stringify(payload), {
          vapidDetails: vapid,
          TTL: 24 * 60 * 60,
          agent,
          timeout: 10_000,
        });
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
