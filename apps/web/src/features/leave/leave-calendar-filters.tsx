import { useId } from 'react';
import type { LeaveCalendarScope, TEventType } from '@staffdesk/shared/schemas/leave';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

export const SCOPE_LABELS: Record<LeaveCalendarScope, string> = {
  team: 'My team',
  department: 'My department',
  company: 'Whole company',
};

export interface LeaveCalendarFilterValues {
  scope: LeaveCalendarScope;
  /** '' for every type. */
  typeCode: string;
  /** '' for every department; the company scope only. */
  department: string;
}

interface LeaveCalendarFiltersProps {
  values: LeaveCalendarFilterValues;
  scopes: readonly LeaveCalendarScope[];
  types: readonly TEventType[];
  /** What the company may be narrowed to. */
  departments: readonly string[];
  onChange: (change: Partial<LeaveCalendarFilterValues>) => void;
}

/** Whose days, which kind of leave, and for HR which department. */
export function LeaveCalendarFilters({ values, scopes, types, departments, onChange }: LeaveCalendarFiltersProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-scope`}>Show</Label>
        <NativeSelect
          id={`${id}-scope`}
          className="w-44"
          value={values.scope}
          onChange={(e) => onChange({ scope: e.target.value as LeaveCalendarScope, department: '' })}
        >
          {scopes.map((scope) => (
            <option key={scope} value={scope}>
              {SCOPE_LABELS[scope]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-type`}>Type</Label>
        <NativeSelect
          id={`${id}-type`}
          className="w-48"
          value={values.typeCode}
          onChange={(e) => onChange({ typeCode: e.target.value })}
        >
          <option value="">All types</option>
          {types.map((type) => (
            <option key={type.code} value={type.code}>
              {type.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {values.scope === 'company' && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-department`}>Department</Label>
          <NativeSelect
            id={`${id}-department`}
            className="w-52"
            value={values.department}
            onChange={(e) => onChange({ department: e.target.value })}
          >
            <option value="">All departments</option>
            {departments.map((department) => (
              <option key={department} value={department}>
                {department}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
    </div>
  );
}
