import { awsChecks } from '@/lib/checks/aws';
import type { AwsFacts } from '@/lib/integrations/aws/facts';
import { wellKeptServices } from './aws-service-facts';

const now = new Date('2026-11-26T08:00:00Z');
const ACCOUNT = '123456789012';
const facts = (changes: Partial<AwsFacts> = {}): AwsFacts => ({
  account: ACCOUNT,
  collectedAt: now.toISOString(),
  root: { mfaActive: true, activeAccessKeys: 0 },
  users: [],
  passwordPolicy: { minimumLength: 14 },
  buckets: [],
  trails: [],
  ...wellKeptServices,
  ...changes,
});
const run = (id: string, changes: Partial<AwsFacts> = {}) => awsChecks.find((check) => check.id === id)!.evaluate(facts(changes), now);
const outcomes = (id: string, changes: Partial<AwsFacts> = {}) => run(id, changes).map((result) => `${result.resource}:${result.outcome}`);
const throttled = {
  unknown: 'AWS throttled the requests for the GuardDuty detector in us-east-1 (ThrottlingException). Try again in a few minutes.',
};
const noRegions = { unknown: 'The credentials may not read the enabled regions (UnauthorizedOperation). Grant ec2:DescribeRegions.' };

describe('the AWS service checks', () => {
  it('GuardDuty: a result per region, enabled passes, disabled or absent fails, a region unread is unknown', () => {
    const guardDuty = [
      { region: 'eu-west-1', read: { id: 'd-1', enabled: true } },
      { region: 'us-east-1', read: throttled },
      { region: 'us-west-2', read: 'none' as const },
      { region: 'ap-south-1', read: { id: 'd-4', enabled: false } },
    ];
    expect(run('aws.guardduty-enabled', { guardDuty })).toEqual([
      { resource: 'eu-west-1', outcome: 'pass', reason: 'Detector d-1 is enabled.' },
      { resource: 'us-east-1', outcome: 'unknown', reason: throttled.unknown },
      { resource: 'us-west-2', outcome: 'fail', reason: 'GuardDuty has no detector in this region.' },
      { resource: 'ap-south-1', outcome: 'fail', reason: 'Detector d-4 is disabled.' },
    ]);
    expect(run('aws.guardduty-enabled', { guardDuty: noRegions })).toEqual([
      { resource: ACCOUNT, outcome: 'unknown', reason: noRegions.unknown },
    ]);
  });

  it('Config: a region passes with a recorder recording, fails with none or all stopped', () => {
    const configRecorders = [
      {
        region: 'eu-west-1',
        read: [
          { name: 'stopped', recording: false },
          { name: 'default', recording: true },
        ],
      },
      { region: 'us-east-1', read: [{ name: 'default', recording: false }] },
      { region: 'us-west-2', read: [] },
      { region: 'sa-east-1', read: throttled },
    ];
    expect(run('aws.config-recording', { configRecorders })).toEqual([
      { resource: 'eu-west-1', outcome: 'pass', reason: 'The recorder default is recording.' },
      { resource: 'us-east-1', outcome: 'fail', reason: 'No AWS Config recorder of this region is recording.' },
      { resource: 'us-west-2', outcome: 'fail', reason: 'AWS Config has no recorder in this region.' },
      { resource: 'sa-east-1', outcome: 'unknown', reason: throttled.unknown },
    ]);
  });

  it('CloudTrail: log file validation and KMS encryption per trail; no trail fails, trails unread are unknown', () => {
    const trail = {
      name: 'org-trail',
      homeRegion: 'us-east-1',
      multiRegion: true,
      logging: true,
      logFileValidation: true,
      kmsKeyId: 'arn:aws:kms:us-east-1:1:key/k',
    };
    const trails = [trail, { ...trail, name: 'local', logFileValidation: false, kmsKeyId: null }];
    expect(outcomes('aws.cloudtrail-log-validation', { trails })).toEqual(['org-trail:pass', 'local:fail']);
    expect(run('aws.cloudtrail-kms-encryption', { trails })).toEqual([
      { resource: 'org-trail', outcome: 'pass', reason: 'Logs are encrypted with arn:aws:kms:us-east-1:1:key/k.' },
      { resource: 'local', outcome: 'fail', reason: 'Logs are not encrypted with a KMS key.' },
    ]);
    for (const id of ['aws.cloudtrail-log-validation', 'aws.cloudtrail-kms-encryption']) {
      expect(run(id, { trails: [] })).toEqual([{ resource: ACCOUNT, outcome: 'fail', reason: 'The account has no CloudTrail trail.' }]);
      expect(outcomes(id, { trails: { unknown: 'Refused.' } })).toEqual([`${ACCOUNT}:unknown`]);
    }
  });

  it('EBS: default encryption per region', () => {
    const ebsDefaultEncryption = [
      { region: 'eu-west-1', read: true },
      { region: 'us-east-1', read: false },
      { region: 'us-west-2', read: throttled },
    ];
    expect(outcomes('aws.ebs-default-encryption', { ebsDefaultEncryption })).toEqual([
      'eu-west-1:pass',
      'us-east-1:fail',
      'us-west-2:unknown',
    ]);
  });

  it('security groups: SSH or RDP open to any address fails, alone, in a range or as all traffic; other ports pass', () => {
    const group = (id: string, openToInternet: { protocol: string; fromPort: number | null; toPort: number | null }[]) => ({
      id,
      name: id,
      region: 'eu-west-1',
      openToInternet,
    });
    const securityGroups = [
      {
        region: 'eu-west-1',
        read: [
          group('sg-web', [{ protocol: 'tcp', fromPort: 443, toPort: 443 }]),
          group('sg-ssh', [{ protocol: 'tcp', fromPort: 22, toPort: 22 }]),
          group('sg-range', [{ protocol: 'tcp', fromPort: 0, toPort: 65535 }]),
          group('sg-all', [{ protocol: '-1', fromPort: null, toPort: null }]),
          group('sg-udp', [{ protocol: 'udp', fromPort: 3389, toPort: 3389 }]),
          group('sg-rdp', [{ protocol: '6', fromPort: 3000, toPort: 3400 }]),
        ],
      },
      { region: 'us-east-1', read: throttled },
    ];
    expect(outcomes('aws.security-groups-admin-ports', { securityGroups })).toEqual([
      'sg-web (sg-web) in eu-west-1:pass',
      'sg-ssh (sg-ssh) in eu-west-1:fail',
      'sg-range (sg-range) in eu-west-1:fail',
      'sg-all (sg-all) in eu-west-1:fail',
      'sg-udp (sg-udp) in eu-west-1:pass',
      'sg-rdp (sg-rdp) in eu-west-1:fail',
      'us-east-1:unknown',
    ]);
    const reasons = run('aws.security-groups-admin-ports', { securityGroups }).map((result) => result.reason);
    expect(reasons.slice(1, 4)).toEqual([
      'Open to the internet on port 22.',
      'Open to the internet on ports 22 and 3389.',
      'Open to the internet on ports 22 and 3389.',
    ]);
    expect(run('aws.security-groups-admin-ports', { securityGroups: [{ region: 'eu-west-1', read: [] }] })).toEqual([
      { resource: ACCOUNT, outcome: 'pass', reason: 'No security group in the 1 region(s) read.' },
    ]);
  });

  it('RDS: encryption, public access and backup retention per instance', () => {
    const instance = { id: 'orders', region: 'eu-west-1', encrypted: true, publiclyAccessible: false, backupRetentionDays: 7 };
    const dbInstances = [
      {
        region: 'eu-west-1',
        read: [instance, { ...instance, id: 'legacy', encrypted: false, publiclyAccessible: true, backupRetentionDays: 1 }],
      },
      { region: 'us-east-1', read: [{ ...instance, id: 'scratch', region: 'us-east-1', backupRetentionDays: 0 }] },
    ];
    expect(outcomes('aws.rds-encrypted', { dbInstances })).toEqual([
      'orders in eu-west-1:pass',
      'legacy in eu-west-1:fail',
      'scratch in us-east-1:pass',
    ]);
    expect(outcomes('aws.rds-not-public', { dbInstances })).toEqual([
      'orders in eu-west-1:pass',
      'legacy in eu-west-1:fail',
      'scratch in us-east-1:pass',
    ]);
    expect(run('aws.rds-backup-retention', { dbInstances }).map((result) => `${result.outcome}: ${result.reason}`)).toEqual([
      'pass: Automated backups are kept 7 days.',
      'fail: Automated backups are kept only 1 day(s).',
      'fail: Automated backups are off.',
    ]);
    expect(
      run('aws.rds-encrypted', {
        dbInstances: [
          { region: 'eu-west-1', read: [] },
          { region: 'us-east-1', read: [] },
        ],
      }),
    ).toEqual([{ resource: ACCOUNT, outcome: 'pass', reason: 'No RDS DB instance in the 2 region(s) read.' }]);
    expect(outcomes('aws.rds-not-public', { dbInstances: [{ region: 'eu-west-1', read: throttled }] })).toEqual(['eu-west-1:unknown']);
  });

  it('KMS: rotation per customer managed key; a key whose rotation could not be read is unknown', () => {
    const kmsKeys = [
      {
        region: 'eu-west-1',
        read: [
          { id: 'k-1', region: 'eu-west-1', rotation: true },
          { id: 'k-2', region: 'eu-west-1', rotation: false },
          { id: 'k-3', region: 'eu-west-1', rotation: { unknown: 'Refused.' } },
        ],
      },
    ];
    expect(run('aws.kms-key-rotation', { kmsKeys })).toEqual([
      { resource: 'k-1 in eu-west-1', outcome: 'pass', reason: 'Automatic rotation is on.' },
      { resource: 'k-2 in eu-west-1', outcome: 'fail', reason: 'Automatic rotation is off.' },
      { resource: 'k-3 in eu-west-1', outcome: 'unknown', reason: 'Refused.' },
    ]);
  });

  it('IAM: a user with full admin of its own fails, naming the policies; users without pass', () => {
    const directAdmins = [
      { user: 'alice', policies: [] },
      { user: 'bob', policies: ['AdministratorAccess', 'break-glass (inline)'] },
    ];
    expect(run('aws.iam-no-direct-admin', { directAdmins })).toEqual([
      { resource: 'alice', outcome: 'pass', reason: 'No full-admin policy of its own.' },
      { resource: 'bob', outcome: 'fail', reason: 'Full admin attached directly: AdministratorAccess, break-glass (inline).' },
    ]);
    expect(outcomes('aws.iam-no-direct-admin', { directAdmins: [] })).toEqual([`${ACCOUNT}:pass`]);
    expect(outcomes('aws.iam-no-direct-admin', { directAdmins: { unknown: 'Refused.' } })).toEqual([`${ACCOUNT}:unknown`]);
  });

  it('S3 versioning: enabled passes, suspended or never enabled fails, unread is unknown', () => {
    const bucket = { publicAccessBlock: 'none' as const, encryption: 'none' as const };
    const buckets = [
      { ...bucket, name: 'logs', versioning: 'Enabled' as const },
      { ...bucket, name: 'site', versioning: 'Suspended' as const },
      { ...bucket, name: 'raw', versioning: 'never' as const },
      { ...bucket, name: 'eu', versioning: { unknown: 'Refused.' } },
    ];
    expect(run('aws.s3-versioning', { buckets }).map((result) => `${result.resource}:${result.outcome}: ${result.reason}`)).toEqual([
      'logs:pass: Versioning is enabled.',
      'site:fail: Versioning is suspended.',
      'raw:fail: Versioning was never enabled.',
      'eu:unknown: Refused.',
    ]);
    expect(outcomes('aws.s3-versioning', { buckets: [] })).toEqual([`${ACCOUNT}:pass`]);
  });
});
