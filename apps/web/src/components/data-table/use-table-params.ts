import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { TableSort } from './data-table-columns';

/** The values a filter accepts: a list (anything else in the URL is ignored), or `String` for any text. */
type FilterSpec = readonly string[] | StringConstructor;
type FilterValue<Spec> = Spec extends readonly (infer Value extends string)[] ? Value : string;
type TableFilterValues<Filters extends Record<string, FilterSpec>> = {
  [Name in keyof Filters]?: FilterValue<Filters[Name]>;
};

interface TableParamsOptions<Filters extends Record<string, FilterSpec>> {
  /** For a page with more than one list: `leave` names the params `leavePage`, `leaveSort`, `leaveStatus`… */
  prefix?: string;
  /** The list's columns: a sort in the URL that none of them has is ignored. */
  columns?: readonly { sortKey?: string }[];
  /** The sort with nothing in the URL; choosing it again takes the sort out of the URL. */
  defaultSort?: TableSort;
  /** Named filters and the values each accepts: `{ status: REQUEST_STATUSES }`. */
  filters?: Filters;
}

/**
 * A list's page, sort, search and filters, kept in the URL so reload, links and back and forward keep them.
 * A page, sort or filter is a step of history; typing a search replaces the current one. Any change but
 * the page's goes back to page 1. Other params of the URL (a tab) are left as they are.
 */
export function useTableParams<Filters extends Record<string, FilterSpec> = Record<never, FilterSpec>>(
  options: TableParamsOptions<Filters> = {},
) {
  const { prefix, columns, defaultSort } = options;
  const specs: Partial<Record<string, FilterSpec>> = options.filters ?? {};
  const [params, setParams] = useSearchParams();
  // React Router hands a functional update the params of the last render, so two changes made before the
  // next one (a filter chosen, then a date typed) would lose the first: each change builds on the latest.
  // A render of one of our own earlier changes, while later ones are still on their way, is not the latest
  // either: taking it would drop them (a filter chosen just as the one before it rendered). So the params of
  // a render replace the latest only once every change sent has rendered, or when someone else navigated.
  const latest = useRef(params);
  const sent = useRef<string[]>([]);
  useLayoutEffect(() => {
    const at = sent.current.indexOf(params.toString());
    sent.current = at === -1 ? [] : sent.current.slice(at + 1);
    if (sent.current.length === 0) latest.current = params;
  }, [params]);
  const name = (param: string) => (prefix ? `${prefix}${param.charAt(0).toUpperCase()}${param.slice(1)}` : param);

  const page = Math.max(1, Number.parseInt(params.get(name('page')) ?? '', 10) || 1);
  const rawSort = params.get(name('sort'));
  const knownSort = rawSort !== null && rawSort !== '' && (!columns || columns.some((c) => c.sortKey === rawSort));
  const sort: TableSort | null = knownSort
    ? { key: rawSort, order: params.get(name('order')) === 'desc' ? 'desc' : 'asc' }
    : (defaultSort ?? null);
  const search = params.get(name('search')) ?? '';

  const accepts = (filter: string, value: string | null | undefined): value is string => {
    const spec = specs[filter];
    if (!spec || !value) return false;
    return spec === String || (Array.isArray(spec) && spec.includes(value));
  };
  const filters: Record<string, string> = {};
  for (const filter of Object.keys(specs)) {
    const value = params.get(name(filter));
    if (accepts(filter, value)) filters[filter] = value;
  }

  const update = (change: (next: URLSearchParams) => void, { keepPage = false, replace = false } = {}) => {
    const next = new URLSearchParams(latest.current);
    change(next);
    if (!keepPage) next.delete(name('page'));
    latest.current = next;
    sent.current.push(next.toString());
    // The list stays where the person is looking; only the rows change.
    setParams(next, { replace, preventScrollReset: true });
  };

  return {
    page,
    sort,
    search,
    filters: filters as TableFilterValues<Filters>,
    /** A filter is on: what the table's `filtered` prop wants. */
    filtered: Object.keys(filters).length > 0,
    setPage: (value: number) =>
      update(
        (next) => {
          if (value > 1) next.set(name('page'), String(value));
          else next.delete(name('page'));
        },
        { keepPage: true },
      ),
    setSort: (value: TableSort | null) =>
      update((next) => {
        const isDefault =
          value === null ||
          (defaultSort !== undefined && value.key === defaultSort.key && value.order === defaultSort.order);
        if (isDefault || value === null) {
          next.delete(name('sort'));
          next.delete(name('order'));
        } else {
          next.set(name('sort'), value.key);
          next.set(name('order'), value.order);
        }
      }),
    setSearch: (value: string) =>
      update(
        (next) => {
          if (value.trim() !== '') next.set(name('search'), value);
          else next.delete(name('search'));
        },
        { replace: true },
      ),
    setFilter: <Name extends keyof Filters & string>(filter: Name, value: FilterValue<Filters[Name]> | undefined) =>
      update((next) => {
        if (accepts(filter, value)) next.set(name(filter), value);
        else next.delete(name(filter));
      }),
    /** Turns search and every filter off, as the empty state's "Clear" button asks. */
    clearFilters: () =>
      update((next) => {
        next.delete(name('search'));
        for (const filter of Object.keys(specs)) next.delete(name(filter));
      }),
  };
}
