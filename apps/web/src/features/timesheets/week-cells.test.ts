import { describe, expect, it } from 'vitest';
import { hasCellError, keepsClosedHours, readCells } from './week-cells';

const row = (...cells: string[]) => ({ cells: [...cells, ...Array<string>(7 - cells.length).fill('')] });

describe('readCells', () => {
  it('reads each cell as hours and adds up the days and the week', () => {
    const reading = readCells([row('7.5', '8', '', '0:45'), row('', '0,5', '4')]);
    expect(reading.hours).toEqual([
      [7.5, 8, 0, 0.75, 0, 0, 0],
      [0, 0.5, 4, 0, 0, 0, 0],
    ]);
    expect(reading.totals).toEqual([7.5, 8.5, 4, 0.75, 0, 0, 0]);
    expect(reading.weekHours).toBe(20.75);
    expect(reading.dayErrors).toEqual(Array(7).fill(undefined));
    expect(hasCellError(reading)).toBe(false);
  });

  it('counts a cell it cannot read as no hours, and says why next to it', () => {
    const reading = readCells([row('7.3', 'seven')]);
    expect(reading.hours[0]).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(reading.cells[0]![0]!.error).toBe('Use quarter hours: 0.25, 0.5, 0.75 (or :15, :30, :45).');
    expect(reading.cells[0]![1]!.error).toBe('Write hours as 7.5 or 7:30.');
    expect(hasCellError(reading)).toBe(true);
  });

  it('refuses a day whose rows add up to more than 24 hours, though each cell is right', () => {
    const reading = readCells([row('', '16'), row('', '8.25')]);
    expect(hasCellError(reading)).toBe(false);
    expect(reading.dayErrors[1]).toBe('More than 24 hours in the day.');
    expect(reading.dayErrors.filter(Boolean)).toHaveLength(1);
  });

  it('reads no rows as an empty week', () => {
    expect(readCells([])).toEqual({
      cells: [],
      hours: [],
      totals: [0, 0, 0, 0, 0, 0, 0],
      weekHours: 0,
      dayErrors: Array(7).fill(undefined),
    });
  });
});

describe('keepsClosedHours', () => {
  const open = [true, false, true, true, true, true, true];

  it('keeps a row with hours on a day that is not open', () => {
    expect(keepsClosedHours([0, 8, 0, 0, 0, 0, 0], open)).toBe(true);
    expect(keepsClosedHours([8, 0, 4, 0, 0, 0, 0], open)).toBe(false);
  });
});
