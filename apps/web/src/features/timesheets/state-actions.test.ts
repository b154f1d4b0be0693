import { describe, expect, it } from 'vitest';
import type { TimesheetDayState } from '@staffdesk/shared/schemas/timesheets';
import { dayActions, weekActions, weekActionsEnabled } from './state-actions';

const days = (...states: TimesheetDayState[]) => states.map((state) => ({ state }));

describe('the lock and decision actions', () => {
  it('lets the employee lock an open day and unlock a locked one, and a decider approve a locked day and unapprove an approved one', () => {
    expect((['OPEN', 'LOCKED', 'APPROVED'] as const).map((state) => dayActions('own', state))).toEqual([
      ['lock'],
      ['unlock'],
      [],
    ]);
    expect((['OPEN', 'LOCKED', 'APPROVED'] as const).map((state) => dayActions('decide', state))).toEqual([
      [],
      ['approve'],
      ['unapprove'],
    ]);
    expect(weekActions('own')).toEqual(['lock', 'unlock']);
    expect(weekActions('decide')).toEqual(['approve', 'unapprove']);
  });

  it('offers a week action when a day can take it, and no submit while changes are unsaved', () => {
    expect(weekActionsEnabled(days('OPEN', 'LOCKED'), false)).toEqual({
      lock: true,
      unlock: true,
      approve: true,
      unapprove: false,
    });
    expect(weekActionsEnabled(days('OPEN', 'LOCKED'), true)).toEqual({
      lock: false,
      unlock: true,
      approve: true,
      unapprove: false,
    });
    expect(weekActionsEnabled(days('APPROVED', 'APPROVED'), false)).toEqual({
      lock: false,
      unlock: false,
      approve: false,
      unapprove: true,
    });
  });
});
