/** @jest-environment node */
import { awsChecks } from '@/lib/checks/aws';
import { awsClients, type AwsConnection } from '@/lib/integrations/aws/client';
import { gatherIamAccess } from '@/lib/integrations/aws/gather-iam-admins';
import { gatherRegionalFacts } from '@/lib/integrations/aws/gather-regions';
import { ADMINISTRATOR_ACCESS } from '@/lib/integrations/aws/policy-documents';
import { KEY_ID, SECRET } from '../../support/aws-responses';
import { encodedPolicy } from '../../support/aws-service-responses';
import { defaultAwsStandIn, startAwsStandIn, type AwsStandIn } from '../../support/aws-stand-in';

let aws: AwsStandIn;
beforeAll(async () => {
  aws = await startAwsStandIn();
});
afterAll(() => aws.close());
beforeEach(() => aws.set({}));

const credentials = { accessKeyId: KEY_ID, secretAccessKey: SECRET };
const connection = (): AwsConnection => ({ method: 'access-key', ...credentials, region: 'eu-west-1', baseUrl: aws.url });
const regional = () => gatherRegionalFacts(connection(), credentials);
const now = new Date('2026-11-28T08:00:00Z');
const outcomes = async (id: string) => {
  const facts = { account: '123456789012', collectedAt: now.toISOString(), ...(await regional()) };
  // Only the regional facts are read here; the check reads nothing else.
  return awsChecks
    .find((check) => check.id === id)!
    .evaluate(facts as never, now)
    .map((result) => `${result.resource}:${result.outcome}`);
};

describe('the regional reads against the AWS stand-in', () => {
  it('reads every enabled region, following every page of security groups, DB instances and keys', async () => {
    const facts = await regional();
    expect(facts.regions).toEqual(['eu-west-1', 'us-east-1']);
    expect(facts.guardDuty).toEqual([
      { region: 'eu-west-1', read: { id: 'd-eu-west-1', enabled: true } },
      { region: 'us-east-1', read: { id: 'd-us-east-1', enabled: true } },
    ]);
    expect(facts.configRecorders).toEqual([
      { region: 'eu-west-1', read: [{ name: 'default', recording: true }] },
      { region: 'us-east-1', read: [{ name: 'default', recording: true }] },
    ]);
    expect(facts.ebsDefaultEncryption).toEqual([
      { region: 'eu-west-1', read: true },
      { region: 'us-east-1', read: true },
    ]);
    const [euGroups] = facts.securityGroups as { region: string; read: unknown }[];
    expect(euGroups).toEqual({
      region: 'eu-west-1',
      read: [
        { id: 'sg-web', name: 'web', region: 'eu-west-1', openToInternet: [{ protocol: 'tcp', fromPort: 443, toPort: 443 }] },
        { id: 'sg-ssh', name: 'bastion', region: 'eu-west-1', openToInternet: [{ protocol: 'tcp', fromPort: 22, toPort: 22 }] },
        { id: 'sg-office', name: 'office', region: 'eu-west-1', openToInternet: [] },
      ],
    });
    expect((facts.dbInstances as { read: unknown }[])[1]).toEqual({
      region: 'us-east-1',
      read: [
        { id: 'orders', region: 'us-east-1', encrypted: true, publiclyAccessible: false, backupRetentionDays: 7 },
        { id: 'legacy', region: 'us-east-1', encrypted: false, publiclyAccessible: true, backupRetentionDays: 1 },
        { id: 'reports', region: 'us-east-1', encrypted: true, publiclyAccessible: false, backupRetentionDays: 14 },
      ],
    });
    expect((facts.kmsKeys as { read: unknown }[])[0]).toEqual({
      region: 'eu-west-1',
      read: [
        { id: 'k-rotating', region: 'eu-west-1', rotation: true },
        { id: 'k-still', region: 'eu-west-1', rotation: false },
      ],
    });
    const euRequests = aws.requests.filter((request) => request.includes(' eu-west-1 '));
    expect(euRequests.filter((request) => request.endsWith('DescribeSecurityGroups'))).toHaveLength(2);
    expect(euRequests.filter((request) => request.endsWith('DescribeDBInstances'))).toHaveLength(2);
    expect(euRequests.filter((request) => request.endsWith('ListKeys'))).toHaveLength(2);
    // An AWS managed key is never asked about its rotation.
    expect(euRequests.filter((request) => request.endsWith('GetKeyRotationStatus'))).toHaveLength(2);
  });

  it('feeds the checks per region and per resource', async () => {
    aws.set({ perRegion: { 'us-east-1': { guardDuty: 'none', ebs: false, groups: [], instances: [], keys: [] } } });
    expect(await outcomes('aws.guardduty-enabled')).toEqual(['eu-west-1:pass', 'us-east-1:fail']);
    expect(await outcomes('aws.ebs-default-encryption')).toEqual(['eu-west-1:pass', 'us-east-1:fail']);
    expect(await outcomes('aws.security-groups-admin-ports')).toEqual([
      'sg-web (web) in eu-west-1:pass',
      'sg-ssh (bastion) in eu-west-1:fail',
      'sg-office (office) in eu-west-1:pass',
    ]);
    expect(await outcomes('aws.rds-not-public')).toEqual([
      'orders in eu-west-1:pass',
      'legacy in eu-west-1:fail',
      'reports in eu-west-1:pass',
    ]);
    expect(await outcomes('aws.kms-key-rotation')).toEqual(['k-rotating in eu-west-1:pass', 'k-still in eu-west-1:fail']);
  });

  it('a service the credentials may not read leaves only its checks unknown, naming the permission to grant', async () => {
    aws.set({ refused: ['rds', 'guardduty:us-east-1'] });
    const facts = await regional();
    expect(facts.dbInstances).toEqual([
      {
        region: 'eu-west-1',
        read: {
          unknown:
            'The credentials may not read the RDS DB instances in eu-west-1 (AccessDenied). Grant rds:DescribeDBInstances (part of the SecurityAudit policy).',
        },
      },
      expect.objectContaining({ region: 'us-east-1', read: { unknown: expect.stringContaining('Grant rds:DescribeDBInstances') } }),
    ]);
    expect(facts.guardDuty).toEqual([
      { region: 'eu-west-1', read: { id: 'd-eu-west-1', enabled: true } },
      {
        region: 'us-east-1',
        read: {
          unknown:
            'The credentials may not read the GuardDuty detector in us-east-1 (AccessDeniedException). Grant guardduty:ListDetectors and guardduty:GetDetector (part of the SecurityAudit policy).',
        },
      },
    ]);
    expect(await outcomes('aws.rds-encrypted')).toEqual(['eu-west-1:unknown', 'us-east-1:unknown']);
    expect(await outcomes('aws.ebs-default-encryption')).toEqual(['eu-west-1:pass', 'us-east-1:pass']);
  });

  it('the regions refused leave every regional fact unknown for the account, never a pass', async () => {
    aws.set({ refused: ['ec2'] });
    const facts = await regional();
    const reason = {
      unknown:
        'The credentials may not read the enabled regions (UnauthorizedOperation). Grant ec2:DescribeRegions (part of the SecurityAudit policy).',
    };
    expect(facts).toEqual({
      regions: reason,
      guardDuty: reason,
      configRecorders: reason,
      ebsDefaultEncryption: reason,
      securityGroups: reason,
      dbInstances: reason,
      kmsKeys: reason,
    });
    expect(await outcomes('aws.guardduty-enabled')).toEqual(['123456789012:unknown']);
    aws.set({ regions: [] });
    expect((await regional()).regions).toEqual({ unknown: 'AWS listed no enabled region. Try again later.' });
    expect(await outcomes('aws.rds-encrypted')).toEqual(['123456789012:unknown']);
  });

  it('keeps throttling as the reason, after the one retry the SDK makes', async () => {
    aws.set({ throttled: ['kms:us-east-1'] });
    const facts = await regional();
    expect((facts.kmsKeys as { region: string; read: unknown }[])[1]).toEqual({
      region: 'us-east-1',
      read: { unknown: 'AWS throttled the requests for the KMS keys in us-east-1 (ThrottlingException). Try again in a few minutes.' },
    });
    expect(aws.requests.filter((request) => request === 'kms us-east-1 ListKeys')).toHaveLength(2);
  });

  it('reads an empty account and a large one', async () => {
    aws.set({ regions: ['eu-west-1'], groups: [], instances: [], keys: [] });
    expect(await outcomes('aws.rds-encrypted')).toEqual(['123456789012:pass']);
    const groups = Array.from({ length: 45 }, (_, index) => ({
      id: `sg-${index}`,
      name: `service-${index}`,
      rules: [{ protocol: '-1', cidr: index === 44 ? '0.0.0.0/0' : '10.0.0.0/8' }],
    }));
    aws.set({ ...defaultAwsStandIn(), regions: ['eu-west-1'], pageSize: 10, groups });
    const results = await outcomes('aws.security-groups-admin-ports');
    expect(results).toHaveLength(45);
    expect(results.filter((result) => result.endsWith(':fail'))).toEqual(['sg-44 (service-44) in eu-west-1:fail']);
  });
});

describe('the users with admin policies of their own, against the AWS stand-in', () => {
  const iam = () => awsClients(connection(), credentials).iam;

  it('follows every page, judging users by the policies listed on a later page', async () => {
    const admin = encodedPolicy([{ Effect: 'Allow', Action: '*', Resource: '*' }]);
    const narrow = encodedPolicy([{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: '*' }]);
    const ownPolicy = 'arn:aws:iam::123456789012:policy/everything';
    aws.set({
      users: [
        { name: 'alice', attached: [{ name: 'AdministratorAccess', arn: ADMINISTRATOR_ACCESS }], inline: [] },
        { name: 'bob', attached: [], inline: [{ name: 'reader', document: narrow }] },
        { name: 'carol', attached: [{ name: 'everything', arn: ownPolicy }], inline: [{ name: 'break-glass', document: admin }] },
      ],
      policies: [{ name: 'everything', arn: ownPolicy, document: admin }],
    });
    expect((await gatherIamAccess(iam())).directAdmins).toEqual([
      { user: 'alice', policies: ['AdministratorAccess'] },
      { user: 'bob', policies: [] },
      { user: 'carol', policies: ['everything', 'break-glass (inline)'] },
    ]);
    expect(aws.requests.filter((request) => request.endsWith('GetAccountAuthorizationDetails'))).toHaveLength(2);
  });
});
