import { describe, expect, it } from 'vitest';
import { notificationKind } from './notification-kind';

describe('notificationKind', () => {
  it('tells the kinds apart by the titles the server writes', () => {
    expect(notificationKind('Request approved')).toBe('approved');
    expect(notificationKind('Ticket solved')).toBe('approved');
    expect(notificationKind('Request rejected')).toBe('rejected');
    expect(notificationKind('New request to decide')).toBe('to-decide');
    expect(notificationKind('Missing punch reminder')).toBe('reminder');
    expect(notificationKind('New Notification')).toBe('other');
  });
});
