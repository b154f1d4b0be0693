import { useEffect, useState } from 'react';
import { Users } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { EmptyState } from '@/components/empty-state';
import { useEmployeeDirectory } from './api/get-employee-directory';
import { WeekView } from './week-view';

/** Waits a moment after the last key before searching. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** MD and ADMIN: pick an employee by name or code, see their week, approve or unapprove days and the week. */
export function TeamTab({
  employeeId,
  onEmployeeChange,
  ownEmployeeId,
  ...week
}: {
  employeeId: number | undefined;
  onEmployeeChange: (id: number | undefined) => void;
  ownEmployeeId: number | undefined;
  monday: string;
  thisMonday: string;
  onWeekChange: (monday: string) => void;
}) {
  const [search, setSearch] = useState('');
  const term = useSettled(search.trim());
  const people = useEmployeeDirectory(term);
  const choices = (people.data?.items ?? []).filter((p) => p.employeeId !== ownEmployeeId);

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <label className="grid gap-1 text-sm">
          <span className="font-medium">Search employees</span>
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Name or employee code"
          />
        </label>
        <label className="grid gap-1 text-sm">
          <span className="font-medium">Employee</span>
          <NativeSelect
            value={employeeId ?? ''}
            onChange={(e) => onEmployeeChange(e.target.value ? Number(e.target.value) : undefined)}
          >
            <option value="">{choices.length ? 'Choose an employee' : 'Nobody matches the search'}</option>
            {choices.map((p) => (
              <option key={p.employeeId} value={p.employeeId}>
                {p.fullname} ({p.employeeCode})
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      {employeeId === undefined ? (
        <EmptyState icon={Users} title="Choose an employee to see their week.">
          <p>Search by name or code, then approve or unapprove their locked days.</p>
        </EmptyState>
      ) : (
        <WeekView {...week} employeeId={employeeId} mode="decide" />
      )}
    </div>
  );
}
