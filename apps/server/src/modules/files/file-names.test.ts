import { describe, expect, it } from 'vitest';
import { attachmentDisposition, cleanFileName } from './file-names';

describe('the name an upload is kept under', () => {
  it('is the last segment of a path, without control characters or direction overrides', () => {
    expect(cleanFileName('C:\\Users\\me\\Desktop\\bill.pdf')).toBe('bill.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('bill\r\n\u0000.pdf')).toBe('bill.pdf');
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanFileName('  Ré sumé.pdf ')).toBe('Ré sumé.pdf');
  });

  it('is "file" when nothing is left, and keeps its extension when cut to 200 characters', () => {
    expect(cleanFileName(undefined)).toBe('file');
    expect(cleanFileName('/')).toBe('file');
    const long = cleanFileName(`${'日'.repeat(300)}.pdf`);
    expect([...long]).toHaveLength(200);
    expect(long.endsWith('日.pdf')).toBe(true);
  });
});

describe('Content-Disposition of a download', () => {
  it('gives an ASCII fallback without quotes, line breaks or path separators, and the exact name encoded', () => {
    expect(attachmentDisposition('bill.pdf')).toBe(`attachment; filename="bill.pdf"; filename*=UTF-8''bill.pdf`);
    expect(attachmentDisposition('a "quoted"\r\nname/with\\slashes.pdf')).toBe(
      `attachment; filename="a quotednamewithslashes.pdf"; filename*=UTF-8''a%20%22quoted%22%0D%0Aname%2Fwith%5Cslashes.pdf`,
    );
    expect(attachmentDisposition("Crème brûlée (v2) 50%*'.png")).toBe(
      `attachment; filename="Creme brulee (v2) 50_*'.png"; filename*=UTF-8''Cr%C3%A8me%20br%C3%BBl%C3%A9e%20%28v2%29%2050%25%2A%27.png`,
    );
    expect(attachmentDisposition('日本.pdf')).toBe(
      `attachment; filename="__.pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.pdf`,
    );
  });
});
