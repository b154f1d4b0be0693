import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A policy header as its directives, each with its sources. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the content security policy', () => {
  it('lets a preview frame an object URL of the page and otherwise stays as strict as it was', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(directives(res.headers['content-security-policy'])).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'"],
      'font-src': ["'self'", 'data:'],
      // A PDF or a text file in the attachment viewer's frame: its object URL, and no page of any origin.
      'frame-src': ['blob:'],
      // The PDF viewer is the browser's own, shown in that frame: no plugin content is let in.
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'script-src-attr': ["'none'"],
    });
  });
});
