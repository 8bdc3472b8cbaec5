import type { AwsFacts } from '@/lib/integrations/aws/facts';
import { accountOf, MIN_BACKUP_RETENTION_DAYS, openAdminPorts, perRegion, perRegionalResource, perTrail } from './aws-service-rules';
import { isUnknown, type CheckDefinition, type CheckResult } from './types';

const outcome = (resource: string, passed: boolean, pass: string, fail: string): CheckResult => ({
  resource,
  outcome: passed ? 'pass' : 'fail',
  reason: passed ? pass : fail,
});

const REGIONS_READ = 'Each region enabled for the account (EC2 DescribeRegions), up to 40 a run';

/** The checks of an AWS account's services beyond IAM's credentials: threat detection, logging, encryption, network, backups. */
export const awsServiceChecks: readonly CheckDefinition<AwsFacts>[] = [
  {
    id: 'aws.guardduty-enabled',
    title: 'GuardDuty is enabled in every region',
    proves: 'Threats to the account (compromised credentials, unusual API calls, malware) are detected in every region it uses.',
    controls: ['OPS-03', 'OPS-04'],
    severity: 'high',
    logic: {
      reads: `${REGIONS_READ}: its GuardDuty detector (ListDetectors, GetDetector).`,
      rule: 'Each enabled region must have a GuardDuty detector whose status is ENABLED.',
      pass: 'The region has an enabled detector.',
      fail: 'The region has no detector, or its detector is disabled.',
      unknown: "The regions, or that region's detector, could not be read.",
    },
    evaluate: (facts) =>
      perRegion(facts, facts.guardDuty, (region, detector) =>
        detector === 'none'
          ? outcome(region, false, '', 'GuardDuty has no detector in this region.')
          : outcome(region, detector.enabled, `Detector ${detector.id} is enabled.`, `Detector ${detector.id} is disabled.`),
      ),
  },
  {
    id: 'aws.config-recording',
    title: 'AWS Config records configuration changes in every region',
    proves: 'Every change to the resources of each region is recorded, so a configuration can be traced back in time.',
    controls: ['OPS-07', 'AST-01'],
    severity: 'medium',
    logic: {
      reads: `${REGIONS_READ}: its AWS Config recorders' status (DescribeConfigurationRecorderStatus).`,
      rule: 'Each enabled region must have a configuration recorder that is recording.',
      pass: 'A recorder of the region is recording.',
      fail: 'The region has no recorder, or none is recording.',
      unknown: "The regions, or that region's recorders, could not be read.",
    },
    evaluate: (facts) =>
      perRegion(facts, facts.configRecorders, (region, recorders) => {
        const recording = recorders.find((recorder) => recorder.recording);
        if (recording) return outcome(region, true, `The recorder ${recording.name} is recording.`, '');
        return outcome(
          region,
          false,
          '',
          recorders.length === 0 ? 'AWS Config has no recorder in this region.' : 'No AWS Config recorder of this region is recording.',
        );
      }),
  },
  {
    id: 'aws.cloudtrail-log-validation',
    title: 'Every CloudTrail trail validates its log files',
    proves: 'A change to or deletion of an audit log file after CloudTrail wrote it can be detected.',
    controls: ['OPS-01', 'OPS-11'],
    severity: 'medium',
    logic: {
      reads: "The CloudTrail trails the region shows (DescribeTrails): each one's log file validation.",
      rule: 'Each trail must have log file validation on, so CloudTrail writes signed digest files.',
      pass: 'The trail validates its log files.',
      fail: 'The trail does not validate its log files, or the account has no trail.',
      unknown: 'The trails could not be read.',
    },
    evaluate: (facts) =>
      perTrail(facts, (trail) => outcome(trail.name, trail.logFileValidation, 'Log file validation is on.', 'Log file validation is off.')),
  },
  {
    id: 'aws.cloudtrail-kms-encryption',
    title: 'Every CloudTrail trail encrypts its logs with a KMS key',
    proves: 'Audit logs are encrypted with a key the account controls, so reading them takes a key permission as well.',
    controls: ['CRY-02', 'OPS-01'],
    severity: 'medium',
    logic: {
      reads: "The CloudTrail trails the region shows (DescribeTrails): each one's KMS key.",
      rule: 'Each trail must encrypt its log files with a KMS key (SSE-KMS).',
      pass: 'The trail names a KMS key.',
      fail: "The trail relies on S3's own encryption only, or the account has no trail.",
      unknown: 'The trails could not be read.',
    },
    evaluate: (facts) =>
      perTrail(facts, (trail) =>
        outcome(
          trail.name,
          trail.kmsKeyId !== null,
          `Logs are encrypted with ${trail.kmsKeyId}.`,
          'Logs are not encrypted with a KMS key.',
        ),
      ),
  },
  {
    id: 'aws.ebs-default-encryption',
    title: 'EBS encrypts new volumes by default in every region',
    proves: 'Every new disk attached to an instance is encrypted at rest, whoever creates it.',
    controls: ['CRY-02'],
    severity: 'medium',
    logic: {
      reads: `${REGIONS_READ}: EBS encryption by default (GetEbsEncryptionByDefault).`,
      rule: 'Each enabled region must have EBS encryption by default on.',
      pass: 'New volumes of the region are encrypted by default.',
      fail: 'EBS encryption by default is off in the region.',
      unknown: "The regions, or that region's setting, could not be read.",
    },
    evaluate: (facts) =>
      perRegion(facts, facts.ebsDefaultEncryption, (region, enabled) =>
        outcome(region, enabled, 'EBS encryption by default is on.', 'EBS encryption by default is off.'),
      ),
  },
  {
    id: 'aws.security-groups-admin-ports',
    title: 'No security group opens SSH or RDP to the internet',
    proves: 'Remote administration ports are not reachable from any address on the internet.',
    controls: ['NET-01', 'NET-05'],
    severity: 'high',
    logic: {
      reads: `${REGIONS_READ}: every security group and its inbound rules (DescribeSecurityGroups).`,
      rule: 'No inbound rule open to 0.0.0.0/0 or ::/0 may admit port 22 (SSH) or 3389 (RDP), alone, in a range or as all traffic.',
      pass: "None of the group's rules open to the internet reaches port 22 or 3389 (or the account has no group).",
      fail: 'A rule open to the internet admits port 22 or 3389.',
      unknown: "The regions, or that region's security groups, could not be read.",
    },
    evaluate: (facts) =>
      perRegionalResource(facts, facts.securityGroups, 'No security group', (group) => {
        const ports = openAdminPorts(group.openToInternet);
        return outcome(
          `${group.id} (${group.name}) in ${group.region}`,
          ports.length === 0,
          'No rule open to the internet admits SSH or RDP.',
          `Open to the internet on port${ports.length > 1 ? 's' : ''} ${ports.join(' and ')}.`,
        );
      }),
  },
  {
    id: 'aws.rds-encrypted',
    title: 'Every RDS database encrypts its storage',
    proves: 'Databases, their backups, snapshots and replicas are encrypted at rest.',
    controls: ['CRY-02'],
    severity: 'high',
    logic: {
      reads: `${REGIONS_READ}: every RDS DB instance (DescribeDBInstances), its storage encryption.`,
      rule: 'Each DB instance must have encrypted storage.',
      pass: "The instance's storage is encrypted (or the account has no instance).",
      fail: "The instance's storage is not encrypted.",
      unknown: "The regions, or that region's instances, could not be read.",
    },
    evaluate: (facts) =>
      perRegionalResource(facts, facts.dbInstances, 'No RDS DB instance', (instance) =>
        outcome(`${instance.id} in ${instance.region}`, instance.encrypted, 'Storage is encrypted.', 'Storage is not encrypted.'),
      ),
  },
  {
    id: 'aws.rds-not-public',
    title: 'No RDS database is publicly accessible',
    proves: 'Databases have no address reachable from the internet.',
    controls: ['NET-01', 'AC-01'],
    severity: 'high',
    logic: {
      reads: `${REGIONS_READ}: every RDS DB instance (DescribeDBInstances), whether it is publicly accessible.`,
      rule: 'No DB instance may be publicly accessible.',
      pass: 'The instance is not publicly accessible (or the account has no instance).',
      fail: 'The instance is publicly accessible.',
      unknown: "The regions, or that region's instances, could not be read.",
    },
    evaluate: (facts) =>
      perRegionalResource(facts, facts.dbInstances, 'No RDS DB instance', (instance) =>
        outcome(`${instance.id} in ${instance.region}`, !instance.publiclyAccessible, 'Not publicly accessible.', 'Publicly accessible.'),
      ),
  },
  {
    id: 'aws.rds-backup-retention',
    title: `Every RDS database keeps automated backups for at least ${MIN_BACKUP_RETENTION_DAYS} days`,
    proves: `A database can be restored to any point of the last ${MIN_BACKUP_RETENTION_DAYS} days.`,
    controls: ['BCP-04'],
    severity: 'medium',
    logic: {
      reads: `${REGIONS_READ}: every RDS DB instance (DescribeDBInstances), its backup retention period.`,
      rule: `Each DB instance must keep automated backups for ${MIN_BACKUP_RETENTION_DAYS} days or more.`,
      pass: `Backups are kept ${MIN_BACKUP_RETENTION_DAYS} days or more (or the account has no instance).`,
      fail: `Automated backups are off, or kept fewer than ${MIN_BACKUP_RETENTION_DAYS} days.`,
      unknown: "The regions, or that region's instances, could not be read.",
    },
    evaluate: (facts) =>
      perRegionalResource(facts, facts.dbInstances, 'No RDS DB instance', ({ id, region, backupRetentionDays: days }) =>
        outcome(
          `${id} in ${region}`,
          days >= MIN_BACKUP_RETENTION_DAYS,
          `Automated backups are kept ${days} days.`,
          days === 0 ? 'Automated backups are off.' : `Automated backups are kept only ${days} day(s).`,
        ),
      ),
  },
  {
    id: 'aws.kms-key-rotation',
    title: 'Every customer managed KMS key rotates yearly',
    proves: "The key material of the account's own encryption keys is replaced automatically.",
    controls: ['CRY-01'],
    severity: 'medium',
    logic: {
      reads: `${REGIONS_READ}: every KMS key (ListKeys, DescribeKey) and, for enabled symmetric customer managed keys, their rotation (GetKeyRotationStatus).`,
      rule: 'Each enabled symmetric customer managed key with KMS key material must have automatic rotation on; AWS managed keys rotate by themselves.',
      pass: 'Automatic rotation is on (or the account has no such key).',
      fail: 'Automatic rotation is off.',
      unknown: "The regions, that region's keys, or that key's rotation could not be read.",
    },
    evaluate: (facts) =>
      perRegionalResource(facts, facts.kmsKeys, 'No customer managed KMS key', ({ id, region, rotation }) => {
        const resource = `${id} in ${region}`;
        if (isUnknown(rotation)) return { resource, outcome: 'unknown', reason: rotation.unknown };
        return outcome(resource, rotation, 'Automatic rotation is on.', 'Automatic rotation is off.');
      }),
  },
  {
    id: 'aws.iam-no-direct-admin',
    title: 'No IAM user has full admin rights attached to the user itself',
    proves: 'Administrator rights are given through groups or roles that are reviewed, never to one user directly.',
    controls: ['AC-01', 'AC-07'],
    severity: 'high',
    logic: {
      reads:
        "The account authorization details (GetAccountAuthorizationDetails): each IAM user's attached and inline policies and the customer managed policies' documents.",
      rule: 'No user may have AdministratorAccess, or a policy allowing the action "*" on the resource "*", attached directly or inline.',
      pass: 'The user has no full-admin policy of its own (or the account has no IAM user).',
      fail: 'A full-admin policy is attached to the user directly or inline.',
      unknown: 'The authorization details could not be read.',
    },
    evaluate: (facts) => {
      const admins = facts.directAdmins ?? { unknown: 'This run did not read it; the next run will.' };
      if (isUnknown(admins)) return [{ resource: accountOf(facts), outcome: 'unknown', reason: admins.unknown }];
      if (admins.length === 0) return [outcome(accountOf(facts), true, 'The account has no IAM user.', '')];
      return admins.map(({ user, policies }) =>
        outcome(user, policies.length === 0, 'No full-admin policy of its own.', `Full admin attached directly: ${policies.join(', ')}.`),
      );
    },
  },
  {
    id: 'aws.s3-versioning',
    title: 'Every S3 bucket keeps object versions',
    proves: 'An object overwritten or deleted by mistake or by an attacker can be recovered.',
    controls: ['BCP-04', 'OPS-11'],
    severity: 'low',
    logic: {
      reads: 'Every S3 bucket of the account and its versioning (GetBucketVersioning).',
      rule: 'Each bucket must have versioning enabled.',
      pass: 'Versioning is enabled (or the account has no bucket).',
      fail: 'Versioning was never enabled on the bucket, or is suspended.',
      unknown: "The buckets, or that bucket's versioning, could not be read.",
    },
    evaluate: (facts) => {
      if (isUnknown(facts.buckets)) return [{ resource: accountOf(facts), outcome: 'unknown', reason: facts.buckets.unknown }];
      if (facts.buckets.length === 0) return [outcome(accountOf(facts), true, 'The account has no S3 buckets.', '')];
      return facts.buckets.map(({ name, versioning }): CheckResult => {
        if (versioning === undefined || isUnknown(versioning)) {
          return { resource: name, outcome: 'unknown', reason: versioning?.unknown ?? 'This run did not read it.' };
        }
        return outcome(
          name,
          versioning === 'Enabled',
          'Versioning is enabled.',
          versioning === 'Suspended' ? 'Versioning is suspended.' : 'Versioning was never enabled.',
        );
      });
    },
  },
];
