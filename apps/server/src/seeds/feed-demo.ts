import { feedPosts } from '../db/schema/feeds';
import type { Tx } from '../db/client';

const DAY = 86_400_000;

/** Posts for the dashboard's News card and the Feed Manager: one pinned, two recent, one scheduled. */
export async function seedFeedDemo(tx: Tx, ids: ReadonlyMap<string, number>): Promise<void> {
  const at = (days: number) => new Date(Date.now() + days * DAY);
  const hr = ids.get('hr.head')!;
  const md = ids.get('md')!;
  await tx.insert(feedPosts).values([
    {
      title: 'Welcome to Staffdesk',
      body: 'Attendance, leave and requests now live in one place. Questions? Write to the HR team.\nThe handbook: https://staffdesk.example/handbook',
      pinned: true,
      publishedAt: at(-30),
      authorId: md,
    },
    {
      title: 'New joiners this month',
      body: 'Please welcome the four colleagues who joined Engineering and Finance this month.',
      publishedAt: at(-3),
      authorId: hr,
    },
    {
      title: 'Diwali celebrations',
      body: 'Lunch and games on the terrace on Friday from 1 pm. Families are welcome.',
      publishedAt: at(-1),
      authorId: hr,
    },
    {
      title: 'Open enrolment for health cover',
      body: 'Add your dependants to the group health cover before the end of the month.',
      publishedAt: at(5),
      authorId: hr,
    },
  ]);
}
