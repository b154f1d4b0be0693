import type { ApiTag } from './endpoint';

/** The groups of the API, in the order the OpenAPI document lists them. */
export const TAGS = {
  health: { name: 'Health', description: 'Whether the server and its database answer.' },
  authentication: {
    name: 'Authentication',
    description: 'Sign-in with a password and an optional second factor (TOTP), session renewal and sign-out, passwords, two-factor enrolment, push tokens.',
  },
  users: { name: 'Users', description: "The signed-in user's profile, user administration (register, list, change), the people forms pick from, and the roles." },
  master: { name: 'Master data', description: 'The reference lists the screens pick from (departments, designations, statuses, categories …).' },
  notifications: { name: 'Notifications', description: 'Your notifications: pages, unread count, read marks, the live event stream and the Web Push key.' },
  employee: { name: 'Employee', description: 'Employee records: the directory, your own record, your reportees, working details, the attendance export.' },
  punches: { name: 'Check-in/out', description: 'Punches in and out, and the attendance days derived from them, holidays and leave.' },
  regularizations: { name: 'Attendance regularizations', description: 'Requests to fix the punches of a past day, decided by the reporting manager.' },
  holidays: { name: 'Holidays', description: 'The holiday list of a year.' },
  dashboard: { name: 'Dashboard', description: 'The cards of the dashboard: a month of attendance, leave balances and what waits.' },
  balances: { name: 'Leave balances', description: 'Days allotted, used, pending and available per leave type and year.' },
  eventRequests: { name: 'Leave and work-from-home requests', description: 'Requests for leave or work from home, decided by the reporting manager, and one timeline of all of a person\'s requests.' },
  leaveSummaries: { name: 'Leave summaries', description: 'Balances with what is coming, and approved days per month.' },
  reimbursements: { name: 'Reimbursements', description: 'Expense claims with their receipts, decided by finance and marked paid with a payment reference.' },
  assets: { name: 'Assets', description: 'Requests for assets, decided by IT, who record the asset issued; the assets issued to each employee and their return.' },
  employeeDocuments: { name: 'Employee documents', description: 'Your papers (PAN, passport, degree …) submitted for verification, and their verification by HR.' },
  companyDocuments: { name: 'Company documents', description: 'What the company gives: offer letters, payslips, policies, for one employee or for everyone.' },
  helpdesk: { name: 'Help desk', description: 'Tickets to the IT, HR and administration desks, routed by category and solved or rejected with a note; their comments and statistics.' },
  itPolicies: { name: 'IT policies', description: 'The IT policies everyone reads, each a PDF or a link, kept in versions by those who manage them.' },
  files: { name: 'Files', description: 'Uploads checked by size and by their bytes, downloads for those a file\'s category lets read, and the categories.' },
} as const satisfies Record<string, ApiTag>;
