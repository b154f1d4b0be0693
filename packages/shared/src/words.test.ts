import { describe, expect, it } from 'vitest';
import { counted, joinedWithAnd } from './words';

describe('words', () => {
  it('puts a noun in the number of its count', () => {
    expect(counted(1, 'task order')).toBe('1 task order');
    expect(counted(2, 'task order')).toBe('2 task orders');
    expect(counted(0, 'invoice rate')).toBe('0 invoice rates');
    expect(counted(3, 'point of contact', 'points of contact')).toBe('3 points of contact');
  });

  it('joins a list with commas and a last "and"', () => {
    expect(joinedWithAnd([])).toBe('');
    expect(joinedWithAnd(['a'])).toBe('a');
    expect(joinedWithAnd(['a', 'b'])).toBe('a and b');
    expect(joinedWithAnd(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
