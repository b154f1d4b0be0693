import type { MasterGroup } from '@staffdesk/shared/schemas/master';
import { ROLES, ROLE_LABELS } from '@staffdesk/shared/roles';
import { DOCUMENT_TYPES } from '@staffdesk/shared/schemas/documents';

type Entry = readonly [code: string, label: string];

/** Reference lists a fresh installation starts with; kept in the database so they can grow. */
export const REFERENCE_DATA: Record<MasterGroup, readonly Entry[]> = {
  departments: [
    ['ENGINEERING', 'Engineering'], ['HR', 'Human Resources'], ['FINANCE', 'Finance'], ['IT', 'IT'], ['ADMIN', 'Administration'],
    ['SALES', 'Sales'], ['BUSINESS', 'Business Development'], ['TALENT', 'Talent Acquisition'], ['PROJECTS', 'Projects'], ['MANAGEMENT', 'Management'],
  ],
  designations: [
    ['SOFTWARE_ENGINEER', 'Software Engineer'], ['SENIOR_SOFTWARE_ENGINEER', 'Senior Software Engineer'], ['TECH_LEAD', 'Tech Lead'],
    ['ENGINEERING_MANAGER', 'Engineering Manager'], ['PROJECT_MANAGER', 'Project Manager'], ['HR_EXECUTIVE', 'HR Executive'],
    ['ACCOUNTANT', 'Accountant'], ['SYSTEM_ADMINISTRATOR', 'System Administrator'], ['RECRUITER', 'Recruiter'],
    ['BUSINESS_ANALYST', 'Business Analyst'], ['HEAD_OF_DEPARTMENT', 'Head of Department'], ['MANAGING_DIRECTOR', 'Managing Director'],
  ],
  eventTypes: [
    ['CASUAL', 'Casual Leave'], ['SICK', 'Sick Leave'], ['EARNED', 'Earned Leave'], ['COMP_OFF', 'Compensatory Off'],
    ['LOSS_OF_PAY', 'Loss of Pay'], ['WFH', 'Work From Home'],
  ],
  requestStatuses: [['PENDING', 'Pending'], ['APPROVED', 'Approved'], ['REJECTED', 'Rejected'], ['CANCELLED', 'Cancelled']],
  ticketStatuses: [['OPEN', 'Open'], ['SOLVED', 'Solved'], ['REJECTED', 'Rejected'], ['CANCELLED', 'Cancelled']],
  ticketCategories: [['IT', 'IT'], ['HR', 'HR'], ['ADMIN', 'Administration']],
  ticketPriorities: [['LOW', 'Low'], ['MEDIUM', 'Medium'], ['HIGH', 'High'], ['URGENT', 'Urgent']],
  // Coded <category>.<name>: the prefix is the ticket category they belong to.
  ticketSubCategories: [
    ['IT.HARDWARE', 'Hardware'], ['IT.SOFTWARE', 'Software'], ['IT.NETWORK', 'Network and VPN'], ['IT.ACCESS', 'Accounts and access'], ['IT.EMAIL', 'Email'],
    ['HR.PAYROLL', 'Payroll'], ['HR.LEAVE', 'Leave and attendance'], ['HR.POLICY', 'HR policy'], ['HR.DOCUMENTS', 'Letters and documents'],
    ['ADMIN.FACILITIES', 'Facilities'], ['ADMIN.TRAVEL', 'Travel desk'], ['ADMIN.ID_CARD', 'ID card and access badge'], ['ADMIN.STATIONERY', 'Stationery'],
  ],
  assetTypes: [
    ['LAPTOP', 'Laptop'], ['MONITOR', 'Monitor'], ['KEYBOARD', 'Keyboard'], ['MOUSE', 'Mouse'], ['HEADSET', 'Headset'],
    ['MOBILE', 'Mobile Phone'], ['ID_CARD', 'ID Card'], ['OTHER', 'Other'],
  ],
  reimbursementCategories: [
    ['TRAVEL', 'Travel'], ['FOOD', 'Food'], ['ACCOMMODATION', 'Accommodation'], ['INTERNET', 'Internet'], ['MEDICAL', 'Medical'], ['RELOCATION', 'Relocation'],
    ['TRAINING', 'Training and Certification'], ['OFFICE_SUPPLIES', 'Office Supplies'], ['OTHER', 'Other'],
  ],
  documentTypes: DOCUMENT_TYPES,
  employeeStatuses: [['ACTIVE', 'Active'], ['ON_NOTICE', 'On Notice'], ['LEFT', 'Left']],
  genders: [['MALE', 'Male'], ['FEMALE', 'Female'], ['NON_BINARY', 'Non-binary'], ['UNDISCLOSED', 'Prefer not to say']],
  maritalStatuses: [['SINGLE', 'Single'], ['MARRIED', 'Married'], ['DIVORCED', 'Divorced'], ['WIDOWED', 'Widowed']],
  bloodGroups: ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'].map((g) => [g, g] as const),
  halfDayOptions: [['NONE', 'Full day'], ['FIRST_HALF', 'First half'], ['SECOND_HALF', 'Second half']],
  projectStatuses: [['PLANNED', 'Planned'], ['ACTIVE', 'Active'], ['ON_HOLD', 'On Hold'], ['COMPLETED', 'Completed'], ['CANCELLED', 'Cancelled']],
  contractTypes: [['FIXED_PRICE', 'Fixed Price'], ['TIME_AND_MATERIAL', 'Time and Material'], ['RETAINER', 'Retainer']],
  roles: ROLES.map((r) => [r, ROLE_LABELS[r]] as const),
};
