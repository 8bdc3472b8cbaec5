import type { AwsFacts, Bucket, IamUser } from '@/lib/integrations/aws/facts';
import { keyAgeResult, publicAccessResult, trailResult } from './aws-rules';
import { awsServiceChecks } from './aws-services';
import { isUnknown, type CheckDefinition, type CheckResult, type Unknown } from './types';

/** How old an active access key may be before it fails its check. */
export const MAX_ACCESS_KEY_AGE_DAYS = 90;
/** The shortest password the account's policy may allow. */
export const MIN_PASSWORD_LENGTH = 14;

/** The account as a check's resource: its 12-digit id. */
const accountOf = (facts: AwsFacts) => facts.account || 'AWS account';
const unknownFor = (resource: string, { unknown }: Unknown): CheckResult[] => [{ resource, outcome: 'unknown', reason: unknown }];
const result = (resource: string, passed: boolean, pass: string, fail: string): CheckResult[] => [
  { resource, outcome: passed ? 'pass' : 'fail', reason: passed ? pass : fail },
];

/** A result per IAM user `applies` to; when none does, one pass for the account saying there are none. */
function perUser(facts: AwsFacts, applies: (user: IamUser) => boolean, none: string, evaluate: (user: IamUser) => CheckResult) {
  if (isUnknown(facts.users)) return unknownFor(accountOf(facts), facts.users);
  const users = facts.users.filter(applies);
  return users.length === 0 ? result(accountOf(facts), true, none, '') : users.map(evaluate);
}

/** A result per S3 bucket; an account without buckets passes, saying so. */
function perBucket(facts: AwsFacts, evaluate: (bucket: Bucket) => CheckResult) {
  if (isUnknown(facts.buckets)) return unknownFor(accountOf(facts), facts.buckets);
  return facts.buckets.length === 0 ? result(accountOf(facts), true, 'The account has no S3 buckets.', '') : facts.buckets.map(evaluate);
}

/** The checks run on an AWS account's facts. */
export const awsChecks: readonly CheckDefinition<AwsFacts>[] = [
  {
    id: 'aws.root-mfa',
    title: "The AWS account's root user has MFA",
    proves: 'The most powerful identity of the account cannot sign in with a password alone.',
    controls: ['AC-05', 'AC-07'],
    severity: 'high',
    logic: {
      reads: "IAM's credential report, the root user's row (mfa_active).",
      rule: "The account's root user must sign in with an MFA device.",
      pass: 'The root user has MFA.',
      fail: 'The root user has no MFA device.',
      unknown: 'The credential report could not be generated or read.',
    },
    evaluate: (facts) =>
      isUnknown(facts.root)
        ? unknownFor(accountOf(facts), facts.root)
        : result(accountOf(facts), facts.root.mfaActive, 'The root user signs in with MFA.', 'The root user has no MFA device.'),
  },
  {
    id: 'aws.root-no-access-keys',
    title: "The AWS account's root user has no access keys",
    proves: 'No program or script holds credentials with unlimited power over the account.',
    controls: ['AC-07', 'AC-08'],
    severity: 'high',
    logic: {
      reads: "IAM's credential report, the root user's two access keys.",
      rule: 'The root user must have no active access key.',
      pass: 'Neither root access key is active.',
      fail: 'The root user has an active access key.',
      unknown: 'The credential report could not be generated or read.',
    },
    evaluate: (facts) =>
      isUnknown(facts.root)
        ? unknownFor(accountOf(facts), facts.root)
        : result(
            accountOf(facts),
            facts.root.activeAccessKeys === 0,
            'The root user has no active access key.',
            `The root user has ${facts.root.activeAccessKeys} active access key(s).`,
          ),
  },
  {
    id: 'aws.console-users-mfa',
    title: 'Every IAM user with a console password has MFA',
    proves: 'Every person who signs in to the AWS console uses a second factor.',
    controls: ['AC-05', 'AC-06'],
    severity: 'high',
    logic: {
      reads: "IAM's credential report: each IAM user's console password and MFA.",
      rule: 'Each IAM user that can sign in to the console with a password must have an MFA device.',
      pass: 'The user has MFA, or the account has no user with a console password.',
      fail: 'The user has a console password and no MFA device.',
      unknown: 'The credential report could not be generated or read.',
    },
    evaluate: (facts) =>
      perUser(
        facts,
        (user) => user.passwordEnabled,
        'No IAM user has a console password.',
        (user) => result(user.name, user.mfaActive, 'Signs in to the console with MFA.', 'Has a console password and no MFA device.')[0]!,
      ),
  },
  {
    id: 'aws.access-key-age',
    title: `No active IAM access key is older than ${MAX_ACCESS_KEY_AGE_DAYS} days`,
    proves: `Programmatic credentials are rotated at least every ${MAX_ACCESS_KEY_AGE_DAYS} days, limiting what a leaked key exposes.`,
    controls: ['AC-06', 'AC-08', 'CRY-01'],
    severity: 'medium',
    logic: {
      reads: "IAM's credential report: each IAM user's active access keys and when each was last rotated.",
      rule: 'No active access key may be older than 90 days since its last rotation.',
      pass: "Each of the user's active keys was rotated within 90 days, or the account has no active key.",
      fail: 'An active key was last rotated more than 90 days ago.',
      unknown: 'The report shows no rotation date for an active key, or could not be read.',
    },
    evaluate: (facts, now) =>
      perUser(
        facts,
        (user) => user.accessKeys.some((key) => key.active),
        'No IAM user has an active access key.',
        (user) => keyAgeResult(user, now, MAX_ACCESS_KEY_AGE_DAYS),
      ),
  },
  {
    id: 'aws.password-policy-length',
    title: `The account password policy requires at least ${MIN_PASSWORD_LENGTH} characters`,
    proves: `Console passwords of IAM users are at least ${MIN_PASSWORD_LENGTH} characters long.`,
    controls: ['AC-06'],
    severity: 'medium',
    logic: {
      reads: 'The account password policy (GetAccountPasswordPolicy).',
      rule: "The account's password policy must require at least 14 characters.",
      pass: "The policy's minimum length is 14 or more.",
      fail: 'The account has no password policy, or it allows shorter passwords.',
      unknown: 'The policy could not be read.',
    },
    evaluate: (facts) => {
      const policy = facts.passwordPolicy;
      if (isUnknown(policy)) return unknownFor(accountOf(facts), policy);
      if (policy === 'none') return result(accountOf(facts), false, '', 'The account has no password policy.');
      return result(
        accountOf(facts),
        policy.minimumLength >= MIN_PASSWORD_LENGTH,
        `Passwords need at least ${policy.minimumLength} characters.`,
        `Passwords need only ${policy.minimumLength} characters; at least ${MIN_PASSWORD_LENGTH} are required.`,
      );
    },
  },
  {
    id: 'aws.s3-public-access-block',
    title: 'Every S3 bucket blocks public access',
    proves: 'No bucket can be opened to the public by an ACL or a bucket policy.',
    controls: ['AC-01', 'AST-04'],
    severity: 'high',
    logic: {
      reads: 'Every S3 bucket of the account and its public access block configuration.',
      rule: 'Each bucket must have all four public access block settings on: BlockPublicAcls, IgnorePublicAcls, BlockPublicPolicy, RestrictPublicBuckets.',
      pass: 'All four settings are on (or the account has no bucket).',
      fail: 'No block is set on the bucket, or one of the four settings is off.',
      unknown: "The buckets, or that bucket's configuration, could not be read.",
    },
    evaluate: (facts) => perBucket(facts, publicAccessResult),
  },
  {
    id: 'aws.s3-default-encryption',
    title: 'Every S3 bucket has default encryption',
    proves: 'Every object written to S3 is encrypted at rest.',
    controls: ['CRY-02'],
    severity: 'medium',
    logic: {
      reads: 'Every S3 bucket of the account and its default encryption.',
      rule: 'Each bucket must encrypt new objects by default (SSE-S3, SSE-KMS or DSSE-KMS).',
      pass: 'The bucket has default encryption (or the account has no bucket).',
      fail: 'The bucket has no default encryption.',
      unknown: "The buckets, or that bucket's encryption, could not be read.",
    },
    evaluate: (facts) =>
      perBucket(facts, ({ name, encryption }) => {
        if (isUnknown(encryption)) return { resource: name, outcome: 'unknown', reason: encryption.unknown };
        return encryption === 'none'
          ? { resource: name, outcome: 'fail', reason: 'The bucket has no default encryption.' }
          : { resource: name, outcome: 'pass', reason: `Default encryption: ${encryption.algorithm}.` };
      }),
  },
  {
    id: 'aws.cloudtrail-multi-region',
    title: 'CloudTrail has a multi-region trail that is logging',
    proves: 'Every API call in every region of the account is recorded.',
    controls: ['OPS-01', 'OPS-03'],
    severity: 'high',
    logic: {
      reads: "The CloudTrail trails the region shows and each multi-region trail's logging status.",
      rule: 'At least one multi-region trail must be logging.',
      pass: 'A multi-region trail is logging.',
      fail: 'There is no trail, no multi-region trail, or none of them is logging.',
      unknown: "The trails, or a multi-region trail's status, could not be read.",
    },
    evaluate: (facts) =>
      isUnknown(facts.trails) ? unknownFor(accountOf(facts), facts.trails) : [trailResult(accountOf(facts), facts.trails)],
  },
  ...awsServiceChecks,
];
