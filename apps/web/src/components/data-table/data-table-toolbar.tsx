import type { ReactNode } from 'react';

interface DataTableToolbarProps {
  search?: ReactNode;
  /** The list's own filter controls, such as a status select. */
  filters?: ReactNode;
  /** The sort choice for phones, where there are no headers to click. */
  sort?: ReactNode;
}

/** The row above a list: search, filters and sort, wrapping onto more lines on a narrow screen. */
export function DataTableToolbar({ search, filters, sort }: DataTableToolbarProps) {
  if (!search && !filters && !sort) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {search}
      {filters && <div className="flex max-w-full flex-wrap items-center gap-2">{filters}</div>}
      {sort}
    </div>
  );
}
