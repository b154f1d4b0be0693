import { useMasterData } from '@/lib/api/get-master-data';
import { useOfficeToday } from '@/lib/office-time';
import { RolePicker } from './role-picker';
import { DateInputField, SelectField, TextField } from './user-fields';

/** Who the new employee is: names, sign-in, contacts, and their roles. */
export function AddUserPersonFields() {
  const genders = useMasterData().data?.genders ?? [];
  const today = useOfficeToday();
  return (
    <section className="grid gap-4" aria-labelledby="person-heading">
      <h2 id="person-heading" className="text-base font-semibold">
        The Person
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="firstname" label="First name" required />
        <TextField name="middlename" label="Middle name" />
        <TextField name="lastname" label="Last name" required />
        <TextField name="username" label="Username" required hint="Letters, digits, dots, dashes and underscores." />
        <TextField name="userEmailId" label="Work email" type="email" required />
        <TextField name="personalEmail" label="Personal email" type="email" />
        <TextField name="userContactNumber" label="Phone" type="tel" />
        <DateInputField name="userBirthDate" label="Date of birth" max={today} />
        <SelectField
          name="gender"
          label="Gender"
          emptyLabel="Not said"
          options={genders.map((g) => ({ value: g.code, label: g.label }))}
        />
      </div>
      <RolePicker />
    </section>
  );
}
