import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Inbox } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableProps } from './data-table';
import type { DataTableColumn, TableSort } from './data-table-columns';

afterEach(cleanup);

interface Person {
  id: number;
  name: string;
  days: number;
  status: string;
}

const PEOPLE: Person[] = [
  { id: 1, name: 'Ada Lovelace', days: 3, status: 'Pending' },
  { id: 2, name: 'Grace Hopper', days: 10, status: 'Approved' },
  { id: 3, name: 'Alan Turing', days: 1, status: 'Rejected' },
];

const COLUMNS: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', value: (p) => p.name, sortKey: 'name', searchable: true, card: 'title' },
  { id: 'days', header: 'Days', value: (p) => p.days, sortKey: 'days', numeric: true, firstSort: 'desc' },
  { id: 'status', header: 'Status', cell: (p) => <span>{p.status}</span>, card: 'badge' },
];

const EMPTY = { icon: Inbox, title: 'No requests yet.', hint: 'Requests you make show up here.' };

function renderTable(props: Partial<DataTableProps<Person, number>> = {}) {
  return render(
    <DataTable
      label="Leave requests"
      noun="requests"
      columns={COLUMNS}
      rows={PEOPLE}
      getRowId={(p) => p.id}
      empty={EMPTY}
      {...props}
    />,
  );
}

const table = () => screen.getByRole('table', { name: 'Leave requests' });
// The header cell of a sort button, found by what the button says.
const headerOf = (button: string) => within(table()).getByRole('button', { name: button }).closest('th');
const namesInTable = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('shows the values of the columns it leaves out at this width under a row, from a button among its actions', async () => {
    const columns: DataTableColumn<Person>[] = [
      ...COLUMNS,
      { id: 'code', header: 'Code', value: (p) => `E-${p.id}`, hideBelow: 'xl' },
      { id: 'team', header: 'Team', value: () => 'Payroll', hideBelow: 'lg' },
    ];
    renderTable({ columns, rowActions: (p) => <Button size="sm">Open {p.name}</Button> });
    const toggle = within(table()).getByRole('button', { name: 'Show more of Grace Hopper' });
    expect(toggle.className).toContain('xl:hidden');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(details.textContent).toBe('CodeE-2TeamPayroll');
    // Each line only while the table leaves its column out; the row of details only below the widest such width.
    expect(within(details).getByText('Code').parentElement?.className).toContain('xl:hidden');
    expect(within(details).getByText('Team').parentElement?.className).toContain('lg:hidden');
    expect(details.className).toContain('xl:hidden');
    await userEvent.click(within(table()).getByRole('button', { name: 'Show less of Grace Hopper' }));
    expect(document.getElementById(details.id)).toBeNull();
  });

  it('draws a captioned table of the declared columns, and the same rows as a list for phones', () => {
    renderTable();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Days', 'Status']);
    expect(table().querySelector('caption')?.textContent).toBe('Leave requests');
    expect(namesInTable()).toEqual(['Ada Lovelace', 'Grace Hopper', 'Alan Turing']);
    const cell = within(table()).getByRole('cell', { name: '10' });
    expect(cell.className).toContain('text-right');
    expect(cell.className).toContain('tabular-nums');
    expect(within(screen.getByRole('list', { name: 'Leave requests' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('makes only columns with a sort key sortable, with a button that says what it does', () => {
    renderTable();
    expect(within(table()).getByRole('button', { name: 'Sort by Name, ascending' })).toBeTruthy();
    // Days sorts largest first on its first click.
    expect(within(table()).getByRole('button', { name: 'Sort by Days, descending' })).toBeTruthy();
    expect(within(table()).getByRole('columnheader', { name: 'Status' }).querySelector('button')).toBeNull();
    expect(
      within(table())
        .queryAllByRole('columnheader')
        .filter((th) => th.hasAttribute('aria-sort')),
    ).toEqual([]);
  });

  it('warns the developer of a client-side sortable column with no value to sort by', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderTable({
      columns: [...COLUMNS, { id: 'status-sort', header: 'State', cell: (p) => p.status, sortKey: 'status' }],
    });
    expect(warn).toHaveBeenCalledWith('DataTable "Leave requests": give status-sort a value to sort by.');
    warn.mockRestore();
  });

  it('puts the row actions in a last, unnamed-on-screen column', () => {
    renderTable({ rowActions: (p) => <Button size="sm">Cancel {p.name}</Button> });
    expect(within(table()).getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
    expect(within(table()).getByRole('button', { name: 'Cancel Ada Lovelace' })).toBeTruthy();
  });

  it('pages with the shared pager, under the rows', async () => {
    const onPageChange = vi.fn();
    renderTable({ mode: 'server', pagination: { page: 2, pageSize: 3, total: 8, onPageChange } });
    const pager = screen.getByRole('navigation', { name: 'Pages of requests' });
    expect(pager.textContent).toContain('4–6 of 8');
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});

describe('DataTable in server mode', () => {
  it('hands the sort to the caller and keeps the rows in the order they came', async () => {
    const onSortChange = vi.fn();
    const { rerender } = renderTable({ mode: 'server', sort: null, onSortChange });
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name, ascending' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', order: 'asc' });
    expect(namesInTable()).toEqual(['Ada Lovelace', 'Grace Hopper', 'Alan Turing']);

    const props = {
      label: 'Leave requests',
      noun: 'requests',
      columns: COLUMNS,
      rows: PEOPLE,
      getRowId: (p: Person) => p.id,
      empty: EMPTY,
      mode: 'server' as const,
      onSortChange,
    };
    rerender(<DataTable {...props} sort={{ key: 'name', order: 'asc' }} />);
    expect(headerOf('Sort by Name, descending')?.getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name, descending' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', order: 'desc' });

    rerender(<DataTable {...props} sort={{ key: 'name', order: 'desc' }} />);
    expect(headerOf('Remove sorting by Name')?.getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(screen.getByRole('button', { name: 'Remove sorting by Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith(null);
  });

  it('flips between the two directions when the list has a default sort', async () => {
    const onSortChange = vi.fn();
    const sort: TableSort = { key: 'days', order: 'asc' };
    renderTable({ mode: 'server', sort, defaultSort: { key: 'days', order: 'desc' }, onSortChange });
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Days, descending' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'days', order: 'desc' });
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name, ascending' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', order: 'asc' });
  });

  it('leaves the rows unsearched and hands the text to the caller once typing pauses', async () => {
    const onChange = vi.fn();
    renderTable({ mode: 'server', search: { value: '', onChange } });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search requests' }), 'grace');
    expect(onChange).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('grace'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(namesInTable()).toHaveLength(3);
  });
});

describe('DataTable in client mode', () => {
  it('sorts the rows it has, and aria-sort and the icon follow', async () => {
    renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name, ascending' }));
    expect(namesInTable()).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
    expect(headerOf('Sort by Name, descending')?.getAttribute('aria-sort')).toBe('ascending');

    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name, descending' }));
    expect(namesInTable()).toEqual(['Grace Hopper', 'Alan Turing', 'Ada Lovelace']);
    expect(headerOf('Remove sorting by Name')?.getAttribute('aria-sort')).toBe('descending');

    await userEvent.click(screen.getByRole('button', { name: 'Sort by Days, descending' }));
    expect(namesInTable()).toEqual(['Grace Hopper', 'Ada Lovelace', 'Alan Turing']);
    expect(headerOf('Sort by Name, ascending')?.hasAttribute('aria-sort')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Sort by Days, ascending' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove sorting by Days' }));
    expect(namesInTable()).toEqual(['Ada Lovelace', 'Grace Hopper', 'Alan Turing']);
  });

  it('starts from its default sort, sorts from the keyboard and from the phone sort choice', async () => {
    const onSortChange = vi.fn();
    renderTable({ defaultSort: { key: 'days', order: 'asc' }, onSortChange });
    expect(namesInTable()).toEqual(['Alan Turing', 'Ada Lovelace', 'Grace Hopper']);

    screen.getByRole('button', { name: 'Sort by Days, descending' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(namesInTable()).toEqual(['Grace Hopper', 'Ada Lovelace', 'Alan Turing']);
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'days', order: 'desc' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Name, descending');
    expect(namesInTable()).toEqual(['Grace Hopper', 'Alan Turing', 'Ada Lovelace']);
  });

  it('searches the searchable columns once typing pauses, and clearing shows every row again', async () => {
    renderTable({ search: {} });
    const box = screen.getByRole('searchbox', { name: 'Search requests' });
    await userEvent.type(box, 'AL');
    expect(namesInTable()).toHaveLength(3);
    await vi.waitFor(() => expect(namesInTable()).toEqual(['Alan Turing']));
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((box as HTMLInputElement).value).toBe('');
    expect(namesInTable()).toHaveLength(3);
  });

  it('says nothing matches a search, and clears it from the empty state', async () => {
    renderTable({ search: {} });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search requests' }), 'nobody');
    const empty = (await screen.findByText('No requests match your search.')).parentElement;
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(within(empty ?? document.body).getByRole('button', { name: 'Clear search' }));
    expect(namesInTable()).toHaveLength(3);
  });
});

describe('DataTable selection', () => {
  function Selectable({ initial = [] }: { initial?: number[] }) {
    const [selected, setSelected] = useState<ReadonlySet<number>>(new Set(initial));
    return (
      <>
        <output aria-label="chosen">{[...selected].sort().join(',')}</output>
        <DataTable
          label="Leave requests"
          noun="requests"
          columns={COLUMNS}
          rows={PEOPLE}
          getRowId={(p) => p.id}
          empty={EMPTY}
          selection={{
            selected,
            onSelectedChange: setSelected,
            rowLabel: (p) => `${p.name}'s request`,
            actions: <Button size="sm">Approve selected</Button>,
          }}
        />
      </>
    );
  }
  const selectAll = () => within(table()).getByRole('checkbox', { name: 'Select all requests on this page' });

  it('selects every row of the page at once, and shows a partial selection as mixed', async () => {
    render(<Selectable />);
    expect(selectAll().getAttribute('aria-checked')).toBe('false');
    await userEvent.click(within(table()).getByRole('checkbox', { name: "Select Grace Hopper's request" }));
    expect(screen.getByLabelText('chosen').textContent).toBe('2');
    expect(selectAll().getAttribute('aria-checked')).toBe('mixed');
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve selected' })).toBeTruthy();

    await userEvent.click(selectAll());
    expect(screen.getByLabelText('chosen').textContent).toBe('1,2,3');
    expect(selectAll().getAttribute('aria-checked')).toBe('true');
    expect(within(table()).getAllByRole('row')[1]?.getAttribute('data-state')).toBe('selected');

    await userEvent.click(selectAll());
    expect(screen.getByLabelText('chosen').textContent).toBe('');
  });

  it('keeps selected ids of rows that are not on this page', async () => {
    render(<Selectable initial={[42]} />);
    await userEvent.click(selectAll());
    expect(screen.getByLabelText('chosen').textContent).toBe('1,2,3,42');
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByLabelText('chosen').textContent).toBe('');
  });
});

describe('DataTable states', () => {
  it('shows skeleton rows under the headers while loading', () => {
    renderTable({ rows: undefined, pagination: { page: 1, pageSize: 20, total: 0, onPageChange: vi.fn() } });
    const busy = screen.getByRole('status').parentElement;
    if (!busy) throw new Error('no loading state');
    expect(screen.getByRole('status').textContent).toBe('Loading requests…');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(within(busy).getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says what failed and tries again', async () => {
    const refetch = vi.fn();
    renderTable({ rows: undefined, query: { isError: true, refetch } });
    expect(screen.getByText('Leave requests could not be loaded.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says the list is empty, with a hint', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No requests yet.')).toBeTruthy();
    expect(screen.getByText('Requests you make show up here.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says nothing matches when a filter is on, and turns filters and search off', async () => {
    const onClearFilters = vi.fn();
    const onChange = vi.fn();
    renderTable({ rows: [], mode: 'server', filtered: true, onClearFilters, search: { value: 'ada', onChange } });
    expect(screen.getByText('No requests match your search and filters.')).toBeTruthy();
    expect(screen.queryByText('No requests yet.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(onClearFilters).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('marks the previous rows busy under a progress bar, without dimming them, while the next ones load', () => {
    renderTable({ query: { isError: false, isPlaceholderData: true, refetch: vi.fn() } });
    const wrapper = table().closest('[aria-busy]');
    expect(wrapper?.getAttribute('aria-busy')).toBe('true');
    expect(wrapper?.className).not.toContain('opacity');
    expect(screen.getByTestId('table-refreshing')).toBeTruthy();
  });

  it('shows no progress bar once the rows are current', () => {
    renderTable({ query: { isError: false, isPlaceholderData: false, refetch: vi.fn() } });
    expect(table().closest('[aria-busy]')).toBeNull();
    expect(screen.queryByTestId('table-refreshing')).toBeNull();
  });
});
