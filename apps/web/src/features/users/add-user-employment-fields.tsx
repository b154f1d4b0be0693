import { useMemo } from 'react';
import { DEFAULT_TIME_ZONE } from '@staffdesk/shared/dates';
import { useDepartments } from './api/get-departments';
import { useReportingManagers } from './api/get-reporting-managers';
import { DateInputField, ManagerField, TextField } from './user-fields';

function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [DEFAULT_TIME_ZONE];
  }
}

/** The new employee's record: code, role in the company, manager, and office hours in their time zone. */
export function AddUserEmploymentFields() {
  const departments = useDepartments();
  const managers = useReportingManagers();
  const zones = useMemo(() => timeZones(), []);
  return (
    <section className="grid gap-4" aria-labelledby="employment-heading">
      <h2 id="employment-heading" className="text-base font-semibold">
        Employment
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="employeeCode" label="Employee code" hint="Left empty, one is given." />
        <TextField name="designation" label="Designation" />
        <TextField name="department" label="Department" suggestions={departments.data ?? []} />
        <DateInputField name="dateOfJoining" label="Date of joining" hint="This year's leave is prorated from it." />
        <ManagerField managers={managers.data ?? []} />
        <TextField name="timeZone" label="Time zone" suggestions={zones} />
        <TextField name="officeStart" label="Office hours from" type="time" />
        <TextField name="officeEnd" label="Office hours until" type="time" />
      </div>
    </section>
  );
}
