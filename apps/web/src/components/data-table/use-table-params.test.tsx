import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { REQUEST_STATUSES } from '@staffdesk/shared/schemas/requests';
import { useTableParams } from './use-table-params';
import type { TableSort } from './data-table-columns';

const COLUMNS = [{ sortKey: 'createdAt' }, { sortKey: 'employeeName' }, {}];
const NEWEST_FIRST: TableSort = { key: 'createdAt', order: 'desc' };

function setup(url: string, prefix?: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  const { result } = renderHook(
    () => ({
      list: useTableParams({
        prefix,
        columns: COLUMNS,
        defaultSort: NEWEST_FIRST,
        filters: { status: REQUEST_STATUSES, employee: String },
      }),
      search: useLocation().search,
      action: useNavigationType(),
    }),
    { wrapper },
  );
  return result;
}

describe('useTableParams', () => {
  it('reads page, sort, search and filters from the URL', () => {
    const result = setup('/list?page=3&sort=employeeName&order=asc&search=ada&status=PENDING&employee=42');
    expect(result.current.list).toMatchObject({
      page: 3,
      sort: { key: 'employeeName', order: 'asc' },
      search: 'ada',
      filters: { status: 'PENDING', employee: '42' },
      filtered: true,
    });
  });

  it('falls back to page 1, the default sort and no filter for what it does not know', () => {
    const result = setup('/list?page=-2&sort=password&status=MAYBE');
    expect(result.current.list).toMatchObject({
      page: 1,
      sort: NEWEST_FIRST,
      search: '',
      filters: {},
      filtered: false,
    });
  });

  it('writes a page as a step of history, keeping the other params', () => {
    const result = setup('/list?tab=wfh&status=PENDING');
    act(() => result.current.list.setPage(2));
    expect(result.current.search).toBe('?tab=wfh&status=PENDING&page=2');
    expect(result.current.action).toBe('PUSH');
    act(() => result.current.list.setPage(1));
    expect(result.current.search).toBe('?tab=wfh&status=PENDING');
  });

  it('goes back to page 1 when the sort or a filter changes, and leaves the default sort out of the URL', () => {
    const result = setup('/list?page=4');
    act(() => result.current.list.setSort({ key: 'employeeName', order: 'asc' }));
    expect(result.current.search).toBe('?sort=employeeName&order=asc');
    expect(result.current.list.sort).toEqual({ key: 'employeeName', order: 'asc' });
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setSort(NEWEST_FIRST));
    expect(result.current.search).toBe('');
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setFilter('status', 'APPROVED'));
    expect(result.current.search).toBe('?status=APPROVED');
    expect(result.current.action).toBe('PUSH');
    act(() => result.current.list.setFilter('status', undefined));
    expect(result.current.search).toBe('');
  });

  it('keeps two changes made before the next render, as a filter chosen and a date typed at once', () => {
    const result = setup('/list');
    act(() => {
      result.current.list.setFilter('status', 'APPROVED');
      result.current.list.setFilter('employee', '42');
    });
    expect(result.current.search).toBe('?status=APPROVED&employee=42');
  });

  it('replaces the history entry while a search is typed, and goes back to page 1', () => {
    const result = setup('/list?page=2');
    act(() => result.current.list.setSearch('ada'));
    expect(result.current.search).toBe('?search=ada');
    expect(result.current.action).toBe('REPLACE');
    act(() => result.current.list.setSearch('  '));
    expect(result.current.search).toBe('');
  });

  it('clears search and filters at once, and keeps the sort', () => {
    const result = setup('/list?search=ada&status=PENDING&sort=employeeName&order=desc&page=2');
    act(() => result.current.list.clearFilters());
    expect(result.current.search).toBe('?sort=employeeName&order=desc');
  });

  it('names its params after a prefix, for a page with more than one list', () => {
    const result = setup('/approvals?leavePage=2&wfhPage=5&leaveStatus=PENDING', 'leave');
    expect(result.current.list).toMatchObject({ page: 2, filters: { status: 'PENDING' } });
    act(() => result.current.list.setSort({ key: 'employeeName', order: 'asc' }));
    expect(result.current.search).toBe('?wfhPage=5&leaveStatus=PENDING&leaveSort=employeeName&leaveOrder=asc');
  });
});
