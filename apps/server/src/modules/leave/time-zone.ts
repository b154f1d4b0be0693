import { DEFAULT_TIME_ZONE } from '@staffdesk/shared/dates';
import type { AuthUser } from '../../access';

/** One's own time zone: one's days and year are counted in it. */
export const ownTimeZone = (actor: AuthUser): string => actor.employee?.timeZone ?? DEFAULT_TIME_ZONE;
