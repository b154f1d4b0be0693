import { LOCATION_TIMEOUT_MS } from '@staffdesk/shared/constants';

export interface Location {
  latitude: number;
  longitude: number;
}

export const GEOLOCATION_NOT_SUPPORTED = 'Geolocation not supported';
export const LOCATION_TIMED_OUT = 'Location request timed out';
/** Said instead of the browser's raw "User denied Geolocation": what happened, and where to change it. */
export const LOCATION_DENIED =
  "Location is off, so this punch has no location. You can turn it on in your browser's site settings.";

/**
 * The browser's current position. Fails with the spec's messages when there is no geolocation support or
 * when no answer comes in time; our own timer also covers a permission prompt left unanswered, which the
 * browser's own timeout option does not count.
 */
export function getCurrentLocation(timeout: number = LOCATION_TIMEOUT_MS): Promise<Location> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geolocation) {
      reject(new Error(GEOLOCATION_NOT_SUPPORTED));
      return;
    }
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      reject(new Error(LOCATION_TIMED_OUT));
    }, timeout);
    geolocation.getCurrentPosition(
      (position) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      (error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (error.code === error.PERMISSION_DENIED) reject(new Error(LOCATION_DENIED));
        else
          reject(
            new Error(error.code === error.TIMEOUT ? LOCATION_TIMED_OUT : error.message || 'Location unavailable'),
          );
      },
      { enableHighAccuracy: true, timeout, maximumAge: 0 },
    );
  });
}
