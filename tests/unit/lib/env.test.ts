/** @jest-environment node */
import { EnvError, parseEnv } from '@/lib/env';

const secret = 'x'.repeat(32);

function errorFor(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('expected parseEnv to throw');
}

describe('parseEnv', () => {
  it('gives the documented defaults for an empty environment', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'production',
      PORT: 3000,
      SITE_URL: 'http://localhost:3000',
      BACKEND_TIMEOUT_MS: 3_600_000,
      DATA_DIR: './data',
      DEMO_ACCOUNT: 'on',
      TRUSTED_PROXY: 'none',
      S3_REGION: 'us-east-1',
      STORAGE_QUOTA_MB: 5120,
      ACTIVITY_RETENTION_DAYS: 1095,
    });
  });

  it('reads the storage quota in megabytes and the activity retention in days, naming a wrong one', () => {
    expect(parseEnv({ STORAGE_QUOTA_MB: '20480', ACTIVITY_RETENTION_DAYS: '400' })).toMatchObject({
      STORAGE_QUOTA_MB: 20480,
      ACTIVITY_RETENTION_DAYS: 400,
    });
    expect(() => parseEnv({ STORAGE_QUOTA_MB: '0' })).toThrow('STORAGE_QUOTA_MB: must be a positive number of megabytes');
    expect(() => parseEnv({ ACTIVITY_RETENTION_DAYS: '7' })).toThrow('ACTIVITY_RETENTION_DAYS: must be at least 30 days');
  });

  it("reads TRUSTED_PROXY as 'none', 'vercel' or a number of hops, defaulting to 'vercel' on Vercel", () => {
    expect(parseEnv({ TRUSTED_PROXY: '' }).TRUSTED_PROXY).toBe('none');
    expect(parseEnv({ TRUSTED_PROXY: 'vercel' }).TRUSTED_PROXY).toBe('vercel');
    expect(parseEnv({ TRUSTED_PROXY: '1' }).TRUSTED_PROXY).toBe(1);
    expect(parseEnv({ TRUSTED_PROXY: '10' }).TRUSTED_PROXY).toBe(10);
    expect(parseEnv({ VERCEL: '1', SESSION_SECRET: secret }).TRUSTED_PROXY).toBe('vercel');
    expect(parseEnv({ VERCEL: '1', SESSION_SECRET: secret, TRUSTED_PROXY: 'none' }).TRUSTED_PROXY).toBe('none');
    expect(parseEnv({ VERCEL: '1', SESSION_SECRET: secret, TRUSTED_PROXY: '2' }).TRUSTED_PROXY).toBe(2);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ BACKEND_URL: '', BACKEND_TIMEOUT_MS: '', SITE_URL: '' })).toMatchObject({
      SITE_URL: 'http://localhost:3000',
      BACKEND_TIMEOUT_MS: 3_600_000,
    });
    expect(parseEnv({ BACKEND_URL: '' }).BACKEND_URL).toBeUndefined();
  });

  it('coerces numbers and keeps valid values', () => {
    const env = parseEnv({
      BACKEND_URL: 'https://api.example.com',
      BACKEND_TIMEOUT_MS: '5000',
      SESSION_SECRET: secret,
      DATABASE_URL: 'postgres://app:pw@127.0.0.1:5432/app',
      DEMO_ACCOUNT: 'off',
      PORT: '8080',
    });
    expect(env).toMatchObject({ BACKEND_TIMEOUT_MS: 5000, PORT: 8080, DEMO_ACCOUNT: 'off' });
  });

  it.each([
    [{ BACKEND_TIMEOUT_MS: 'soon' }, 'BACKEND_TIMEOUT_MS'],
    [{ BACKEND_TIMEOUT_MS: '-1' }, 'BACKEND_TIMEOUT_MS'],
    [{ BACKEND_URL: 'ftp://example.com', SESSION_SECRET: secret }, 'BACKEND_URL'],
    [{ SITE_URL: 'not a url' }, 'SITE_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ DATABASE_URL: 'mysql://db' }, 'DATABASE_URL'],
    [{ DEMO_ACCOUNT: 'yes' }, 'DEMO_ACCOUNT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ TRUSTED_PROXY: '0' }, 'TRUSTED_PROXY'],
    [{ TRUSTED_PROXY: '11' }, 'TRUSTED_PROXY'],
    [{ TRUSTED_PROXY: 'true' }, 'TRUSTED_PROXY'],
    [{ TRUSTED_PROXY: '1.5' }, 'TRUSTED_PROXY'],
    [{ NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: 'key with spaces' }, 'NEXT_PUBLIC_GOOGLE_MAPS_API_KEY'],
  ])('rejects %j naming %s', (source, name) => {
    expect(errorFor(source)).toContain(`${name}:`);
  });

  it('reads the S3 variables, which take effect only with a bucket', () => {
    const bucket = { S3_BUCKET: 'complia-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'auto', S3_PREFIX: 'tenant-a/' };
    expect(parseEnv(bucket)).toMatchObject(bucket);
    expect(parseEnv({ S3_BUCKET: 'my.bucket-1', S3_ENDPOINT: '', S3_PREFIX: '' })).toMatchObject({
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: undefined,
    });
    for (const wrong of ['ab', 'Upper', '-dash-first', 'x'.repeat(64), 'under_score'])
      expect(errorFor({ S3_BUCKET: wrong })).toContain('S3_BUCKET:');
    expect(errorFor({ S3_BUCKET: 'ok-bucket', S3_ENDPOINT: 'minio:9000' })).toContain('S3_ENDPOINT:');
    expect(errorFor({ S3_BUCKET: 'ok-bucket', S3_REGION: 'EU West' })).toContain('S3_REGION:');
    for (const wrong of ['/abs', 'a//b', '../up', 'a/./b', 'sp ace'])
      expect(errorFor({ S3_BUCKET: 'ok-bucket', S3_PREFIX: wrong })).toContain('S3_PREFIX:');
    expect(errorFor({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toContain('S3_ENDPOINT: takes effect only with S3_BUCKET');
    expect(errorFor({ S3_PREFIX: 'complia' })).toContain('S3_PREFIX: takes effect only with S3_BUCKET');
  });

  it('reads the mail server and the sender, which takes effect only with a server', () => {
    const mail = { SMTP_URL: 'smtps://user:p%40ss@mail.example.com:465', MAIL_FROM: 'Complia <no-reply@example.com>' };
    expect(parseEnv(mail)).toMatchObject(mail);
    expect(parseEnv({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'alerts@example.com' })).toMatchObject({
      MAIL_FROM: 'alerts@example.com',
    });
    expect(parseEnv({ SMTP_URL: '', MAIL_FROM: '' })).toMatchObject({ SMTP_URL: undefined, MAIL_FROM: undefined });
    for (const wrong of ['mail.example.com:587', 'http://mail.example.com', 'smtp://', 'smtp://user:secret-pw@ host'])
      expect(errorFor({ SMTP_URL: wrong })).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(errorFor({ SMTP_URL: 'smtp://user:secret-pw@ host' })).not.toContain('secret-pw');
    for (const wrong of ['no-reply', 'Complia <no-reply>', 'a b@example.com', 'Complia no-reply@example.com>'])
      expect(errorFor({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: wrong })).toContain('MAIL_FROM: must be an address');
    expect(errorFor({ MAIL_FROM: 'no-reply@example.com' })).toContain('MAIL_FROM: takes effect only with SMTP_URL');
  });

  it('requires a session secret with a remote backend or on Vercel', () => {
    expect(errorFor({ BACKEND_URL: 'https://api.example.com' })).toContain('SESSION_SECRET:');
    expect(errorFor({ VERCEL: '1' })).toContain('SESSION_SECRET:');
  });

  it('lists every wrong variable and never echoes a value', () => {
    const message = errorFor({ SESSION_SECRET: 'hunter2', BACKEND_TIMEOUT_MS: 'x' });
    expect(message).toContain('SESSION_SECRET:');
    expect(message).toContain('BACKEND_TIMEOUT_MS:');
    expect(message).not.toContain('hunter2');
  });
});
