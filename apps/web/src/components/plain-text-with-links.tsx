import type { ReactNode } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address: "see https://x.example/a." */
const TRAILING = /[.,;:!?)\]}]+$/;

/** Splits plain text into strings and links to its http(s) addresses: React escapes the strings, nothing is read as HTML. */
export function linkify(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const url = raw.replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a
        key={start}
        href={url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="break-all text-primary underline underline-offset-2"
      >
        {url}
      </a>,
    );
    last = start + url.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** Plain text as it was written (line breaks kept) with its web addresses made clickable. */
export function PlainTextWithLinks({ text, className }: { text: string; className?: string }) {
  return <p className={['break-words whitespace-pre-line', className].filter(Boolean).join(' ')}>{linkify(text)}</p>;
}
