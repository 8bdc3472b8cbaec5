/** @jest-environment node */
import { awsChecks } from '@/lib/checks/aws';
import type { AwsConnection } from '@/lib/integrations/aws/client';
import { gatherAwsFacts } from '@/lib/integrations/aws/gather';
import { KEY_ID, SECRET } from '../../support/aws-responses';
import { startAwsStandIn, type AwsStandIn } from '../../support/aws-stand-in';

let aws: AwsStandIn;
beforeAll(async () => {
  aws = await startAwsStandIn();
});
afterAll(() => aws.close());
beforeEach(() => aws.set({}));

const connection = (): AwsConnection & { account: string } => ({
  method: 'access-key',
  accessKeyId: KEY_ID,
  secretAccessKey: SECRET,
  region: 'eu-west-1',
  baseUrl: aws.url,
  account: '123456789012',
});
const now = new Date('2026-11-28T08:00:00Z');
const outcomes = (facts: Awaited<ReturnType<typeof gatherAwsFacts>>, id: string) =>
  awsChecks
    .find((check) => check.id === id)!
    .evaluate(facts, now)
    .map((result) => `${result.resource}:${result.outcome}`);

describe('S3, CloudTrail and the password policy read from the AWS stand-in', () => {
  it('reads every bucket with its encryption, public access block and versioning, each trail with its status, and the password policy', async () => {
    const facts = await gatherAwsFacts(connection(), now);
    expect(facts.buckets).toEqual([
      {
        name: 'acme-app-data',
        encryption: { algorithm: 'aws:kms' },
        publicAccessBlock: { blockPublicAcls: true, ignorePublicAcls: true, blockPublicPolicy: true, restrictPublicBuckets: true },
        versioning: 'Enabled',
      },
      { name: 'acme-old-site', encryption: 'none', publicAccessBlock: 'none', versioning: 'never' },
    ]);
    expect(facts.trails).toEqual([
      {
        name: 'management-events',
        homeRegion: 'eu-west-1',
        multiRegion: true,
        logging: true,
        logFileValidation: true,
        kmsKeyId: 'arn:aws:kms:eu-west-1:123456789012:key/trail-key',
      },
    ]);
    expect(facts.passwordPolicy).toEqual({ minimumLength: 14 });
    expect(outcomes(facts, 'aws.s3-default-encryption')).toEqual(['acme-app-data:pass', 'acme-old-site:fail']);
    expect(outcomes(facts, 'aws.s3-public-access-block')).toEqual(['acme-app-data:pass', 'acme-old-site:fail']);
    expect(outcomes(facts, 'aws.s3-versioning')).toEqual(['acme-app-data:pass', 'acme-old-site:fail']);
    expect(outcomes(facts, 'aws.cloudtrail-multi-region')).toEqual(['123456789012:pass']);
    expect(outcomes(facts, 'aws.password-policy-length')).toEqual(['123456789012:pass']);
  });

  it('reads every bucket of a larger account, a region’s own and multi-region trails only, and no password policy as none set', async () => {
    const buckets = Array.from({ length: 5 }, (_, index) => ({
      name: `bucket-${index}`,
      encryption: 'AES256' as const,
      publicAccessBlock: 'partial' as const,
      versioning: 'Suspended' as const,
    }));
    const trails = [
      { name: 'us-only', homeRegion: 'us-east-1', multiRegion: false, logging: true, validation: true, kms: false },
      { name: 'eu-local', homeRegion: 'eu-west-1', multiRegion: false, logging: false, validation: false, kms: false },
    ];
    aws.set({ buckets, trails, passwordLength: null });
    const facts = await gatherAwsFacts(connection(), now);
    expect((facts.buckets as { name: string }[]).map((bucket) => bucket.name)).toEqual(buckets.map((bucket) => bucket.name));
    expect(outcomes(facts, 'aws.s3-public-access-block')).toEqual(buckets.map((bucket) => `${bucket.name}:fail`));
    expect(outcomes(facts, 'aws.s3-versioning')).toEqual(buckets.map((bucket) => `${bucket.name}:fail`));
    expect(facts.trails).toEqual([expect.objectContaining({ name: 'eu-local', logging: false, multiRegion: false, kmsKeyId: null })]);
    expect(outcomes(facts, 'aws.cloudtrail-multi-region')).toEqual(['123456789012:fail']);
    expect(facts.passwordPolicy).toBe('none');
  });

  it('leaves only the lists of a refused service unknown, naming AWS’s refusal', async () => {
    aws.set({ refused: ['s3', 'cloudtrail'] });
    const facts = await gatherAwsFacts(connection(), now);
    expect(facts.buckets).toEqual({ unknown: expect.stringContaining('AccessDenied') });
    expect(facts.trails).toEqual({ unknown: expect.stringContaining('AccessDeniedException') });
    expect(outcomes(facts, 'aws.s3-versioning')).toEqual(['123456789012:unknown']);
    expect(facts.passwordPolicy).toEqual({ minimumLength: 14 });
  });
});
