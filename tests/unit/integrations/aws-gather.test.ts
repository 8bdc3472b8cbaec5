/** @jest-environment node */
import { CloudTrailClient, DescribeTrailsCommand, GetTrailStatusCommand } from '@aws-sdk/client-cloudtrail';
import {
  GenerateCredentialReportCommand,
  GetAccountAuthorizationDetailsCommand,
  GetAccountPasswordPolicyCommand,
  GetCredentialReportCommand,
  IAMClient,
} from '@aws-sdk/client-iam';
import {
  GetBucketEncryptionCommand,
  GetBucketVersioningCommand,
  GetPublicAccessBlockCommand,
  ListBucketsCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import { mockClient } from 'aws-sdk-client-mock';
import { awsChecks } from '@/lib/checks/aws';
import { awsConnector } from '@/lib/integrations/aws/connector';
import { gatherAwsFacts } from '@/lib/integrations/aws/gather';
import {
  ACCOUNT,
  assumedRole,
  awsError,
  credentialReport,
  EXTERNAL_ID,
  KEY_ID,
  ROLE_ARN,
  rootRow,
  SECRET,
} from '../../support/aws-responses';
import { answerWellKeptServices, serviceMocks, wellKeptServiceFacts } from '../../support/aws-service-mocks';

const iam = mockClient(IAMClient);
const s3 = mockClient(S3Client);
const cloudTrail = mockClient(CloudTrailClient);
const sts = mockClient(STSClient);
const { ec2 } = serviceMocks;
const mocks = [iam, s3, cloudTrail, sts, ...Object.values(serviceMocks)];
const now = new Date('2026-11-26T08:00:00Z');
const blocked = { BlockPublicAcls: true, IgnorePublicAcls: true, BlockPublicPolicy: true, RestrictPublicBuckets: true };
const trail = {
  Name: 'org-trail',
  TrailARN: `arn:aws:cloudtrail:us-east-1:${ACCOUNT}:trail/org-trail`,
  HomeRegion: 'us-east-1',
  IsMultiRegionTrail: true,
  LogFileValidationEnabled: true,
  KmsKeyId: `arn:aws:kms:us-east-1:${ACCOUNT}:key/trail-key`,
};

/** A well-kept account: two users, two pages of buckets, one multi-region trail logging. */
beforeEach(() => {
  for (const mock of mocks) mock.reset();
  iam.on(GenerateCredentialReportCommand).resolves({ State: 'COMPLETE' });
  iam.on(GetCredentialReportCommand).resolves({
    Content: credentialReport([
      rootRow(),
      { name: 'alice', password: true, mfa: true, key1: '2026-10-01T00:00:00+00:00' },
      { name: 'deploy-bot', password: false, mfa: false, key1: '2026-01-01T00:00:00+00:00', key2: '2026-11-01T00:00:00+00:00' },
    ]),
    ReportFormat: 'text/csv',
  });
  iam.on(GetAccountPasswordPolicyCommand).resolves({ PasswordPolicy: { MinimumPasswordLength: 14 } });
  s3.on(ListBucketsCommand).resolves({ Buckets: [{ Name: 'logs' }], ContinuationToken: 'page-2' });
  s3.on(ListBucketsCommand, { ContinuationToken: 'page-2' }).resolves({ Buckets: [{ Name: 'site' }] });
  s3.on(GetPublicAccessBlockCommand).resolves({ PublicAccessBlockConfiguration: blocked });
  s3.on(GetPublicAccessBlockCommand, { Bucket: 'site' }).rejects(awsError('NoSuchPublicAccessBlockConfiguration', { status: 404 }));
  s3.on(GetBucketEncryptionCommand).resolves({
    ServerSideEncryptionConfiguration: { Rules: [{ ApplyServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms' } }] },
  });
  s3.on(GetBucketEncryptionCommand, { Bucket: 'site' }).rejects(
    awsError('ServerSideEncryptionConfigurationNotFoundError', { status: 404 }),
  );
  cloudTrail.on(DescribeTrailsCommand).resolves({ trailList: [trail] });
  cloudTrail.on(GetTrailStatusCommand).resolves({ IsLogging: true });
  sts.on(AssumeRoleCommand).resolves(assumedRole);
  s3.on(GetBucketVersioningCommand).resolves({ Status: 'Enabled' });
  s3.on(GetBucketVersioningCommand, { Bucket: 'site' }).resolves({});
  iam.on(GetAccountAuthorizationDetailsCommand).resolves({
    UserDetailList: [
      {
        UserName: 'alice',
        AttachedManagedPolicies: [{ PolicyName: 'ReadOnlyAccess', PolicyArn: 'arn:aws:iam::aws:policy/ReadOnlyAccess' }],
      },
    ],
    Policies: [],
    IsTruncated: false,
  });
  answerWellKeptServices();
});
afterAll(() => mocks.forEach((mock) => mock.restore()));

const withKey = {
  method: 'access-key' as const,
  accessKeyId: KEY_ID,
  secretAccessKey: SECRET,
  region: 'us-east-1',
  baseUrl: '',
  account: ACCOUNT,
};
const gather = () => gatherAwsFacts(withKey, now);

describe('gatherAwsFacts against recorded AWS responses', () => {
  it('reads the credential report, the password policy, every page of buckets and the trails', async () => {
    expect(await gather()).toEqual({
      account: ACCOUNT,
      collectedAt: now.toISOString(),
      root: { mfaActive: true, activeAccessKeys: 0 },
      users: [
        {
          name: 'alice',
          passwordEnabled: true,
          mfaActive: true,
          accessKeys: [
            { active: true, lastRotated: '2026-10-01T00:00:00.000Z' },
            { active: false, lastRotated: null },
          ],
        },
        {
          name: 'deploy-bot',
          passwordEnabled: false,
          mfaActive: false,
          accessKeys: [
            { active: true, lastRotated: '2026-01-01T00:00:00.000Z' },
            { active: true, lastRotated: '2026-11-01T00:00:00.000Z' },
          ],
        },
      ],
      passwordPolicy: { minimumLength: 14 },
      buckets: [
        {
          name: 'logs',
          publicAccessBlock: { blockPublicAcls: true, ignorePublicAcls: true, blockPublicPolicy: true, restrictPublicBuckets: true },
          encryption: { algorithm: 'aws:kms' },
          versioning: 'Enabled',
        },
        { name: 'site', publicAccessBlock: 'none', encryption: 'none', versioning: 'never' },
      ],
      trails: [
        {
          name: 'org-trail',
          homeRegion: 'us-east-1',
          multiRegion: true,
          logging: true,
          logFileValidation: true,
          kmsKeyId: trail.KmsKeyId,
        },
      ],
      ...wellKeptServiceFacts,
      directAdmins: [{ user: 'alice', policies: [] }],
      groupAdmins: [{ user: 'alice', policies: [] }],
      roles: [],
    });
    expect(s3.commandCalls(ListBucketsCommand)).toHaveLength(2);
    expect(cloudTrail.commandCalls(DescribeTrailsCommand)[0]!.args[0].input).toEqual({ includeShadowTrails: true });
    expect(cloudTrail.commandCalls(GetTrailStatusCommand)[0]!.args[0].input).toEqual({ Name: trail.TrailARN });
    expect(sts.commandCalls(AssumeRoleCommand)).toHaveLength(0);
  });

  it('feeds the checks: the old key, the open bucket and the group open to SSH fail, the rest passes', async () => {
    const facts = await gather();
    const results = awsChecks.flatMap((check) =>
      check.evaluate(facts, now).map((result) => `${check.id} ${result.resource} ${result.outcome}`),
    );
    expect(results).toEqual([
      `aws.root-mfa ${ACCOUNT} pass`,
      `aws.root-no-access-keys ${ACCOUNT} pass`,
      'aws.console-users-mfa alice pass',
      'aws.access-key-age alice pass',
      'aws.access-key-age deploy-bot fail',
      `aws.password-policy-length ${ACCOUNT} pass`,
      'aws.s3-public-access-block logs pass',
      'aws.s3-public-access-block site fail',
      'aws.s3-default-encryption logs pass',
      'aws.s3-default-encryption site fail',
      `aws.cloudtrail-multi-region ${ACCOUNT} pass`,
      'aws.guardduty-enabled us-east-1 pass',
      'aws.config-recording us-east-1 pass',
      'aws.cloudtrail-log-validation org-trail pass',
      'aws.cloudtrail-kms-encryption org-trail pass',
      'aws.ebs-default-encryption us-east-1 pass',
      'aws.security-groups-admin-ports sg-1 (web) in us-east-1 fail',
      'aws.rds-encrypted orders in us-east-1 pass',
      'aws.rds-not-public orders in us-east-1 pass',
      'aws.rds-backup-retention orders in us-east-1 pass',
      'aws.kms-key-rotation k-1 in us-east-1 pass',
      'aws.iam-no-direct-admin alice pass',
      'aws.s3-versioning logs pass',
      'aws.s3-versioning site fail',
    ]);
  });

  it('asks IAM again until the credential report is complete', async () => {
    iam.on(GenerateCredentialReportCommand).resolvesOnce({ State: 'STARTED' }).resolves({ State: 'COMPLETE' });
    expect((await gather()).root).toEqual({ mfaActive: true, activeAccessKeys: 0 });
    expect(iam.commandCalls(GenerateCredentialReportCommand)).toHaveLength(2);
  });

  it('keeps a refusal as the reason, with what may not be read and the policy to attach', async () => {
    iam.on(GenerateCredentialReportCommand).rejects(awsError('AccessDenied', { status: 403 }));
    s3.on(GetBucketEncryptionCommand, { Bucket: 'logs' }).rejects(awsError('AccessDenied', { status: 403 }));
    const facts = await gather();
    const reason = 'The credentials may not read the IAM credential report (AccessDenied). Attach the SecurityAudit policy.';
    expect(facts.root).toEqual({ unknown: reason });
    expect(facts.users).toEqual({ unknown: reason });
    expect(facts.buckets).toEqual([
      expect.objectContaining({
        name: 'logs',
        encryption: { unknown: 'The credentials may not read the encryption of logs (AccessDenied). Attach the SecurityAudit policy.' },
      }),
      expect.objectContaining({ name: 'site', encryption: 'none' }),
    ]);
    expect(awsChecks.find((check) => check.id === 'aws.root-mfa')!.evaluate(facts, now)).toEqual([
      { resource: ACCOUNT, outcome: 'unknown', reason },
    ]);
  });

  it('keeps throttling as could-not-evaluate with the reason, never a pass or a fail', async () => {
    s3.on(ListBucketsCommand).rejects(awsError('SlowDown', { status: 503, fault: 'server' }));
    cloudTrail.on(GetTrailStatusCommand).rejects(awsError('ThrottlingException'));
    const facts = await gather();
    expect(facts.buckets).toEqual({ unknown: 'AWS throttled the requests for the S3 buckets (SlowDown). Try again in a few minutes.' });
    expect(facts.trails).toEqual([
      expect.objectContaining({
        logging: {
          unknown: 'AWS throttled the requests for the status of the trail org-trail (ThrottlingException). Try again in a few minutes.',
        },
      }),
    ]);
    for (const id of ['aws.s3-public-access-block', 'aws.cloudtrail-multi-region']) {
      expect(
        awsChecks
          .find((check) => check.id === id)!
          .evaluate(facts, now)
          .map((result) => result.outcome),
      ).toEqual(['unknown']);
    }
  });

  it('reads an empty account: no users, no buckets, no trail, no password policy', async () => {
    iam
      .on(GetCredentialReportCommand)
      .resolves({ Content: credentialReport([rootRow({ mfa: false, key1: '2020-01-01T00:00:00+00:00' })]) });
    iam.on(GetAccountPasswordPolicyCommand).rejects(awsError('NoSuchEntity', { status: 404 }));
    s3.on(ListBucketsCommand).resolves({ Buckets: [] });
    cloudTrail.on(DescribeTrailsCommand).resolves({ trailList: [] });
    const facts = await gather();
    expect(facts).toMatchObject({
      root: { mfaActive: false, activeAccessKeys: 1 },
      users: [],
      passwordPolicy: 'none',
      buckets: [],
      trails: [],
    });
    const reasons = awsChecks.map((check) => check.evaluate(facts, now)[0]!.reason);
    expect(reasons).toContain('No IAM user has a console password.');
    expect(reasons).toContain('The account has no S3 buckets.');
  });

  it('in role mode, reads with the assumed role; a refused role leaves every fact unknown with the reason', async () => {
    const role = {
      baseUrl: '',
      account: ACCOUNT,
      secret: { method: 'role', region: 'eu-west-1', roleArn: ROLE_ARN, externalId: EXTERNAL_ID },
    };
    expect((await awsConnector.gather(role, now)).passwordPolicy).toEqual({ minimumLength: 14 });
    expect(sts.commandCalls(AssumeRoleCommand)[0]!.args[0].input).toMatchObject({ RoleArn: ROLE_ARN, ExternalId: EXTERNAL_ID });
    sts.on(AssumeRoleCommand).rejects(awsError('AccessDenied', { status: 403 }));
    iam.resetHistory();
    ec2.resetHistory();
    const facts = await awsConnector.gather(role, now);
    const refused = {
      unknown: `AWS refused to let the product assume ${ROLE_ARN} (AccessDenied). Check the role's trust policy and external id.`,
    };
    const everyFact = [
      'root',
      'users',
      'passwordPolicy',
      'buckets',
      'trails',
      ...Object.keys(wellKeptServiceFacts),
      'directAdmins',
      'groupAdmins',
      'roles',
    ];
    expect(facts).toEqual({
      account: ACCOUNT,
      collectedAt: now.toISOString(),
      ...Object.fromEntries(everyFact.map((key) => [key, refused])),
    });
    expect(Object.keys(facts)).toHaveLength(18);
    expect(iam.calls()).toHaveLength(0);
    expect(ec2.calls()).toHaveLength(0);
  });

  it('never puts a secret in the facts, whatever AWS answers', async () => {
    iam.on(GenerateCredentialReportCommand).rejects(awsError('InvalidClientTokenId', { status: 403 }));
    s3.on(ListBucketsCommand).rejects(awsError('SignatureDoesNotMatch', { status: 403 }));
    const text = JSON.stringify(await gather());
    expect(text).toContain('AWS refused the access key (InvalidClientTokenId). Check the key id and secret.');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(KEY_ID);
  });
});
