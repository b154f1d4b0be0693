import { AlarmClock, Bell, CircleCheck, CircleX, Inbox, type LucideIcon } from 'lucide-react';

/** What a notification is about, read from its title: each kind has its own icon and colour. */
export type NotificationKind = 'approved' | 'rejected' | 'to-decide' | 'reminder' | 'other';

export function notificationKind(title: string): NotificationKind {
  if (/\b(approved|solved)\b/i.test(title)) return 'approved';
  if (/\brejected\b/i.test(title)) return 'rejected';
  if (/\bto decide\b/i.test(title)) return 'to-decide';
  if (/\b(remind|reminder|missing|forgot)/i.test(title)) return 'reminder';
  return 'other';
}

export const NOTIFICATION_KIND_LOOK: Record<NotificationKind, { icon: LucideIcon; tone: string; label: string }> = {
  approved: { icon: CircleCheck, tone: 'bg-success/15 text-success', label: 'Approved' },
  rejected: { icon: CircleX, tone: 'bg-destructive/15 text-destructive', label: 'Rejected' },
  'to-decide': { icon: Inbox, tone: 'bg-primary/15 text-primary', label: 'To decide' },
  reminder: { icon: AlarmClock, tone: 'bg-amber-500/15 text-amber-700 dark:text-amber-400', label: 'Reminder' },
  other: { icon: Bell, tone: 'bg-muted text-muted-foreground', label: 'Notification' },
};
