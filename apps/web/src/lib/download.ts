import { DEFAULT_CSV_FILE_NAME } from '@staffdesk/shared/constants';

export const INVALID_DATA = 'Invalid Data';

function clickDownload(href: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

/** Saves a blob (a CSV export) as a file; anything else is refused with 'Invalid Data' (spec section 8). */
export function downloadCsv(data: unknown, fileName: string = DEFAULT_CSV_FILE_NAME): void {
  if (!(data instanceof Blob)) throw new Error(INVALID_DATA);
  const url = URL.createObjectURL(data);
  try {
    clickDownload(url, fileName);
  } finally {
    // Revoke on the next tick: revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Saves text made in the browser (recovery codes) as a .txt file. */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  try {
    clickDownload(url, fileName);
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** The last path segment of a URL, decoded, without query or fragment; 'download' if there is none. */
export function fileNameFromUrl(url: string): string {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://localhost').pathname;
  } catch {
    pathname = url.split(/[?#]/)[0] ?? '';
  }
  const segment = pathname.split('/').filter(Boolean).at(-1);
  if (!segment) return 'download';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Saves the file at a URL under the given name, or under the last path segment of the URL. */
export function saveFileFromUrl(url: string, fileName?: string): string {
  const name = fileName || fileNameFromUrl(url);
  clickDownload(url, name);
  return name;
}
