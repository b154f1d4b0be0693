import { describe, expect, it } from 'vitest';
import {
  columnClassName,
  compareValues,
  renderCell,
  toSortingState,
  toTableSort,
  type DataTableColumn,
} from './data-table-columns';

interface Holiday {
  date: string;
  name: string;
}

const COLUMNS: DataTableColumn<Holiday>[] = [
  { id: 'when', header: 'Date', value: (h) => h.date, sortKey: 'date' },
  { id: 'name', header: 'Name', value: (h) => h.name },
];

describe('data table columns', () => {
  it('compares numbers by size, text as people read it, and puts empty values last', () => {
    expect([10, 2, 1].sort(compareValues)).toEqual([1, 2, 10]);
    expect(['Item 10', 'item 2', 'Item 1'].sort(compareValues)).toEqual(['Item 1', 'item 2', 'Item 10']);
    expect([new Date('2026-03-01'), new Date('2026-01-01')].sort(compareValues).map((d) => d.getMonth())).toEqual([
      0, 2,
    ]);
    expect(['b', null, 'a', undefined].sort(compareValues)).toEqual(['a', 'b', null, undefined]);
  });

  it("translates between a list's sort, named by sort key, and TanStack's state, named by column id", () => {
    expect(toSortingState({ key: 'date', order: 'desc' }, COLUMNS)).toEqual([{ id: 'when', desc: true }]);
    expect(toSortingState({ key: 'unknown', order: 'asc' }, COLUMNS)).toEqual([]);
    expect(toSortingState(null, COLUMNS)).toEqual([]);
    expect(toTableSort([{ id: 'when', desc: false }], COLUMNS)).toEqual({ key: 'date', order: 'asc' });
    expect(toTableSort([{ id: 'name', desc: false }], COLUMNS)).toBeNull();
    expect(toTableSort([], COLUMNS)).toBeNull();
  });

  it('gives numbers the end of the cell, and hides a column below its breakpoint', () => {
    expect(columnClassName({ id: 'days', header: 'Days', numeric: true })).toBe('text-right tabular-nums');
    expect(columnClassName({ id: 'reason', header: 'Reason', width: 'lg', hideBelow: 'xl' })).toContain(
      'hidden xl:table-cell',
    );
    expect(columnClassName({ id: 'name', header: 'Name', align: 'center' })).toBe('text-center');
  });

  it('shows the value as text when a column has no renderer', () => {
    expect(renderCell(COLUMNS[1] as DataTableColumn<Holiday>, { date: '2026-01-26', name: 'Republic Day' })).toBe(
      'Republic Day',
    );
    expect(renderCell({ id: 'x', header: 'X' }, { date: '', name: '' })).toBe('—');
  });
});
