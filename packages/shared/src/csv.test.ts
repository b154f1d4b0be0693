import { describe, expect, it } from 'vitest';
import { csvCell, parseCsv } from './csv';

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

describe('csvCell', () => {
  it('defuses formulas and quotes what needs quoting', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell('=HYPERLINK("http://x","a,b")')).toBe('"\'=HYPERLINK(""http://x"",""a,b"")"');
    expect(csvCell('Sales, North')).toBe('"Sales, North"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(8.5)).toBe('8.5');
    expect(csvCell(null)).toBe('');
  });
});
