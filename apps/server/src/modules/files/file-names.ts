/** The longest name kept of an upload, in characters. */
const MAX_NAME_LENGTH = 200;

/**
 * The name a download is given: the last segment of what the client sent (some send a path), without control
 * characters, direction overrides or lone surrogates, at most 200 characters, extension kept. The bytes are
 * stored under a random id.
 */
export function cleanFileName(sent: string | undefined): string {
  const base = (sent ?? '').split(/[/\\]/).at(-1) ?? '';
  const name = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    // Direction overrides would let "bill\u202Efdp.exe" show as "billexe.pdf".
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    // A lone surrogate is no character: it could not be encoded in the download's header.
    .replace(/\p{Cs}/gu, '\ufffd')
    .trim();
  const chars = [...name];
  if (chars.length <= MAX_NAME_LENGTH) return name || 'file';
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return chars.slice(0, MAX_NAME_LENGTH - [...extension].length).join('') + extension;
}

/** RFC 8187's attr-char: what encodeURIComponent leaves that it does not allow is encoded too. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with the name twice (RFC 6266): an ASCII fallback in quotes (quotes, line breaks and separators
 * stripped, accents dropped, the rest and % as _), and the exact name in `filename*`, which browsers prefer.
 */
export function attachmentDisposition(name: string): string {
  const fallback =
    name
      .replace(/["\r\n/\\]/g, '')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|%/g, '_')
      .trim() || 'download';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(name)}`;
}
