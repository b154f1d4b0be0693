import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZPunchRequestSchema } from './attendance';
import { ZBenefitLinkInputSchema } from './benefit-links';
import { ZIsoDateSchema, ZPageQuerySchema, ZSearchQuerySchema, sortQuery } from './common';
import { ZFileIdSchema } from './files';
import { ZFlashRequestSchema } from './flashes';
import { ZTicketCreateSchema } from './helpdesk';
import { ZEventRequestCreateSchema } from './leave';
import { ZReimbursementCreateSchema } from './reimbursements';
import { ZTimesheetHoursSchema } from './timesheets';
import { USER_SORT_FIELDS, ZUserListQuerySchema } from './users';

/** The message of the first issue at `path` ('' for the value itself). */
function messageOf(schema: z.ZodType, value: unknown, path = ''): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues.find((i) => i.path.join('.') === path)?.message;
}

const leave = { typeCode: 'CASUAL', fromDate: '2026-03-02', toDate: '2026-03-02', reason: 'Family visit' };

describe('validation messages speak with one voice (issue 17, wording.md)', () => {
  it('missing or empty: typed → "Give …", picked → "Choose …", a file → "Attach …"', () => {
    expect(messageOf(ZEventRequestCreateSchema, { ...leave, reason: '  ' }, 'reason')).toBe('Give a reason.');
    expect(messageOf(ZEventRequestCreateSchema, { ...leave, typeCode: '' }, 'typeCode')).toBe('Choose a leave type.');
    expect(messageOf(ZIsoDateSchema, '')).toBe('Choose a date (YYYY-MM-DD).');
    expect(messageOf(ZFileIdSchema, 'not-a-file')).toBe('Attach a file.');
  });

  it('wrong kind: "Enter the amount as a number."', () => {
    expect(
      messageOf(
        ZReimbursementCreateSchema,
        { category: 'TRAVEL', expenseDate: '2026-03-02', amount: 'ten', description: 'Taxi' },
        'amount',
      ),
    ).toBe('Enter the amount as a number.');
    expect(messageOf(ZTimesheetHoursSchema, '8')).toBe('Enter the hours as a number.');
  });

  it('one of a set lists the values', () => {
    expect(
      messageOf(
        ZFlashRequestSchema,
        { message: 'Hi', severity: 'LOUD', visibleFrom: '2026-03-02T09:00:00Z', visibleUntil: '2026-03-03T09:00:00Z' },
        'severity',
      ),
    ).toBe('Choose a severity: INFO, WARNING or CRITICAL.');
    expect(messageOf(ZTicketCreateSchema, { category: 'FOOD' }, 'category')).toMatch(
      /^Choose a category: [A-Z_]+(, [A-Z_]+)* or [A-Z_]+\.$/,
    );
  });

  it('bounds: "The title can be at most 100 characters."', () => {
    expect(messageOf(ZBenefitLinkInputSchema, { title: 'x'.repeat(101), url: 'https://example.com' }, 'title')).toBe(
      'The title can be at most 100 characters.',
    );
    expect(messageOf(ZTimesheetHoursSchema, 0)).toBe('The hours must be more than 0.');
  });

  it('order and combination', () => {
    expect(messageOf(ZEventRequestCreateSchema, { ...leave, toDate: '2026-03-01' }, 'toDate')).toBe(
      'The end date cannot be before the start date.',
    );
    expect(messageOf(ZPunchRequestSchema, { latitude: 12.9 }, 'longitude')).toBe(
      'Give both latitude and longitude, or neither.',
    );
  });

  it('query parameters name the parameter as sent', () => {
    const list = z.object({ ...sortQuery(['code', 'name'], { sort: 'code', order: 'asc' }) });
    expect(messageOf(list, { order: 'up' }, 'order')).toBe('Order must be asc or desc.');
    expect(messageOf(ZSearchQuerySchema, 'x'.repeat(101))).toBe('The search can be at most 100 characters.');
    expect(messageOf(ZPageQuerySchema, { pageSize: 500 }, 'pageSize')).toBe('The pageSize can be at most 200.');
    expect(messageOf(ZUserListQuerySchema, { sort: 'salary' }, 'sort')).toBe(
      `Sort by one of: ${USER_SORT_FIELDS.join(', ')}.`,
    );
  });

  it('every message of an empty ticket is a sentence: a capital first, a period last', () => {
    const parsed = ZTicketCreateSchema.safeParse({
      category: '',
      subCategory: '',
      priority: '',
      subject: '',
      description: '',
    });
    expect(parsed.success).toBe(false);
    for (const issue of parsed.error!.issues) expect(issue.message, issue.path.join('.')).toMatch(/^[A-Z].*\.$/);
  });
});
