import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted cells, doubled quotes, empty cells and CRLF lines, and drops the BOM', () => {
    expect(parseCsv('\ufeffa,b,c\r\n"x, y","say ""hi""",\r\n\r\n,,Total\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', ''],
      [''],
      ['', '', 'Total'],
    ]);
  });
});
