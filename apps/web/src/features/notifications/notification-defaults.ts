/** What a notification shows when the server leaves a part out (spec section 3). */
export const DEFAULT_NOTIFICATION_TITLE = 'New Notification';
export const DEFAULT_NOTIFICATION_BODY = 'You have a new update.';
/** A generic bell, served from public/. */
export const DEFAULT_NOTIFICATION_IMAGE = '/notification-bell.svg';

export interface ShownNotification {
  title: string;
  body: string;
  /** The notification's own image, or null for the generic bell. */
  image: string | null;
  link: string | null;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Reads whatever arrived (a stream event's data, parsed) into what a toast shows, with the spec's defaults. */
export function toShownNotification(input: unknown): ShownNotification {
  const value = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  // A pushed notification nests its parts under `notification` (spec section 3).
  const inner =
    value.notification && typeof value.notification === 'object'
      ? (value.notification as Record<string, unknown>)
      : value;
  const data = value.data && typeof value.data === 'object' ? (value.data as Record<string, unknown>) : value;
  const link = text(data.link) ?? text(value.link);
  return {
    title: text(inner.title) ?? DEFAULT_NOTIFICATION_TITLE,
    body: text(inner.body) ?? DEFAULT_NOTIFICATION_BODY,
    image: text(inner.image) ?? null,
    // Only links into this app: a notification must not send anyone elsewhere.
    link: link && link.startsWith('/') && !link.startsWith('//') ? link : null,
  };
}

/** Parses a stream event's data; anything unreadable still shows as a notification with the defaults. */
export function parseNotificationData(data: string): ShownNotification {
  try {
    return toShownNotification(JSON.parse(data));
  } catch {
    return toShownNotification(undefined);
  }
}
