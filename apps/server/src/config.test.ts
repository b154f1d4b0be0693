import { describe, expect, it } from 'vitest';
import { listenAddress, loadConfig } from './config';

const S3 = {
  S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
  S3_BUCKET: 'staffdesk-files',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('the S3 settings', () => {
  it('keep files in the database when none is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('give S3 storage with all four, the region and path style defaulting', () => {
    expect(loadConfig(S3).s3).toEqual({
      endpoint: S3.S3_ENDPOINT,
      bucket: 'staffdesk-files',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(loadConfig({ ...S3, S3_REGION: 'eu-central-1', S3_FORCE_PATH_STYLE: 'true' }).s3).toMatchObject({
      region: 'eu-central-1',
      forcePathStyle: true,
    });
  });

  it('stop the start with one line naming what is missing or wrong', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b' })).toThrow(
      /^S3_ENDPOINT: missing; files in S3 need S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY together$/,
    );
    expect(() => loadConfig({ ...S3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/^S3_SECRET_ACCESS_KEY: missing/);
    expect(() => loadConfig({ S3_REGION: 'eu-central-1' })).toThrow(/^S3_ENDPOINT: missing/);
    expect(() => loadConfig({ ...S3, S3_ENDPOINT: 'ftp://files.example.com' })).toThrow(
      /^S3_ENDPOINT: must be an http:\/\/ or https:\/\/ address$/,
    );
    expect(() => loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      /^S3_FORCE_PATH_STYLE: must be true or false$/,
    );
  });
});

describe('the date locale', () => {
  it('is en-IN unless DATE_LOCALE names another', () => {
    expect(loadConfig({}).dateLocale).toBe('en-IN');
    expect(loadConfig({ DATE_LOCALE: 'en-US' }).dateLocale).toBe('en-US');
  });

  it('stops the start for a locale that is not one', () => {
    expect(() => loadConfig({ DATE_LOCALE: 'not a locale!' })).toThrow(
      /^DATE_LOCALE: must be a locale the server knows, such as en-IN or en-US$/,
    );
  });
});

describe('the reminder schedule', () => {
  it('is each hour on the hour unless REMINDER_SCHEDULE says otherwise', () => {
    expect(loadConfig({}).reminderSchedule).toBe('0 * * * *');
    expect(loadConfig({ REMINDER_SCHEDULE: ' 0 9 * * 1-5 ' }).reminderSchedule).toBe('0 9 * * 1-5');
  });

  it('stops the start for a schedule the job queue cannot run, and for the setting it replaced', () => {
    expect(() => loadConfig({ REMINDER_SCHEDULE: 'hourly' })).toThrow(
      /^REMINDER_SCHEDULE: must be a cron expression of five fields: minute hour day month weekday, such as 0 \* \* \* \* for each hour$/,
    );
    expect(() => loadConfig({ REMINDER_SCHEDULE: '*/10 * * * * *' })).toThrow(
      /^REMINDER_SCHEDULE: must be a cron expression of five fields/,
    );
    expect(() => loadConfig({ REMINDER_SCHEDULE: '0 25 * * *' })).toThrow(
      /^REMINDER_SCHEDULE: is not a cron expression pg-boss can read \(.+\)$/,
    );
    expect(() => loadConfig({ REMINDER_CHECK_SECONDS: '3600' })).toThrow(
      /^REMINDER_CHECK_SECONDS: replaced by REMINDER_SCHEDULE, a cron expression \(0 \* \* \* \* runs the reminders each hour\)$/,
    );
  });
});

describe('where the server listens', () => {
  it('is HOST when set, demo passwords or not, with nothing to warn of', () => {
    const config = loadConfig({ HOST: '0.0.0.0' });
    expect(listenAddress(config, 13)).toEqual({ host: '0.0.0.0' });
    expect(listenAddress(loadConfig({ HOST: '10.1.2.3' }), 0)).toEqual({ host: '10.1.2.3' });
  });

  it('without HOST is this machine only while an account has the demo password, and says why and how to open it', () => {
    const config = loadConfig({});
    expect(config.host).toBeUndefined();
    const local = listenAddress(config, 13);
    expect(local.host).toBe('127.0.0.1');
    expect(local.warning).toBe(
      'Listening on 127.0.0.1 only (this machine), because 13 accounts have the published demo ' +
        'password. To serve other machines, change those passwords and restart, or set HOST (HOST=0.0.0.0 ' +
        'for every interface).',
    );
    expect(listenAddress(config, 1).warning).toMatch(/because an account has the published demo password/);
  });

  it('without HOST is every interface once no account has the demo password', () => {
    expect(listenAddress(loadConfig({}), 0)).toEqual({ host: '0.0.0.0' });
    // An empty HOST is no setting, as for every variable.
    expect(listenAddress(loadConfig({ HOST: '' }), 2).host).toBe('127.0.0.1');
  });
});

describe('the webhook settings', () => {
  it('allow no host beyond the public ones, and retry after a minute, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ webhookAllowedHosts: [], webhookRetrySeconds: 60 });
    expect(
      loadConfig({
        WEBHOOK_ALLOWED_HOSTS: '127.0.0.1, Hooks.Intranet.example,*.corp.example',
        WEBHOOK_RETRY_SECONDS: '5',
      }),
    ).toMatchObject({
      webhookAllowedHosts: ['127.0.0.1', 'hooks.intranet.example', '*.corp.example'],
      webhookRetrySeconds: 5,
    });
  });

  it('stop the start for a list that is not of hosts, and for a retry wait out of range', () => {
    expect(() => loadConfig({ WEBHOOK_ALLOWED_HOSTS: 'https://hooks.example/' })).toThrow(
      /^WEBHOOK_ALLOWED_HOSTS: must be host names or addresses separated by commas/,
    );
    expect(() => loadConfig({ WEBHOOK_RETRY_SECONDS: '0' })).toThrow(/^WEBHOOK_RETRY_SECONDS: must be a whole number/);
  });
});
