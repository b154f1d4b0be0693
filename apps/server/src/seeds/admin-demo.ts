import { flashes } from '../db/schema/flashes';
import type { Tx } from '../db/client';

const DAY = 86_400_000;

/**
 * Flashes for the Flash Manager to show: one live for the directors (ADMIN and MD, so that the banner of the
 * other demo accounts stays clear), one scheduled for everyone next week, one that has ended.
 */
export async function seedAdminDemo(tx: Tx, ids: ReadonlyMap<string, number>): Promise<void> {
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY);
  const hr = ids.get('hr.head')!;
  await tx.insert(flashes).values([
    {
      message: 'Board review of the quarter on Friday at 11:00 in the main conference room.',
      severity: 'INFO',
      visibleFrom: at(-1),
      visibleUntil: at(30),
      audience: ['ADMIN', 'MD'],
      createdBy: ids.get('md')!,
    },
    {
      message: 'The office is closed next Monday for maintenance of the power lines: work from home.',
      severity: 'WARNING',
      visibleFrom: at(7),
      visibleUntil: at(9),
      audience: [],
      createdBy: hr,
    },
    {
      message: 'Annual health check-up camp today on the ground floor.',
      severity: 'INFO',
      visibleFrom: at(-20),
      visibleUntil: at(-19),
      audience: [],
      createdBy: hr,
    },
  ]);
}
