import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@staffdesk/shared/api/endpoint';
import { createTestApp, type TestApp } from '../../../test/harness';
import { REQUEST_FAMILIES } from '../../request-families';

/** Who may decide none of a family is refused its decisions alike, single or bulk, for every family. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** No request has it: a refusal before any request is read does not depend on the ids. */
const UNKNOWN = 2_000_000_000;
const REMARK = 'Checked by the decision access test.';

async function decide(username: string, endpoint: Endpoint, payload: object) {
  const res = await t.as(await t.tokenOf(username), {
    method: 'POST',
    url: `/api${endpoint.path.replace('{id}', String(UNKNOWN))}`,
    payload,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

function decisionsOf(family: (typeof REQUEST_FAMILIES)[number]) {
  const { endpoints } = family.declaration;
  return [
    [endpoints.approve, { remark: REMARK }],
    [endpoints.reject, { remark: REMARK }],
    [endpoints.approveMany, { ids: [UNKNOWN], remark: REMARK }],
    [endpoints.rejectMany, { ids: [UNKNOWN], remark: REMARK }],
  ] as const;
}

const REFUSED = { status: 403, body: { message: 'You are not allowed to do this.' } };

describe('a decision by one who may decide none of the family', () => {
  it.each(REQUEST_FAMILIES.map((family) => [family.entity, family] as const))(
    '%s: an employee leading no team is refused single and bulk decisions alike (403)',
    async (_entity, family) => {
      const answers = [];
      for (const [endpoint, payload] of decisionsOf(family)) answers.push(await decide('employee', endpoint, payload));
      expect(answers).toEqual([REFUSED, REFUSED, REFUSED, REFUSED]);
    },
  );

  it.each(
    REQUEST_FAMILIES.filter((f) => f.declaration.deciders.kind !== 'reporting-manager').map(
      (family) => [family.entity, family] as const,
    ),
  )('%s: a project manager, who holds no deciding permission, is refused alike (403)', async (_entity, family) => {
    const answers = [];
    for (const [endpoint, payload] of decisionsOf(family)) answers.push(await decide('pm', endpoint, payload));
    expect(answers).toEqual([REFUSED, REFUSED, REFUSED, REFUSED]);
  });

  it("answers a team's lead per id in bulk, as each single decision, when the ids are not theirs to decide", async () => {
    const leave = REQUEST_FAMILIES.find((f) => f.entity === 'event-request')!;
    const { endpoints } = leave.declaration;
    expect(await decide('pm', endpoints.approve, {})).toEqual({ status: 404, body: { message: 'No such request.' } });
    expect(await decide('pm', endpoints.approveMany, { ids: [UNKNOWN] })).toEqual({
      status: 200,
      body: {
        results: [{ id: UNKNOWN, ok: false, statusCode: 404, message: 'No such request.' }],
        succeeded: 0,
        failed: 1,
      },
    });
  });
});
