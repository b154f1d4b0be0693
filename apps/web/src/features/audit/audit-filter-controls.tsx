import { useMemo } from 'react';
import { Label } from '@/components/ui/label';
import { DateField } from '@/components/date-picker/date-field';
import { FilterSelect } from '@/components/data-table/filter-select';
import { useAuditFacets } from './api/get-audit-facets';
import type { AuditFilters } from './audit-filters';

interface AuditFilterControlsProps {
  filters: AuditFilters;
  /** The "from" day is after the "to" day: both fields say so. */
  rangeWrong: boolean;
  onChange: (name: keyof AuditFilters, value: string | undefined) => void;
}

/** The audit log's filters: who acted, the kind of record, the action (of that kind), and a range of days. */
export function AuditFilterControls({ filters, rangeWrong, onChange }: AuditFilterControlsProps) {
  const facets = useAuditFacets();
  const actorOptions = useMemo(
    () => (facets.data?.actors ?? []).map((a) => ({ value: String(a.id), label: a.name })),
    [facets.data],
  );
  const entityOptions = useMemo(
    () => (facets.data?.entities ?? []).map((v) => ({ value: v, label: v })),
    [facets.data],
  );
  const actionOptions = useMemo(
    () =>
      (facets.data?.actions ?? [])
        .filter((v) => !filters.entity || v.startsWith(`${filters.entity}.`))
        .map((v) => ({ value: v, label: v })),
    [facets.data, filters.entity],
  );
  return (
    <>
      <FilterSelect
        className="sm:w-52"
        id="audit-actor"
        label="Person"
        allLabel="Everyone"
        value={filters.actorId}
        options={actorOptions}
        onChange={(v) => onChange('actorId', v)}
      />
      <FilterSelect
        className="sm:w-52"
        id="audit-entity"
        label="Entity"
        allLabel="All entities"
        value={filters.entity}
        options={entityOptions}
        onChange={(v) => onChange('entity', v)}
      />
      <FilterSelect
        className="sm:w-60"
        id="audit-action"
        label="Action"
        allLabel="All actions"
        value={filters.action}
        options={actionOptions}
        onChange={(v) => onChange('action', v)}
      />
      <div className="grid w-full gap-1.5 sm:w-40">
        <Label htmlFor="audit-from">From</Label>
        <DateField
          id="audit-from"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(day) => onChange('from', day || undefined)}
          aria-invalid={rangeWrong || undefined}
        />
      </div>
      <div className="grid w-full gap-1.5 sm:w-40">
        <Label htmlFor="audit-to">To</Label>
        <DateField
          id="audit-to"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(day) => onChange('to', day || undefined)}
          aria-invalid={rangeWrong || undefined}
        />
      </div>
    </>
  );
}
