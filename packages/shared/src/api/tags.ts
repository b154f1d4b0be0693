import type { ApiTag } from './endpoint';

/** The groups of the API, in the order the OpenAPI document lists them. */
export const TAGS = {
  health: { name: 'Health', description: 'Whether the server is alive and ready, and its metrics for Prometheus.' },
  authentication: {
    name: 'Authentication',
    description:
      'Sign-in with a password and an optional second factor (TOTP), session renewal and sign-out, passwords, two-factor enrolment, push tokens.',
  },
  users: {
    name: 'Users',
    description:
      "The signed-in user's profile, user administration (register, list, change), the people forms pick from, and the roles.",
  },
  master: {
    name: 'Master data',
    description: 'The reference lists the screens pick from (departments, designations, statuses, categories …).',
  },
  notifications: {
    name: 'Notifications',
    description: 'Your notifications: pages, unread count, read marks, the live event stream and the Web Push key.',
  },
  employee: {
    name: 'Employee',
    description:
      'Employee records: the directory, your own record, your reportees, working details, the attendance export.',
  },
  punches: {
    name: 'Check-in/out',
    description: 'Punches in and out, and the attendance days derived from them, holidays and leave.',
  },
  regularizations: {
    name: 'Attendance regularizations',
    description: 'Requests to fix the punches of a past day, decided by the reporting manager.',
  },
  holidays: { name: 'Holidays', description: 'The holiday list of a year.' },
  dashboard: {
    name: 'Dashboard',
    description: 'The cards of the dashboard: a month of attendance, leave balances and what waits.',
  },
  balances: {
    name: 'Leave balances',
    description: 'Days allotted, used, pending and available per leave type and year.',
  },
  eventRequests: {
    name: 'Leave and work-from-home requests',
    description:
      "Requests for leave or work from home, decided by the reporting manager, and one timeline of all of a person's requests.",
  },
  leaveSummaries: {
    name: 'Leave summaries',
    description: 'Balances with what is coming, and approved days per month.',
  },
  reimbursements: {
    name: 'Reimbursements',
    description: 'Expense claims with their receipts, decided by finance and marked paid with a payment reference.',
  },
  assets: {
    name: 'Assets',
    description:
      'Requests for assets, decided by IT, who record the asset issued; the assets issued to each employee and their return.',
  },
  employeeDocuments: {
    name: 'Employee documents',
    description: 'Your papers (PAN, passport, degree …) submitted for verification, and their verification by HR.',
  },
  companyDocuments: {
    name: 'Company documents',
    description: 'What the company gives: offer letters, payslips, policies, for one employee or for everyone.',
  },
  helpdesk: {
    name: 'Help desk',
    description:
      'Tickets to the IT, HR and administration desks, routed by category and solved or rejected with a note; their comments and statistics.',
  },
  itPolicies: {
    name: 'IT policies',
    description: 'The IT policies everyone reads, each a PDF or a link, kept in versions by those who manage them.',
  },
  hrReports: {
    name: 'HR reports',
    description: 'Reimbursements of a month and assets issued per employee, as JSON for the screen and CSV for Excel.',
  },
  benefitLinks: {
    name: 'Benefit links',
    description: 'The mediclaim and provident fund links everyone reads, kept by HR.',
  },
  files: {
    name: 'Files',
    description:
      "Uploads checked by size and by their bytes, downloads for those a file's category lets read, and the categories.",
  },
  countries: { name: 'Countries', description: 'Countries and their states, for address fields.' },
  flashes: {
    name: 'Flashes',
    description:
      'Short announcements shown as a banner on every screen for a window of time, to everyone or some roles.',
  },
  feeds: {
    name: 'Feeds',
    description:
      'Company news posts: plain text with links, an optional image, pinned on top, published now or at a time.',
  },
  contractCompanies: {
    name: 'Contract companies',
    description: 'The clients enquiries and contracts are for, with their country and state.',
  },
  businessEnquiries: {
    name: 'Business enquiries',
    description: 'Leads from a company: NEW → QUALIFIED → PROPOSAL → WON | LOST (with a reason).',
  },
  estimationMethods: {
    name: 'Estimation methods',
    description: 'How a proposal is estimated (master data): person-day methods compute its amount from effort × rate.',
  },
  proposals: {
    name: 'Proposals',
    description:
      'Offers for a qualified enquiry, in versions, with a document: DRAFT → SUBMITTED → ACCEPTED | REJECTED; accepting wins the enquiry.',
  },
  contracts: {
    name: 'Contracts',
    description:
      'Contracts (DRAFT → ACTIVE → COMPLETED | TERMINATED) with their documents, task orders within ' +
      'their value and dates, invoice rates and points of contact.',
  },
  projects: {
    name: 'Projects',
    description: 'Projects, their categories, members and activities: what timesheets are filled against.',
  },
  approvalChains: {
    name: 'Approval chains',
    description:
      'Who decides a request after its first step, and when: the later steps of each family, kept by MD and ADMIN.',
  },
  delegations: {
    name: 'Delegations',
    description:
      'A decider names someone to decide for them for some days; decisions taken so are audited on their behalf.',
  },
  jobs: {
    name: 'Background jobs',
    description:
      'The scheduled work of the servers (reminders, escalations, sweeps): schedules, runs and failures, for ADMIN.',
  },
  webhooks: {
    name: 'Webhooks',
    description:
      'Endpoints that are sent the portal’s events as signed Standard Webhooks, their delivery log and replays, for ADMIN.',
  },
  audit: {
    name: 'Audit log',
    description: "Every decision and every change to another person's data: searched and exported by MD and ADMIN.",
  },
  calendarFeeds: {
    name: 'Calendar feeds',
    description: 'Secret iCalendar addresses of your leave, work from home and holidays, for a calendar app.',
  },
  timesheets: {
    name: 'Timesheets',
    description:
      'Hours per project activity and day in quarter hours; days OPEN → LOCKED (submitted) → APPROVED ' +
      'by the reporting manager, MD or ADMIN; weeks Monday to Sunday.',
  },
} as const satisfies Record<string, ApiTag>;
