import { projectActivities, projectCategories, projectMembers, projects } from '../db/schema/projects';
import type { Tx } from '../db/client';

const DAY = 86_400_000;
const isoDaysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

interface DemoProject {
  code: string;
  name: string;
  category: string;
  status: string;
  start: number;
  end: number | null;
  budgetedHours: number;
  members: string[];
  activities: [name: string, billable: boolean, active?: boolean][];
}

const CATEGORIES = [
  ['Client Delivery', 'Work for a client under a contract'],
  ['Internal', 'Tools and improvements for ourselves'],
  ['Support', 'Maintenance and support of delivered systems'],
  ['Training', 'Learning and certifications'],
] as const;

const ENGINEERS = ['employee', 'employee.2fa', 'manager', 'pm'];

const PROJECTS: DemoProject[] = [
  {
    code: 'ACME-PORTAL',
    name: 'Acme customer portal',
    category: 'Client Delivery',
    status: 'ACTIVE',
    start: -90,
    end: 120,
    budgetedHours: 2400,
    members: ENGINEERS,
    activities: [
      ['Design', true],
      ['Development', true],
      ['Testing', true],
      ['Meetings', false],
      ['Estimation', false, false],
    ],
  },
  {
    code: 'SD-HRMS',
    name: 'Staffdesk rollout',
    category: 'Internal',
    status: 'ACTIVE',
    start: -120,
    end: 60,
    budgetedHours: 800,
    members: ['employee', 'manager', 'pm'],
    activities: [
      ['Development', false],
      ['Data migration', false],
      ['Support', false],
    ],
  },
  {
    code: 'GLOBEX-AMC',
    name: 'Globex annual maintenance',
    category: 'Support',
    status: 'ACTIVE',
    start: -200,
    end: 165,
    budgetedHours: 1200,
    members: ['employee.2fa', 'manager', 'pm'],
    activities: [
      ['Incident fixes', true],
      ['Monthly report', true],
    ],
  },
  {
    code: 'TRAIN-CLOUD',
    name: 'Cloud certification track',
    category: 'Training',
    status: 'PLANNED',
    start: 30,
    end: 120,
    budgetedHours: 300,
    members: ENGINEERS,
    activities: [['Course work', false]],
  },
  {
    code: 'LEGACY-MIG',
    name: 'Legacy payroll migration',
    category: 'Client Delivery',
    status: 'ON_HOLD',
    start: -60,
    end: 90,
    budgetedHours: 600,
    members: ['manager', 'pm'],
    activities: [['Analysis', true]],
  },
  {
    code: 'WEB-REVAMP',
    name: 'Company website revamp',
    category: 'Internal',
    status: 'COMPLETED',
    start: -300,
    end: -150,
    budgetedHours: 400,
    members: ['employee', 'pm'],
    activities: [
      ['Design', false],
      ['Development', false],
    ],
  },
  {
    code: 'INITECH-POC',
    name: 'Initech proof of concept',
    category: 'Client Delivery',
    status: 'CANCELLED',
    start: -100,
    end: -40,
    budgetedHours: 160,
    members: ['pm'],
    activities: [['Prototype', true]],
  },
];

/** Project categories, projects in every status with members and activities (employee and manager among them). */
export async function seedProjectsDemo(tx: Tx, ids: ReadonlyMap<string, number>): Promise<void> {
  const categories = await tx
    .insert(projectCategories)
    .values(CATEGORIES.map(([name, description]) => ({ name, description })))
    .returning({ id: projectCategories.id, name: projectCategories.name });
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  const pm = ids.get('pm')!;
  for (const p of PROJECTS) {
    const [row] = await tx
      .insert(projects)
      .values({
        code: p.code,
        name: p.name,
        categoryId: categoryId.get(p.category)!,
        managerId: pm,
        startDate: isoDaysFromNow(p.start),
        endDate: p.end === null ? null : isoDaysFromNow(p.end),
        budgetedHours: p.budgetedHours,
        status: p.status,
        createdBy: ids.get('group.head')!,
      })
      .returning({ id: projects.id });
    await tx
      .insert(projectMembers)
      .values(p.members.map((username) => ({ projectId: row!.id, userId: ids.get(username)! })));
    await tx
      .insert(projectActivities)
      .values(p.activities.map(([name, billable, active = true]) => ({ projectId: row!.id, name, billable, active })));
  }
}
