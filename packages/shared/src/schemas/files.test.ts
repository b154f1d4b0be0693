import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../roles';
import {
  FILE_CATEGORIES,
  FILE_CATEGORY_NAMES,
  MAX_FILE_BYTES,
  describeFileTypes,
  formatFileSize,
  mayReadFile,
  mayUploadFile,
  type FileCategory,
} from './files';

const MiB = 1024 * 1024;
const ALL: readonly Role[] = ROLES;

/** Who may upload into each category, written out. */
const UPLOADERS: Record<FileCategory, readonly Role[]> = {
  RECEIPT: ALL,
  EMPLOYEE_DOCUMENT: ALL,
  COMPANY_DOCUMENT: ['ADMIN', 'MD'],
  PROFILE_PICTURE: ALL,
  TICKET_ATTACHMENT: ALL,
  POLICY_DOCUMENT: ['ADMIN', 'MD', 'IT_HEAD'],
  // The project-management section's roles, which keep ADMIN out.
  CONTRACT_DOCUMENT: ['MD', 'L1', 'FINANCE_HEAD', 'BUSINESS_HEAD', 'ADMIN_HEAD', 'GROUP_HEAD', 'PROJECT_MANAGER'],
  FEED_IMAGE: ['ADMIN', 'MD', 'HR_HEAD'],
};

/** Who besides the owner may read each category's attached files, written out. */
const READERS: Record<FileCategory, readonly Role[]> = {
  RECEIPT: ['ADMIN', 'MD', 'FINANCE_HEAD'],
  EMPLOYEE_DOCUMENT: ['ADMIN', 'MD', 'HR_HEAD'],
  COMPANY_DOCUMENT: ALL,
  PROFILE_PICTURE: ALL,
  TICKET_ATTACHMENT: ['ADMIN', 'MD', 'IT_HEAD', 'HR_HEAD', 'ADMIN_HEAD'],
  POLICY_DOCUMENT: ALL,
  CONTRACT_DOCUMENT: ['MD', 'PROJECT_MANAGER', 'GROUP_HEAD', 'BUSINESS_HEAD', 'FINANCE_HEAD'],
  FEED_IMAGE: ALL,
};

describe('the file categories', () => {
  it('are the eight of DOMAIN.md, each with types and a maximum', () => {
    expect(FILE_CATEGORY_NAMES).toHaveLength(8);
    for (const name of FILE_CATEGORY_NAMES) {
      expect(FILE_CATEGORIES[name].contentTypes.length, name).toBeGreaterThan(0);
      expect(FILE_CATEGORIES[name].maxBytes, name).toBeGreaterThanOrEqual(2 * MiB);
    }
    expect(MAX_FILE_BYTES).toBe(10 * MiB);
  });

  for (const category of FILE_CATEGORY_NAMES) {
    it(`${category}: uploaded by ${UPLOADERS[category].length === ROLES.length ? 'everyone' : UPLOADERS[category].join(', ')}`, () => {
      expect(ROLES.filter((role) => mayUploadFile([role], category))).toEqual(
        ROLES.filter((role) => UPLOADERS[category].includes(role)),
      );
    });

    it(`${category}: read by its owner, and once attached by ${READERS[category].length === ROLES.length ? 'everyone' : READERS[category].join(', ')}`, () => {
      const file = { ownerId: 7, category, attached: true };
      expect(ROLES.filter((role) => mayReadFile({ id: 8, roles: [role] }, file))).toEqual(
        ROLES.filter((role) => READERS[category].includes(role)),
      );
      expect(mayReadFile({ id: 7, roles: ['EMPLOYEE'] }, file)).toBe(true);
    });
  }

  it('lets only the owner read a file no record holds yet', () => {
    const file = { ownerId: 7, category: 'PROFILE_PICTURE' as const, attached: false };
    expect(mayReadFile({ id: 7, roles: ['EMPLOYEE'] }, file)).toBe(true);
    expect(mayReadFile({ id: 8, roles: ['ADMIN'] }, file)).toBe(false);
  });

  it('narrows a file given to one person (a payslip) to them, its owner and those who give such files', () => {
    const payslip = { ownerId: 7, category: 'COMPANY_DOCUMENT' as const, attached: true, addresseeId: 9 };
    expect(mayReadFile({ id: 9, roles: ['EMPLOYEE'] }, payslip)).toBe(true);
    expect(mayReadFile({ id: 7, roles: ['EMPLOYEE'] }, payslip)).toBe(true);
    expect(ROLES.filter((role) => mayReadFile({ id: 8, roles: [role] }, payslip))).toEqual(['ADMIN', 'MD']);
    // A category anyone uploads into gives no one else a reason to read it.
    expect(mayReadFile({ id: 8, roles: ['ADMIN'] }, { ...payslip, category: 'EMPLOYEE_DOCUMENT' })).toBe(false);
  });

  it('names types and sizes as people read them', () => {
    expect(describeFileTypes('RECEIPT')).toBe('PDF, PNG or JPEG');
    expect(describeFileTypes('TICKET_ATTACHMENT')).toBe('PNG, JPEG, WebP, PDF or plain text');
    expect(formatFileSize(2 * MiB)).toBe('2 MB');
    expect(formatFileSize(1.5 * MiB)).toBe('1.5 MB');
    expect(formatFileSize(300 * 1024)).toBe('300 KB');
    expect(formatFileSize(10)).toBe('1 KB');
  });
});
