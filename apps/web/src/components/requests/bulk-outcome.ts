import type { TBulkDecisionResponse } from '@staffdesk/shared/schemas/requests';
import type { Decision } from './request-queries';

const PAST: Record<Decision, string> = { approve: 'approved', reject: 'rejected' };

export interface BulkSummary {
  text: string;
  tone: 'success' | 'warning' | 'error';
}

/**
 * What a bulk decision did, in one line: "2 approved, 1 failed: This request is already approved." Distinct
 * failure messages are listed once each, with how many requests gave them when more than one did. Approvals
 * that left a request `open` (a step of its chain, with more to come) are counted as sent on.
 */
export function summarizeBulkOutcome(
  response: Pick<TBulkDecisionResponse, 'results'>,
  decision: Decision,
  past: string = PAST[decision],
  open?: string,
  /** What one request is called, and several ("week", "weeks"), where the count should say it. */
  noun?: { one: string; many: string },
): BulkSummary {
  const succeeded = response.results.filter((r) => r.ok).length;
  const failures = response.results.filter((r) => !r.ok);
  const onward = open === undefined ? 0 : response.results.filter((r) => r.ok && r.status === open).length;
  const counted = noun ? ` ${succeeded === 1 ? noun.one : noun.many}` : '';
  const done = `${succeeded}${counted} ${past}${onward > 0 ? ` (${onward} sent on to ${onward === 1 ? 'its' : 'their'} next step)` : ''}`;
  if (failures.length === 0) return { text: `${done}.`, tone: 'success' };

  const counts = new Map<string, number>();
  for (const f of failures) {
    const message = f.message.trim() || 'The request could not be decided.';
    counts.set(message, (counts.get(message) ?? 0) + 1);
  }
  const reasons = [...counts].map(([message, n]) => {
    const sentence = /[.!?]$/.test(message) ? message : `${message}.`;
    return n > 1 ? `${sentence} (${n} requests)` : sentence;
  });
  return {
    text: `${done}, ${failures.length} failed: ${reasons.join(' ')}`,
    tone: succeeded === 0 ? 'error' : 'warning',
  };
}
