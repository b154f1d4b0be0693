import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '@staffdesk/shared/dates';
import {
  ZRegisterUserRequestSchema,
  ZUserUpdateSchema,
  type TRegisterUserRequest,
} from '@staffdesk/shared/schemas/users';

const { userBirthDate, employeeCode, currentAddress } = ZRegisterUserRequestSchema.shape;

/** An input left empty holds '': for the shared schema that is a value not given. */
const blankIsNone = <S extends z.ZodType<unknown, string | null | undefined>>(schema: S) =>
  z
    .string()
    .trim()
    .transform((v): string | null | undefined => (v === '' ? undefined : v))
    .pipe(schema);

/**
 * The shared registration schema, its rules across fields included, with the address as the form asks for
 * it: the street typed, the country and state chosen.
 */
export const ZAddUserFormSchema = ZRegisterUserRequestSchema.safeExtend({
  userBirthDate: blankIsNone(userBirthDate),
  employeeCode: blankIsNone(employeeCode),
  addressLine: currentAddress,
  country: z.string(),
  state: z.string(),
});
export type TAddUserForm = z.input<typeof ZAddUserFormSchema>;

/** The API names the shared schema's messages use, as the form's labels say them. */
export const ADD_USER_LABELS = {
  userEmailId: 'Work email',
  dateOfJoining: 'Date of joining',
  officeEnd: 'Office hours',
  reportingManagerId: 'Reporting manager',
};

export const EMPTY_USER: TAddUserForm = {
  firstname: '',
  middlename: '',
  lastname: '',
  username: '',
  userEmailId: '',
  personalEmail: '',
  userContactNumber: '',
  userBirthDate: '',
  gender: '',
  userRoleList: ['EMPLOYEE'],
  employeeCode: '',
  designation: '',
  department: '',
  dateOfJoining: '',
  reportingManagerId: null,
  officeStart: '09:30',
  officeEnd: '18:30',
  timeZone: DEFAULT_TIME_ZONE,
  addressLine: '',
  country: '',
  state: '',
};

/** The request: the address as one text, the street, then the state and the country by their names. */
export function registrationOf(
  { addressLine, country: _country, state: _state, ...user }: z.output<typeof ZAddUserFormSchema>,
  names: { country?: string; state?: string },
): TRegisterUserRequest {
  const address = [addressLine, names.state, names.country].filter(Boolean).join(', ');
  return { ...user, currentAddress: address || undefined };
}

/** What the edit dialog changes of a user, by the shared schema; an employee code left empty stays as it is. */
export const ZEditUserFormSchema = ZUserUpdateSchema.pick({
  firstname: true,
  lastname: true,
  userEmailId: true,
  userContactNumber: true,
  designation: true,
  department: true,
  reportingManagerId: true,
  userRoleList: true,
}).extend({ employeeCode: blankIsNone(ZUserUpdateSchema.shape.employeeCode) });
export type TEditUserForm = z.input<typeof ZEditUserFormSchema>;
