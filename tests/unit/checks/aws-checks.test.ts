import { libraryControls } from '@/lib/catalog/controls';
import { awsChecks } from '@/lib/checks/aws';
import type { AwsFacts, Bucket, IamUser } from '@/lib/integrations/aws/facts';
import { wellKeptServices } from './aws-service-facts';

const now = new Date('2026-11-26T08:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
const noKeys = [
  { active: false, lastRotated: null },
  { active: false, lastRotated: null },
];
const user = (name: string, changes: Partial<IamUser> = {}): IamUser => ({
  name,
  passwordEnabled: true,
  mfaActive: true,
  accessKeys: noKeys,
  ...changes,
});
const blocked = { blockPublicAcls: true, ignorePublicAcls: true, blockPublicPolicy: true, restrictPublicBuckets: true };
const bucket = (name: string, changes: Partial<Bucket> = {}): Bucket => ({
  name,
  publicAccessBlock: blocked,
  encryption: { algorithm: 'AES256' },
  versioning: 'Enabled',
  ...changes,
});
const facts = (changes: Partial<AwsFacts> = {}): AwsFacts => ({
  account: '123456789012',
  collectedAt: now.toISOString(),
  root: { mfaActive: true, activeAccessKeys: 0 },
  users: [user('alice')],
  passwordPolicy: { minimumLength: 14 },
  buckets: [bucket('logs')],
  trails: [
    { name: 'org-trail', homeRegion: 'us-east-1', multiRegion: true, logging: true, logFileValidation: true, kmsKeyId: 'alias/trail' },
  ],
  ...wellKeptServices,
  ...changes,
});
const run = (id: string, changes: Partial<AwsFacts> = {}) => awsChecks.find((check) => check.id === id)!.evaluate(facts(changes), now);
const outcomes = (id: string, changes: Partial<AwsFacts> = {}) => run(id, changes).map((result) => `${result.resource}:${result.outcome}`);
const refused = { unknown: 'The credentials may not read the IAM credential report (AccessDenied). Attach the SecurityAudit policy.' };
const account = (outcome: string, reason: string) => [{ resource: '123456789012', outcome, reason }];

describe('the AWS checks', () => {
  it('are twenty, catalog data: unique aws.* ids, a title, what they prove, a severity and controls of the library', () => {
    const known = new Set(libraryControls.map((control) => control.id));
    expect(awsChecks).toHaveLength(20);
    expect(new Set(awsChecks.map((check) => check.id)).size).toBe(20);
    for (const check of awsChecks) {
      expect(check.id).toMatch(/^aws\.[a-z0-9-]+$/);
      expect(check.title).not.toBe('');
      expect(check.proves).not.toBe('');
      expect(['high', 'medium', 'low']).toContain(check.severity);
      expect(check.controls.length).toBeGreaterThan(0);
      for (const control of check.controls) expect(known.has(control)).toBe(true);
    }
  });

  it('every check passes on a well-kept account, and every one answers unknown with the reason when nothing could be read', () => {
    for (const check of awsChecks) expect(check.evaluate(facts(), now).map((result) => result.outcome)).toEqual(['pass']);
    const unread = facts({
      root: refused,
      users: refused,
      passwordPolicy: refused,
      buckets: refused,
      trails: refused,
      ...Object.fromEntries(Object.keys(wellKeptServices).map((key) => [key, refused])),
    });
    for (const check of awsChecks) expect(check.evaluate(unread, now)).toEqual(account('unknown', refused.unknown));
  });

  it('root MFA and root access keys', () => {
    expect(run('aws.root-mfa')).toEqual(account('pass', 'The root user signs in with MFA.'));
    expect(run('aws.root-mfa', { root: { mfaActive: false, activeAccessKeys: 0 } })).toEqual(
      account('fail', 'The root user has no MFA device.'),
    );
    expect(run('aws.root-no-access-keys')).toEqual(account('pass', 'The root user has no active access key.'));
    expect(run('aws.root-no-access-keys', { root: { mfaActive: true, activeAccessKeys: 2 } })).toEqual(
      account('fail', 'The root user has 2 active access key(s).'),
    );
  });

  it('console MFA: a result per user with a console password; none passes for the account', () => {
    const users = [user('alice'), user('bob', { mfaActive: false }), user('deploy-bot', { passwordEnabled: false, mfaActive: false })];
    expect(run('aws.console-users-mfa', { users })).toEqual([
      { resource: 'alice', outcome: 'pass', reason: 'Signs in to the console with MFA.' },
      { resource: 'bob', outcome: 'fail', reason: 'Has a console password and no MFA device.' },
    ]);
    expect(run('aws.console-users-mfa', { users: [users[2]!] })).toEqual(account('pass', 'No IAM user has a console password.'));
  });

  it('access key age: fails a user with an active key older than 90 days, ignores inactive keys, cannot date an undated key', () => {
    const users = [
      user('fresh', {
        accessKeys: [
          { active: true, lastRotated: daysAgo(90) },
          { active: false, lastRotated: daysAgo(400) },
        ],
      }),
      user('stale', {
        accessKeys: [
          { active: true, lastRotated: daysAgo(10) },
          { active: true, lastRotated: daysAgo(91) },
        ],
      }),
      user('undated', { accessKeys: [{ active: true, lastRotated: null }, noKeys[1]!] }),
      user('console-only'),
    ];
    expect(run('aws.access-key-age', { users })).toEqual([
      { resource: 'fresh', outcome: 'pass', reason: 'Its 1 active access key(s) are at most 90 days old.' },
      { resource: 'stale', outcome: 'fail', reason: 'Older than 90 days: access key 2 was last rotated 91 days ago.' },
      { resource: 'undated', outcome: 'unknown', reason: 'IAM shows no rotation date for access key 1.' },
    ]);
    expect(run('aws.access-key-age')).toEqual(account('pass', 'No IAM user has an active access key.'));
  });

  it('password policy: at least 14 characters', () => {
    expect(run('aws.password-policy-length', { passwordPolicy: { minimumLength: 16 } })).toEqual(
      account('pass', 'Passwords need at least 16 characters.'),
    );
    expect(run('aws.password-policy-length', { passwordPolicy: { minimumLength: 13 } })).toEqual(
      account('fail', 'Passwords need only 13 characters; at least 14 are required.'),
    );
    expect(run('aws.password-policy-length', { passwordPolicy: 'none' })).toEqual(account('fail', 'The account has no password policy.'));
  });

  it('S3: a result per bucket for public access (all four settings) and default encryption', () => {
    const buckets = [
      bucket('logs'),
      bucket('site', { publicAccessBlock: { ...blocked, blockPublicPolicy: false, restrictPublicBuckets: false }, encryption: 'none' }),
      bucket('raw', { publicAccessBlock: 'none', encryption: { algorithm: 'aws:kms' } }),
      bucket('eu-data', { publicAccessBlock: { unknown: 'Throttled.' }, encryption: { unknown: 'Throttled.' } }),
    ];
    expect(run('aws.s3-public-access-block', { buckets })).toEqual([
      { resource: 'logs', outcome: 'pass', reason: 'All four public access block settings are on.' },
      { resource: 'site', outcome: 'fail', reason: 'Public access is not fully blocked: BlockPublicPolicy, RestrictPublicBuckets off.' },
      { resource: 'raw', outcome: 'fail', reason: 'No public access block is set on the bucket.' },
      { resource: 'eu-data', outcome: 'unknown', reason: 'Throttled.' },
    ]);
    expect(outcomes('aws.s3-default-encryption', { buckets })).toEqual(['logs:pass', 'site:fail', 'raw:pass', 'eu-data:unknown']);
    expect(run('aws.s3-default-encryption', { buckets })[2]!.reason).toBe('Default encryption: aws:kms.');
  });

  it('CloudTrail: a multi-region trail that is logging', () => {
    const trail = { name: 'org-trail', homeRegion: 'us-east-1', multiRegion: true, logging: true, logFileValidation: true, kmsKeyId: null };
    const single = { ...trail, name: 'local', multiRegion: false };
    expect(run('aws.cloudtrail-multi-region')).toEqual(account('pass', 'The multi-region trail org-trail is logging.'));
    expect(run('aws.cloudtrail-multi-region', { trails: [single] })).toEqual(account('fail', 'No CloudTrail trail covers every region.'));
    expect(run('aws.cloudtrail-multi-region', { trails: [] })).toEqual(account('fail', 'The account has no CloudTrail trail.'));
    expect(run('aws.cloudtrail-multi-region', { trails: [single, { ...trail, logging: false }] })).toEqual(
      account('fail', 'The multi-region trail(s) org-trail are not logging.'),
    );
    expect(run('aws.cloudtrail-multi-region', { trails: [{ ...trail, logging: { unknown: 'Refused.' } }] })).toEqual(
      account('unknown', 'Refused.'),
    );
  });

  it('an empty account passes the per-resource checks for the account, saying there are none', () => {
    const empty = { users: [], buckets: [] };
    expect(run('aws.console-users-mfa', empty)).toEqual(account('pass', 'No IAM user has a console password.'));
    expect(run('aws.access-key-age', empty)).toEqual(account('pass', 'No IAM user has an active access key.'));
    expect(run('aws.s3-public-access-block', empty)).toEqual(account('pass', 'The account has no S3 buckets.'));
    expect(run('aws.s3-default-encryption', empty)).toEqual(account('pass', 'The account has no S3 buckets.'));
  });
});
