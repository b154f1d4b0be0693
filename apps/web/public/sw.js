/* global self, clients, caches */
// Staffdesk's service worker. Web Push: shows each pushed notification (spec defaults for missing parts) and opens
// its link. Offline: a page that cannot be fetched is answered with "You are offline" and a retry, from the few
// files kept at install; nothing else is ever cached, API answers least of all.
var DEFAULT_TITLE = 'New Notification';
var DEFAULT_BODY = 'You have a new update.';
var DEFAULT_ICON = '/notification-bell.svg';

function text(value) {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function sameOriginPath(link) {
  return typeof link === 'string' && link.charAt(0) === '/' && link.charAt(1) !== '/' ? link : '/ui/notifications';
}

var OFFLINE_CACHE = 'staffdesk-offline-v1';
var OFFLINE_PAGE = '/offline.html';
var OFFLINE_FILES = [OFFLINE_PAGE, '/offline.js', '/theme-init.js', '/favicon.svg'];

self.addEventListener('install', function (event) {
  self.skipWaiting();
  event.waitUntil(
    caches.open(OFFLINE_CACHE).then(function (cache) {
      // Past the browser's HTTP cache, so a new deployment's files are the ones kept.
      return cache.addAll(
        OFFLINE_FILES.map(function (path) {
          return new Request(path, { cache: 'reload' });
        }),
      );
    }),
  );
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches
      .keys()
      .then(function (names) {
        return Promise.all(
          names
            .filter(function (name) {
              return name !== OFFLINE_CACHE;
            })
            .map(function (name) {
              return caches.delete(name);
            }),
        );
      })
      .then(function () {
        return self.clients.claim();
      }),
  );
});

// Only page loads and the offline page's own files are answered here, always from the network first; every other
// request (the API, the app's scripts) goes to the network as if there were no service worker.
self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET') return;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(function () {
        return caches.match(OFFLINE_PAGE, { cacheName: OFFLINE_CACHE });
      }),
    );
  } else if (url.pathname !== OFFLINE_PAGE && OFFLINE_FILES.indexOf(url.pathname) !== -1) {
    event.respondWith(
      fetch(request).catch(function () {
        return caches.match(url.pathname, { cacheName: OFFLINE_CACHE });
      }),
    );
  }
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
