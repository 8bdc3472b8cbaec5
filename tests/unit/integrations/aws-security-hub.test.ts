/** @jest-environment node */
import { awsClients, type AwsConnection } from '@/lib/integrations/aws/client';
import type { AwsFacts } from '@/lib/integrations/aws/facts';
import { awsFindings } from '@/lib/integrations/aws/findings';
import { gatherSecurityHubFindings, MAX_FINDING_PAGES } from '@/lib/integrations/aws/gather-security-hub';
import { ACCOUNT, KEY_ID, SECRET } from '../../support/aws-responses';
import { asffFinding } from '../../support/aws-service-responses';
import { startAwsStandIn, type AwsStandIn } from '../../support/aws-stand-in';

let aws: AwsStandIn;
beforeAll(async () => {
  aws = await startAwsStandIn();
});
afterAll(() => aws.close());
beforeEach(() => aws.set({}));

const credentials = { accessKeyId: KEY_ID, secretAccessKey: SECRET };
const connection = (): AwsConnection => ({ method: 'access-key', ...credentials, region: 'eu-west-1', baseUrl: aws.url });
const gather = () => gatherSecurityHubFindings(awsClients(connection(), credentials).securityHub, connection());
const image = `arn:aws:ecr:eu-west-1:${ACCOUNT}:repository/api/sha256:abc`;
const instance = `arn:aws:ec2:eu-west-1:${ACCOUNT}:instance/i-0abc`;

/** Inspector's CVEs and GuardDuty's threat, active, resolved, suppressed, archived and informational. */
const findings = [
  asffFinding(),
  asffFinding({ Id: 'f-2', Vulnerabilities: [{ Id: 'CVE-2026-2000' }, { Id: 'CVE-2026-2001' }], Severity: { Label: 'CRITICAL' } }),
  asffFinding({
    Id: 'f-3',
    ProductName: 'GuardDuty',
    GeneratorId: 'arn:aws:guardduty:eu-west-1:123456789012:detector/d-1',
    Types: ['TTPs/Initial Access/UnauthorizedAccess:EC2-SSHBruteForce'],
    Title: 'SSH brute force against i-0abc',
    Vulnerabilities: undefined,
    Resources: [{ Type: 'AwsEc2Instance', Id: instance }],
    Severity: { Normalized: 45 },
  }),
  asffFinding({
    Id: 'f-4',
    Vulnerabilities: [{ Id: 'CVE-2026-3000' }],
    Workflow: { Status: 'RESOLVED' },
    UpdatedAt: '2026-11-25T12:00:00Z',
  }),
  asffFinding({ Id: 'f-5', Vulnerabilities: [{ Id: 'CVE-2026-4000' }], Workflow: { Status: 'SUPPRESSED' }, Severity: { Label: 'LOW' } }),
  asffFinding({ Id: 'f-6', Vulnerabilities: [{ Id: 'CVE-2026-5000' }], RecordState: 'ARCHIVED', UpdatedAt: '2026-11-26T00:00:00Z' }),
  asffFinding({ Id: 'f-7', Vulnerabilities: [{ Id: 'CVE-2026-6000' }], Severity: { Label: 'INFORMATIONAL' } }),
];

describe('Security Hub findings against the AWS stand-in', () => {
  it('reads every page, one entry per CVE (else the generator), active and resolved, with the product levels', async () => {
    aws.set({ findings });
    const base = { asset: image, title: 'CVE-2026-1234 - openssl', firstSeenOn: '2026-11-02' };
    expect(await gather()).toEqual([
      { ...base, identifier: 'CVE-2026-1234', severity: 'high', resolvedOn: null },
      { ...base, identifier: 'CVE-2026-2000', severity: 'critical', resolvedOn: null },
      { ...base, identifier: 'CVE-2026-2001', severity: 'critical', resolvedOn: null },
      {
        asset: instance,
        identifier: 'arn:aws:guardduty:eu-west-1:123456789012:detector/d-1',
        title: 'SSH brute force against i-0abc',
        severity: 'medium',
        firstSeenOn: '2026-11-02',
        resolvedOn: null,
      },
      { ...base, identifier: 'CVE-2026-3000', severity: 'high', resolvedOn: '2026-11-25' },
      { ...base, identifier: 'CVE-2026-4000', severity: 'low', resolvedOn: '2026-11-20' },
      { ...base, identifier: 'CVE-2026-5000', severity: 'high', resolvedOn: '2026-11-26' },
    ]);
    // Seven findings two a page: four pages, each after the NextToken of the one before.
    expect(aws.requests).toEqual(Array(4).fill('securityhub eu-west-1 POST /findings'));
    // Security Hub's own control checks are left to the product's checks; each later page asks by the token.
    const asked = aws.bodies.map((body) => JSON.parse(body) as { Filters: unknown; MaxResults: number; NextToken?: string });
    expect(asked[0]).toEqual({
      Filters: {
        Type: [
          { Comparison: 'PREFIX_NOT_EQUALS', Value: 'Software and Configuration Checks/Industry and Regulatory Standards' },
          { Comparison: 'PREFIX_NOT_EQUALS', Value: 'Software and Configuration Checks/AWS Security Best Practices' },
        ],
      },
      MaxResults: 100,
    });
    expect(asked.slice(1).map((body) => body.NextToken)).toEqual(['page-2', 'page-4', 'page-6']);
  });

  it('reports them as the full list of their source, a resolved one fixed on its day', async () => {
    aws.set({ findings: findings.slice(3, 5) });
    const facts = { securityHubFindings: await gather() } as AwsFacts;
    expect(awsFindings(facts)).toEqual([
      {
        source: 'aws:security-hub',
        findings: [
          {
            asset: image,
            identifier: 'CVE-2026-3000',
            title: 'CVE-2026-1234 - openssl',
            severity: 'high',
            firstSeenOn: '2026-11-02',
            fixedOn: '2026-11-25',
          },
          {
            asset: image,
            identifier: 'CVE-2026-4000',
            title: 'CVE-2026-1234 - openssl',
            severity: 'low',
            firstSeenOn: '2026-11-02',
            fixedOn: '2026-11-20',
          },
        ],
      },
    ]);
    aws.set({ findings: [] });
    expect(awsFindings({ securityHubFindings: await gather() } as AwsFacts)).toEqual([{ source: 'aws:security-hub', findings: [] }]);
  });

  it('Security Hub refused alone: its findings could not be read, naming the permission, and are left out of the report', async () => {
    aws.set({ findings, refused: ['securityhub'] });
    const refused = await gather();
    expect(refused).toEqual({
      unknown:
        'The credentials may not read the Security Hub findings in eu-west-1 (AccessDeniedException). Grant securityhub:GetFindings (part of the SecurityAudit policy).',
    });
    expect(awsFindings({ securityHubFindings: refused } as AwsFacts)).toEqual([]);
  });

  it('says Security Hub is off in the region, and that throttling stopped the read', async () => {
    aws.set({ securityHub: 'off' });
    expect(await gather()).toEqual({
      unknown: 'Security Hub is not enabled in eu-west-1 (InvalidAccessException). Enable it there to have its findings read.',
    });
    aws.set({ findings, throttled: ['securityhub'] });
    expect(await gather()).toEqual({
      unknown:
        'AWS throttled the requests for the Security Hub findings in eu-west-1 (TooManyRequestsException). Try again in a few minutes.',
    });
  });

  it('leaves a list longer than a run reads as it was, rather than read in part and taken as whole', async () => {
    const many = Array.from({ length: MAX_FINDING_PAGES * 2 + 1 }, (_, index) =>
      asffFinding({ Id: `f-${index}`, Vulnerabilities: [{ Id: `CVE-2026-${10000 + index}` }] }),
    );
    aws.set({ findings: many });
    const result = await gather();
    expect(result).toEqual({ unknown: expect.stringContaining('Security Hub lists more than 10000 findings in eu-west-1') });
    expect(awsFindings({ securityHubFindings: result } as AwsFacts)).toEqual([]);
  });
});
