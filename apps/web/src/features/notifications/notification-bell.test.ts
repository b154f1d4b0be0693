import { describe, expect, it } from 'vitest';
import type { TNotification } from '@staffdesk/shared/schemas/notifications';
import { latestUnreadFirst, unreadLabel } from './notification-bell';

const note = (id: number, read: boolean): TNotification => ({
  id,
  title: 'Request approved',
  body: '',
  image: null,
  link: null,
  read,
  createdAt: '2026-11-23T01:08:00Z',
});

describe('the bell', () => {
  it('lists the latest ten, unread first, each once', () => {
    const unread = [note(9, false), note(4, false)];
    const newest = [
      note(10, true),
      note(9, false),
      note(8, true),
      ...Array.from({ length: 12 }, (_, i) => note(7 - i, true)),
    ];
    const shown = latestUnreadFirst(unread, newest);
    expect(shown.map((n) => n.id).slice(0, 4)).toEqual([9, 4, 10, 8]);
    expect(shown).toHaveLength(10);
    expect(new Set(shown.map((n) => n.id)).size).toBe(10);
  });

  it('says the unread count in its name', () => {
    expect(unreadLabel(0)).toBe('Notifications');
    expect(unreadLabel(3)).toBe('Notifications, 3 unread');
  });
});
