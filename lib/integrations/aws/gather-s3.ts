import {
  GetBucketEncryptionCommand,
  GetBucketVersioningCommand,
  GetPublicAccessBlockCommand,
  paginateListBuckets,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { Unknown } from '@/lib/checks/types';
import type { Bucket, BucketEncryption, BucketVersioning, PublicAccessBlock } from './facts';
import { attempt, awsErrorCode } from './failures';

/** Buckets read at once: enough to be quick, few enough that AWS does not throttle a large account. */
const AT_ONCE = 8;

type Connection = { baseUrl: string };

/** Reads `read()`; AWS's `absentCode` (no configuration on the bucket) answers `absent`. */
async function readOr<T, A>(read: () => Promise<T>, absentCode: string, absent: A, what: string, connection: Connection) {
  return attempt(
    async (): Promise<T | A> => {
      try {
        return await read();
      } catch (error) {
        if (awsErrorCode(error) === absentCode) return absent;
        throw error;
      }
    },
    what,
    connection,
  );
}

async function publicAccessBlockOf(s3: S3Client, bucket: string, connection: Connection): Promise<PublicAccessBlock | Unknown> {
  const read = async (): Promise<PublicAccessBlock> => {
    const { PublicAccessBlockConfiguration: block } = await s3.send(new GetPublicAccessBlockCommand({ Bucket: bucket }));
    return {
      blockPublicAcls: block?.BlockPublicAcls === true,
      ignorePublicAcls: block?.IgnorePublicAcls === true,
      blockPublicPolicy: block?.BlockPublicPolicy === true,
      restrictPublicBuckets: block?.RestrictPublicBuckets === true,
    };
  };
  return readOr(read, 'NoSuchPublicAccessBlockConfiguration', 'none' as const, `the public access block of ${bucket}`, connection);
}

async function encryptionOf(s3: S3Client, bucket: string, connection: Connection): Promise<BucketEncryption | Unknown> {
  const read = async (): Promise<BucketEncryption> => {
    const { ServerSideEncryptionConfiguration: configuration } = await s3.send(new GetBucketEncryptionCommand({ Bucket: bucket }));
    const algorithm = configuration?.Rules?.find((rule) => rule.ApplyServerSideEncryptionByDefault?.SSEAlgorithm)
      ?.ApplyServerSideEncryptionByDefault?.SSEAlgorithm;
    return algorithm ? { algorithm } : 'none';
  };
  return readOr(read, 'ServerSideEncryptionConfigurationNotFoundError', 'none' as const, `the encryption of ${bucket}`, connection);
}

/** A bucket's versioning; S3 answers no status for a bucket that never had versioning on. */
async function versioningOf(s3: S3Client, bucket: string, connection: Connection): Promise<BucketVersioning | Unknown> {
  return attempt(
    async (): Promise<BucketVersioning> => {
      const { Status } = await s3.send(new GetBucketVersioningCommand({ Bucket: bucket }));
      return Status === 'Enabled' || Status === 'Suspended' ? Status : 'never';
    },
    `the versioning of ${bucket}`,
    { ...connection, permission: 's3:GetBucketVersioning' },
  );
}

/** Every bucket of the account (following every page of ListBuckets) with its public access block, encryption and versioning. */
export async function gatherBuckets(s3: S3Client, connection: Connection): Promise<Bucket[] | Unknown> {
  const names = await attempt(
    async () => {
      const found: string[] = [];
      for await (const page of paginateListBuckets({ client: s3 }, {})) {
        for (const bucket of page.Buckets ?? []) if (bucket.Name) found.push(bucket.Name);
      }
      return found;
    },
    'the S3 buckets',
    connection,
  );
  if (!Array.isArray(names)) return names;
  const buckets: Bucket[] = [];
  for (let start = 0; start < names.length; start += AT_ONCE) {
    const batch = names.slice(start, start + AT_ONCE);
    buckets.push(
      ...(await Promise.all(
        batch.map(async (name) => ({
          name,
          publicAccessBlock: await publicAccessBlockOf(s3, name, connection),
          encryption: await encryptionOf(s3, name, connection),
          versioning: await versioningOf(s3, name, connection),
        })),
      )),
    );
  }
  return buckets;
}
