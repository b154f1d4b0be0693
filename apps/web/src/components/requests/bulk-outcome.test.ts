import { describe, expect, it } from 'vitest';
import { summarizeBulkOutcome } from './bulk-outcome';

const ok = (id: number) => ({ id, ok: true, status: 'APPROVED', statusCode: 200, message: 'Approved.' });
const failed = (id: number, message: string, statusCode = 409) => ({ id, ok: false, statusCode, message });

describe('summarizeBulkOutcome', () => {
  it('counts the decided requests when all went through', () => {
    expect(summarizeBulkOutcome({ results: [ok(1), ok(2), ok(3)] }, 'approve')).toEqual({
      text: '3 approved.',
      tone: 'success',
    });
    expect(summarizeBulkOutcome({ results: [ok(1)] }, 'reject')).toEqual({ text: '1 rejected.', tone: 'success' });
  });

  it('names why the others failed', () => {
    expect(
      summarizeBulkOutcome({ results: [ok(1), ok(2), failed(3, 'This request is already approved.')] }, 'approve'),
    ).toEqual({
      text: '2 approved, 1 failed: This request is already approved.',
      tone: 'warning',
    });
  });

  it('lists each distinct reason once, with its count, and ends each with a full stop', () => {
    const summary = summarizeBulkOutcome(
      {
        results: [
          failed(1, 'This request is already rejected'),
          failed(2, 'This request is already rejected'),
          failed(3, 'Request not found.', 404),
        ],
      },
      'reject',
    );
    expect(summary).toEqual({
      text: '0 rejected, 3 failed: This request is already rejected. (2 requests) Request not found.',
      tone: 'error',
    });
  });

  it('counts approvals that sent a request on to the next step of its chain', () => {
    const onward = (id: number) => ({
      ...ok(id),
      status: 'PENDING',
      message: 'Approved step 1 of 2; it now waits for HR Head, step 2 of 2.',
    });
    expect(summarizeBulkOutcome({ results: [ok(1), onward(2), onward(3)] }, 'approve', 'approved', 'PENDING')).toEqual({
      text: '3 approved (2 sent on to their next step).',
      tone: 'success',
    });
    expect(summarizeBulkOutcome({ results: [onward(2)] }, 'approve', 'approved', 'PENDING').text).toBe(
      '1 approved (1 sent on to its next step).',
    );
  });
});
