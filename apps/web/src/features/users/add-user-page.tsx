import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FileSpreadsheet, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { TRegisterUserRequest } from '@staffdesk/shared/schemas/users';
import { DEFAULT_TIME_ZONE } from '@staffdesk/shared/dates';
import { Card, CardContent } from '@/components/ui/card';
import { FormAlert } from '@/components/form-alert';
import { FormFooter } from '@/components/form-footer';
import { PageHeader } from '@/components/page-header';
import { readableFieldError, serverFieldErrors } from '@/components/field-messages';
import { useMasterData } from '@/lib/api/get-master-data';
import { HttpError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { useCountries } from './api/get-countries';
import { useDepartments } from './api/get-departments';
import { useReportingManagers } from './api/get-reporting-managers';
import { useStates } from './api/get-states';
import { useRegisterUser } from './api/register-user';
import { BulkImportCard } from './bulk-import-card';
import { RolePicker } from './role-picker';
import { TemporaryPasswordDialog } from './temporary-password-dialog';
import { ManagerField, SelectField, TextField } from './user-fields';
import { ADD_USER_PATH, USER_LISTING_PATH } from './paths';

const TEXT_FIELDS = [
  'firstname',
  'middlename',
  'lastname',
  'username',
  'userEmailId',
  'personalEmail',
  'userContactNumber',
  'userBirthDate',
  'gender',
  'employeeCode',
  'designation',
  'department',
  'dateOfJoining',
  'reportingManagerId',
  'officeStart',
  'officeEnd',
  'timeZone',
  'addressLine',
  'country',
  'state',
] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
const FIELDS = [...TEXT_FIELDS, 'userRoleList', 'currentAddress'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<TextFieldName, string>;

const LABELS: Record<string, string> = {
  userEmailId: 'Work email',
  dateOfJoining: 'Date of joining',
  officeEnd: 'Office hours',
  reportingManagerId: 'Reporting manager',
};

const EMPTY: Values = {
  firstname: '',
  middlename: '',
  lastname: '',
  username: '',
  userEmailId: '',
  personalEmail: '',
  userContactNumber: '',
  userBirthDate: '',
  gender: '',
  employeeCode: '',
  designation: '',
  department: '',
  dateOfJoining: '',
  reportingManagerId: '',
  officeStart: '09:30',
  officeEnd: '18:30',
  timeZone: DEFAULT_TIME_ZONE,
  addressLine: '',
  country: '',
  state: '',
};

function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [DEFAULT_TIME_ZONE];
  }
}

const orNothing = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The address as one text: the street, then the state and the country chosen from the countries service. */
function address(values: Values, countryName: string | undefined, stateName: string | undefined): string | undefined {
  const parts = [values.addressLine.trim(), stateName, countryName].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(', ') : undefined;
}

function AddUserForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(EMPTY);
  const [roles, setRoles] = useState<string[]>(['EMPLOYEE']);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string>();
  const [created, setCreated] = useState<{ name: string; password: string }>();
  const master = useMasterData();
  const departments = useDepartments();
  const managers = useReportingManagers();
  const countries = useCountries();
  const states = useStates(values.country || undefined);
  const register = useRegisterUser();
  const zones = useMemo(() => timeZones(), []);
  const set = (field: TextFieldName) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value, ...(field === 'country' ? { state: '' } : {}) }));
  const error = (field: Field) => readableFieldError(errors[field], LABELS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    setErrors({});
    const countryName = countries.data?.find((c) => c.code === values.country)?.name;
    const stateName = states.data?.find((s) => s.code === values.state)?.name;
    const body: TRegisterUserRequest = {
      username: values.username.trim(),
      firstname: values.firstname,
      middlename: orNothing(values.middlename),
      lastname: values.lastname,
      userEmailId: values.userEmailId.trim(),
      personalEmail: orNothing(values.personalEmail),
      userContactNumber: orNothing(values.userContactNumber),
      userBirthDate: orNothing(values.userBirthDate),
      gender: orNothing(values.gender),
      userRoleList: roles as TRegisterUserRequest['userRoleList'],
      employeeCode: orNothing(values.employeeCode),
      designation: orNothing(values.designation),
      department: orNothing(values.department),
      dateOfJoining: orNothing(values.dateOfJoining),
      reportingManagerId: values.reportingManagerId ? Number(values.reportingManagerId) : undefined,
      officeStart: values.officeStart,
      officeEnd: values.officeEnd,
      timeZone: values.timeZone,
      currentAddress: address(values, countryName, stateName),
    };
    register.mutate(body, {
      onSuccess: (user) => {
        toast.success(`${user.fullname} was added.`);
        if (user.temporaryPassword) setCreated({ name: user.fullname, password: user.temporaryPassword });
        else void navigate(USER_LISTING_PATH);
      },
      onError: (err) => {
        setRefusal(err.message);
        if (err instanceof HttpError) {
          const found = serverFieldErrors(err.body, FIELDS);
          if (found.currentAddress) found.addressLine = found.currentAddress;
          setErrors(found);
          const first = TEXT_FIELDS.find((f) => found[f]);
          if (first) document.getElementById(first)?.focus();
        }
      },
    });
  };

  const field = (
    name: TextFieldName,
    label: string,
    extra: { type?: string; hint?: string; suggestions?: readonly string[]; required?: boolean } = {},
  ) => <TextField name={name} label={label} value={values[name]} onChange={set(name)} error={error(name)} {...extra} />;

  return (
    <>
      <Card className="max-w-4xl">
        <form onSubmit={submit} noValidate className="contents">
          <CardContent className="grid gap-6">
            <section className="grid gap-4" aria-labelledby="person-heading">
              <h2 id="person-heading" className="text-base font-semibold">
                The Person
              </h2>
              <div className="grid gap-4 sm:grid-cols-3">
                {field('firstname', 'First name', { required: true })}
                {field('middlename', 'Middle name')}
                {field('lastname', 'Last name', { required: true })}
                {field('username', 'Username', {
                  required: true,
                  hint: 'Letters, digits, dots, dashes and underscores.',
                })}
                {field('userEmailId', 'Work email', { type: 'email', required: true })}
                {field('personalEmail', 'Personal email', { type: 'email' })}
                {field('userContactNumber', 'Phone', { type: 'tel' })}
                {field('userBirthDate', 'Date of birth', { type: 'date' })}
                <SelectField
                  name="gender"
                  label="Gender"
                  value={values.gender}
                  onChange={set('gender')}
                  error={error('gender')}
                  emptyLabel="Not said"
                  options={(master.data?.genders ?? []).map((g) => ({ value: g.code, label: g.label }))}
                />
              </div>
              <RolePicker value={roles} onChange={setRoles} error={error('userRoleList')} />
            </section>
            <section className="grid gap-4" aria-labelledby="employment-heading">
              <h2 id="employment-heading" className="text-base font-semibold">
                Employment
              </h2>
              <div className="grid gap-4 sm:grid-cols-3">
                {field('employeeCode', 'Employee code', { hint: 'Left empty, one is given.' })}
                {field('designation', 'Designation')}
                {field('department', 'Department', { suggestions: departments.data ?? [] })}
                {field('dateOfJoining', 'Date of joining', {
                  type: 'date',
                  hint: "This year's leave is prorated from it.",
                })}
                <ManagerField
                  value={values.reportingManagerId}
                  onChange={set('reportingManagerId')}
                  error={error('reportingManagerId')}
                  managers={managers.data ?? []}
                />
                {field('timeZone', 'Time zone', { suggestions: zones })}
                {field('officeStart', 'Office hours from', { type: 'time' })}
                {field('officeEnd', 'Office hours until', { type: 'time' })}
              </div>
            </section>
            <section className="grid gap-4" aria-labelledby="address-heading">
              <h2 id="address-heading" className="text-base font-semibold">
                Address
              </h2>
              <div className="grid gap-4 sm:grid-cols-3">
                {field('addressLine', 'Street and city')}
                <SelectField
                  name="country"
                  label="Country"
                  value={values.country}
                  onChange={set('country')}
                  error={error('country')}
                  emptyLabel="Choose…"
                  options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
                />
                <SelectField
                  name="state"
                  label="State"
                  value={values.state}
                  onChange={set('state')}
                  error={error('state')}
                  emptyLabel={values.country && states.data?.length === 0 ? 'None' : 'Choose…'}
                  disabled={!values.country || !states.data?.length}
                  options={(states.data ?? []).map((s) => ({ value: s.code, label: s.name }))}
                />
              </div>
            </section>
            <p className="text-sm text-muted-foreground">
              A temporary password is made when you submit, and shown to you once. They choose their own at their first
              sign-in.
            </p>
            <FormAlert message={refusal} />
          </CardContent>
          <FormFooter pending={register.isPending} onCancel={() => void navigate(USER_LISTING_PATH)} />
        </form>
      </Card>
      {created && (
        <TemporaryPasswordDialog
          name={created.name}
          password={created.password}
          onClose={() => {
            setCreated(undefined);
            void navigate(USER_LISTING_PATH);
          }}
        />
      )}
    </>
  );
}

/** A new employee: the user and their employee record in one go, or many from a CSV. */
export function AddUserPage() {
  const [params] = useSearchParams();
  const importing = params.get('import') === 'csv';
  return (
    <>
      <PageHeader
        title="Add New Employee"
        description="The person, their employment and address; or many at once from a CSV."
        actions={
          <Button variant="outline" asChild>
            {importing ? (
              <Link to={ADD_USER_PATH}>
                <UserPlus aria-hidden="true" />
                Add one employee
              </Link>
            ) : (
              <Link to={`${ADD_USER_PATH}?import=csv`}>
                <FileSpreadsheet aria-hidden="true" />
                Import from CSV
              </Link>
            )}
          </Button>
        }
      />
      {importing ? <BulkImportCard /> : <AddUserForm />}
    </>
  );
}
