import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTableCards } from './data-table-cards';
import type { DataTableColumn } from './data-table-columns';

afterEach(cleanup);

interface Request {
  id: number;
  employee: string;
  type: string;
  days: number;
  reason: string;
  status: string;
}

const COLUMNS: DataTableColumn<Request>[] = [
  { id: 'employee', header: 'Requester', value: (r) => r.employee, card: 'title' },
  { id: 'type', header: 'Leave', value: (r) => r.type, card: 'subtitle' },
  { id: 'status', header: 'Status', cell: (r) => <Badge>{r.status}</Badge>, card: 'badge' },
  { id: 'days', header: 'Days', value: (r) => r.days, numeric: true },
  { id: 'reason', header: 'Reason', value: (r) => r.reason },
  { id: 'internal', header: 'Internal id', value: (r) => `#${r.id}`, card: 'hidden' },
];

const ROWS: Request[] = [
  {
    id: 7,
    employee: 'Ada Lovelace',
    type: 'Casual leave',
    days: 2,
    reason: 'A family wedding in another city',
    status: 'Pending',
  },
  { id: 8, employee: 'Alan Turing', type: 'Sick leave', days: 1, reason: 'Flu', status: 'Approved' },
];

describe('DataTableCards', () => {
  it('draws each row as a list item: title, subtitle, badge and labelled detail lines, without hidden columns', () => {
    render(
      <DataTableCards label="Pending leave requests" columns={COLUMNS} rows={ROWS} rowKey={(r) => String(r.id)} />,
    );
    const items = within(screen.getByRole('list', { name: 'Pending leave requests' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first] = items;
    if (!first) throw new Error('no card');
    expect(first.getAttribute('data-row-id')).toBe('7');
    const card = within(first);
    expect(card.getByText('Ada Lovelace').closest('.font-medium')).toBeTruthy();
    expect(card.getByText('Casual leave')).toBeTruthy();
    expect(card.getByText('Pending')).toBeTruthy();
    expect(card.getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Days', 'Reason']);
    expect(card.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      '2',
      'A family wedding in another city',
    ]);
    expect(card.queryByText('#7')).toBeNull();
    expect(card.queryByText('Internal id')).toBeNull();
  });

  it('puts a labelled selection checkbox and the row actions inside each card', async () => {
    const onToggle = vi.fn();
    render(
      <DataTableCards
        label="Pending leave requests"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => String(r.id)}
        selection={{
          isSelected: (r) => r.id === 8,
          onToggle,
          rowLabel: (r) => `${r.employee}'s ${r.type.toLowerCase()}`,
        }}
        rowActions={(r) => <Button size="sm">Approve {r.employee}</Button>}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    if (!first || !second) throw new Error('no cards');
    expect(second.getAttribute('data-state')).toBe('selected');
    expect(
      within(second).getByRole('checkbox', { name: "Select Alan Turing's sick leave" }).getAttribute('aria-checked'),
    ).toBe('true');
    await userEvent.click(within(first).getByRole('checkbox', { name: "Select Ada Lovelace's casual leave" }));
    expect(onToggle).toHaveBeenCalledWith(ROWS[0], true);
    expect(within(first).getByRole('button', { name: 'Approve Ada Lovelace' })).toBeTruthy();
  });

  it('shows a dash for an empty value without a renderer', () => {
    render(
      <DataTableCards
        label="Requests"
        columns={[{ id: 'reason', header: 'Reason', value: () => null }]}
        rows={ROWS.slice(0, 1)}
        rowKey={(r) => String(r.id)}
      />,
    );
    expect(screen.getByRole('definition').textContent).toBe('—');
  });
});
