import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const MAIL = { SMTP_URL: 'smtp://hr:secret@mail.example.com:587', MAIL_FROM: 'Staffdesk <hr@example.com>' };

describe('the email settings', () => {
  it('turn email off without SMTP_URL', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(loadConfig({ SMTP_URL: '' }).mail).toBeUndefined();
  });

  it('give the SMTP address, the sender and the portal address without its trailing slash', () => {
    expect(loadConfig({ ...MAIL, PUBLIC_URL: 'https://hr.example.com/' }).mail).toEqual({
      smtpUrl: MAIL.SMTP_URL,
      from: MAIL.MAIL_FROM,
      publicUrl: 'https://hr.example.com',
    });
  });

  it('stop the start with one line naming what is missing or wrong', () => {
    expect(() => loadConfig({ SMTP_URL: MAIL.SMTP_URL, PUBLIC_URL: 'https://hr.example.com' })).toThrow(
      /^MAIL_FROM: missing; email \(SMTP_URL\) needs a sender address$/,
    );
    expect(() => loadConfig(MAIL)).toThrow(/^PUBLIC_URL: missing; email \(SMTP_URL\) needs the portal's address/);
    expect(() => loadConfig({ ...MAIL, SMTP_URL: 'http://mail.example.com' })).toThrow(
      /^SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ address$/,
    );
  });
});
