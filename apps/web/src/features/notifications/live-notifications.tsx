import { useLiveNotifications } from './use-live-notifications';

/** Renders nothing: mounts the live notifications inside the shell's query client. */
export function LiveNotifications() {
  useLiveNotifications();
  return null;
}
