import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_BODY,
  DEFAULT_NOTIFICATION_TITLE,
  parseNotificationData,
  toShownNotification,
} from './notification-defaults';

describe('toShownNotification', () => {
  it('keeps what the server sent', () => {
    expect(
      toShownNotification({
        id: 1,
        title: 'Request approved',
        body: 'Your leave was approved.',
        image: '/a.png',
        link: '/ui/self-service/leaves/leave-request-list',
      }),
    ).toEqual({
      title: 'Request approved',
      body: 'Your leave was approved.',
      image: '/a.png',
      link: '/ui/self-service/leaves/leave-request-list',
    });
  });

  it('fills a missing or blank title, body and image with the spec defaults', () => {
    expect(toShownNotification({ title: '  ', body: null, image: null, link: null })).toEqual({
      title: DEFAULT_NOTIFICATION_TITLE,
      body: DEFAULT_NOTIFICATION_BODY,
      image: null,
      link: null,
    });
    expect(DEFAULT_NOTIFICATION_TITLE).toBe('New Notification');
    expect(DEFAULT_NOTIFICATION_BODY).toBe('You have a new update.');
  });

  it('reads a pushed notification, whose parts sit under notification and data', () => {
    expect(
      toShownNotification({ notification: { title: 'T', body: '' }, data: { id: 3, link: '/ui/notifications' } }),
    ).toEqual({
      title: 'T',
      body: DEFAULT_NOTIFICATION_BODY,
      image: null,
      link: '/ui/notifications',
    });
  });

  it('drops links that leave the app', () => {
    expect(toShownNotification({ title: 'x', link: 'https://evil.example' }).link).toBeNull();
    expect(toShownNotification({ title: 'x', link: '//evil.example' }).link).toBeNull();
  });

  it('shows the defaults for data that is not JSON', () => {
    expect(parseNotificationData('not json')).toEqual({
      title: DEFAULT_NOTIFICATION_TITLE,
      body: DEFAULT_NOTIFICATION_BODY,
      image: null,
      link: null,
    });
  });
});
