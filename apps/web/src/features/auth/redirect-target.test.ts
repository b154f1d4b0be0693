import { describe, expect, it } from 'vitest';
import { USERNAME_TOO_SHORT as SHARED_USERNAME_TOO_SHORT } from '@staffdesk/shared/schemas/auth';
import { redirectTarget } from './redirect-target';
import { USERNAME_TOO_SHORT } from './login-messages';

describe('redirectTarget', () => {
  it('goes to redirectTo when it is a path of this app, else to the dashboard', () => {
    expect(redirectTarget('/ui/settings')).toBe('/ui/settings');
    expect(redirectTarget('/ui/it/help-desk?tab=open')).toBe('/ui/it/help-desk?tab=open');
    expect(redirectTarget(null)).toBe('/ui/dashboard');
    expect(redirectTarget('')).toBe('/ui/dashboard');
  });

  it('never leaves the site', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])
      expect(redirectTarget(bad)).toBe('/ui/dashboard');
  });

  it('refuses control characters and backslashes anywhere (issue 10, defect 10)', () => {
    for (const bad of [
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/ui/\u0000x',
      '/ui/a\\b',
      '/\u007f/evil.example',
      ' /ui/settings',
    ]) {
      expect(redirectTarget(bad), JSON.stringify(bad)).toBe('/ui/dashboard');
    }
  });
});

describe('login messages', () => {
  it('uses the shared schema text for a short username', () => {
    expect(USERNAME_TOO_SHORT).toBe(SHARED_USERNAME_TOO_SHORT);
  });
});
