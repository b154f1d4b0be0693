import type { TimesheetDayState, TTimesheetDay } from '@staffdesk/shared/schemas/timesheets';
import type { WeekAction } from './api/run-week-action';

/** Whose week the grid shows: one's own to fill and lock, or a reportee's to decide. */
export type GridMode = 'own' | 'decide';

export const ACTION_WORDS: Record<WeekAction, { done: string; week: string; day: string }> = {
  lock: { done: 'locked', week: 'Submit week', day: 'Lock' },
  unlock: { done: 'unlocked', week: 'Unlock week', day: 'Unlock' },
  approve: { done: 'approved', week: 'Approve week', day: 'Approve' },
  unapprove: { done: 'unapproved', week: 'Unapprove week', day: 'Unapprove' },
};

/** The week's buttons: the employee locks and unlocks their own, a decider approves and unapproves. */
export const weekActions = (mode: GridMode): WeekAction[] =>
  mode === 'own' ? ['lock', 'unlock'] : ['approve', 'unapprove'];

/** What a day's state lets be done to it: the next state up or down for the employee, or for a decider. */
export function dayActions(mode: GridMode, state: TimesheetDayState): WeekAction[] {
  if (mode === 'own') return state === 'OPEN' ? ['lock'] : state === 'LOCKED' ? ['unlock'] : [];
  return state === 'LOCKED' ? ['approve'] : state === 'APPROVED' ? ['unapprove'] : [];
}

/** A week action has a day to act on; a week with unsaved changes is saved before it is submitted. */
export function weekActionsEnabled(
  days: readonly Pick<TTimesheetDay, 'state'>[],
  touched: boolean,
): Record<WeekAction, boolean> {
  const some = (state: TimesheetDayState) => days.some((d) => d.state === state);
  return {
    lock: some('OPEN') && !touched,
    unlock: some('LOCKED'),
    approve: some('LOCKED'),
    unapprove: some('APPROVED'),
  };
}
