/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula: such a
 * cell gets a leading apostrophe. Cells with a quote, comma or line break are quoted.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, CRLF-terminated (what Excel expects). */
export const csvRow = (cells: readonly (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Put first in a CSV so that Excel reads it as UTF-8 (names with accents, the rupee sign). */
export const UTF8_BOM = '\ufeff';

/** The rows of a CSV (RFC 4180: quoted cells with doubled quotes, CRLF or LF lines), without a leading BOM. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\ufeff/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
