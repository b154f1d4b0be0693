/* global self, clients */
// Web Push for Staffdesk: shows each pushed notification (spec defaults for missing parts) and opens its link.
var DEFAULT_TITLE = 'New Notification';
var DEFAULT_BODY = 'You have a new update.';
var DEFAULT_ICON = '/notification-bell.svg';

function text(value) {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function sameOriginPath(link) {
  return typeof link === 'string' && link.charAt(0) === '/' && link.charAt(1) !== '/' ? link : '/ui/notifications';
}

self.addEventListener('install', function () {
  self.skipWaiting();
});

self.addEventListener('activate', function (event) {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', function (event) {
  var payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = {};
  }
  var notification = (payload && payload.notification) || {};
  var data = (payload && payload.data) || {};
  var options = {
    body: text(notification.body) || DEFAULT_BODY,
    icon: text(notification.image) || DEFAULT_ICON,
    badge: DEFAULT_ICON,
    data: { link: sameOriginPath(data.link) },
    tag: data.id !== undefined ? 'staffdesk-' + data.id : undefined,
  };
  if (text(notification.image)) options.image = notification.image;
  event.waitUntil(self.registration.showNotification(text(notification.title) || DEFAULT_TITLE, options));
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var link = sameOriginPath(event.notification.data && event.notification.data.link);
  var target = new URL(link, self.location.origin).href;
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      for (var i = 0; i < windows.length; i++) {
        var client = windows[i];
        if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
          return client.focus().then(function (focused) {
            return focused && 'navigate' in focused ? focused.navigate(target) : undefined;
          });
        }
      }
      return clients.openWindow ? clients.openWindow(target) : undefined;
    }),
  );
});
