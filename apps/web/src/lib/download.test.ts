import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVALID_DATA, downloadCsv, fileNameFromUrl, saveFileFromUrl } from './download';

let clicked: Array<{ href: string; download: string }> = [];

beforeEach(() => {
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  URL.createObjectURL = vi.fn(() => 'blob:csv-1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => vi.restoreAllMocks());

describe('downloadCsv', () => {
  it('saves a blob as data.csv by default, or under the given name, and cleans up', async () => {
    downloadCsv(new Blob(['a,b\n1,2'], { type: 'text/csv' }));
    downloadCsv(new Blob(['x']), 'leaves-2026-01.csv');
    expect(clicked.map((c) => c.download)).toEqual(['data.csv', 'leaves-2026-01.csv']);
    expect(clicked[0]?.href).toBe('blob:csv-1');
    expect(document.querySelectorAll('a').length).toBe(0);
    await new Promise((r) => setTimeout(r, 0));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:csv-1');
  });

  it("refuses anything that is not a blob with 'Invalid Data'", () => {
    expect(INVALID_DATA).toBe('Invalid Data');
    for (const bad of ['a,b', { rows: [] }, null, undefined, 42])
      expect(() => downloadCsv(bad)).toThrow('Invalid Data');
    expect(clicked).toHaveLength(0);
  });
});

describe('saveFileFromUrl', () => {
  it('uses the given name', () => {
    expect(saveFileFromUrl('/api/files/downloadFile/17', 'offer-letter.pdf')).toBe('offer-letter.pdf');
    expect(clicked[0]?.download).toBe('offer-letter.pdf');
  });

  it("falls back to the URL's last path segment, decoded, without query or fragment", () => {
    expect(saveFileFromUrl('https://files.example.com/docs/Pay%20Slip%20Jan.pdf?sig=abc#page=2')).toBe(
      'Pay Slip Jan.pdf',
    );
    expect(fileNameFromUrl('/api/files/downloadFile/policy.pdf/')).toBe('policy.pdf');
    expect(fileNameFromUrl('https://example.com/')).toBe('download');
  });
});
