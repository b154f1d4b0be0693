import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { PlainTextWithLinks } from './plain-text-with-links';

const html = (text: string) => renderToStaticMarkup(<PlainTextWithLinks text={text} />);
const paragraph = (inner: string) => `<p class="break-words whitespace-pre-line">${inner}</p>`;
const LINK_CLASSES = 'break-all text-primary underline underline-offset-2';
const link = (href: string) =>
  `<a href="${href}" target="_blank" rel="noopener noreferrer nofollow" class="${LINK_CLASSES}">${href}</a>`;

describe('PlainTextWithLinks', () => {
  it("makes http and https addresses links, leaving a sentence's full stop outside", () => {
    expect(html('See https://example.com/a?b=1&c=2. Or http://x.example')).toBe(
      paragraph(`See ${link('https://example.com/a?b=1&amp;c=2')}. Or ${link('http://x.example')}`),
    );
  });

  it('shows markup as text and links nothing but http(s)', () => {
    const out = html('<script>alert(1)</script> <b>hi</b> javascript:alert(1)');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;hi&lt;/b&gt; javascript:alert(1)');
    expect(out).not.toContain('<a ');
    expect(out).not.toContain('<script>');
  });
});
