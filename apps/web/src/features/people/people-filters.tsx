import { FilterSelect } from '@/components/data-table/filter-select';
import { useMasterData } from '@/lib/api/get-master-data';
import type { DirectoryParams } from './use-directory-params';

/** People keep the label of their department and designation, so the labels are the values. */
const asOptions = (items: readonly { label: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: i.label, label: i.label }));

/** The directory's filters by department and designation, kept in the URL. */
export function PeopleFilters({ list }: { list: DirectoryParams }) {
  const master = useMasterData().data;
  return (
    <>
      <FilterSelect
        id="department-filter"
        label="Department"
        allLabel="All departments"
        value={list.filters.department}
        options={asOptions(master?.departments)}
        onChange={(v) => list.setFilter('department', v)}
      />
      <FilterSelect
        id="designation-filter"
        label="Designation"
        allLabel="All designations"
        value={list.filters.designation}
        options={asOptions(master?.designations)}
        onChange={(v) => list.setFilter('designation', v)}
        className="sm:w-52"
      />
    </>
  );
}
