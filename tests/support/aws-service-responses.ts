import type { AwsSecurityFinding } from '@aws-sdk/client-securityhub';
import { ACCOUNT } from './aws-responses';

/** A customer managed KMS key's metadata as DescribeKey answers it. */
export const customerKey = (KeyId: string) => ({
  KeyId,
  Arn: `arn:aws:kms:eu-west-1:${ACCOUNT}:key/${KeyId}`,
  KeyManager: 'CUSTOMER' as const,
  KeySpec: 'SYMMETRIC_DEFAULT' as const,
  KeyState: 'Enabled' as const,
  Origin: 'AWS_KMS' as const,
});

/** A policy document as IAM answers it in the authorization details: URL-encoded JSON. */
export const encodedPolicy = (statement: object) => encodeURIComponent(JSON.stringify({ Version: '2012-10-17', Statement: statement }));

/** A finding in the AWS Security Finding Format, as GetFindings lists it (Inspector's CVE on an ECR image by default). */
export function asffFinding(changes: Partial<AwsSecurityFinding> = {}): AwsSecurityFinding {
  return {
    SchemaVersion: '2018-10-08',
    Id: `arn:aws:inspector2:eu-west-1:${ACCOUNT}:finding/f-1`,
    ProductArn: 'arn:aws:securityhub:eu-west-1::product/aws/inspector',
    ProductName: 'Inspector',
    GeneratorId: 'AWSInspector',
    AwsAccountId: ACCOUNT,
    Types: ['Software and Configuration Checks/Vulnerabilities/CVE'],
    FirstObservedAt: '2026-11-02T10:00:00.000Z',
    CreatedAt: '2026-11-02T10:05:00.000Z',
    UpdatedAt: '2026-11-20T08:00:00.000Z',
    Severity: { Label: 'HIGH', Normalized: 70 },
    Title: 'CVE-2026-1234 - openssl',
    Description: 'A flaw in openssl.',
    Resources: [{ Type: 'AwsEcrContainerImage', Id: `arn:aws:ecr:eu-west-1:${ACCOUNT}:repository/api/sha256:abc` }],
    Vulnerabilities: [{ Id: 'CVE-2026-1234' }],
    Workflow: { Status: 'NEW' },
    RecordState: 'ACTIVE',
    ...changes,
  };
}
