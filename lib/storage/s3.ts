import { createHash } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertValidKey, StorageError, type FileStorage, type StoredObject } from './types';

export type S3StorageOptions = {
  bucket: string;
  /** Another S3-compatible service (MinIO, Cloudflare R2): addressed by path, as those expect. */
  endpoint?: string;
  region?: string;
  /** Keys are stored under this folder of the bucket, e.g. 'complia' → 'complia/<key>'. */
  prefix?: string;
};

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return (error as Error).name === 'NoSuchKey' || status === 404;
}

/** Files kept in an S3 bucket; credentials come from the SDK's usual sources (AWS_ACCESS_KEY_ID, ...). */
export function createS3Storage({ bucket, endpoint, region = 'us-east-1', prefix }: S3StorageOptions): FileStorage {
  const folder = prefix?.replace(/^\/+|\/+$/g, '') ?? '';
  if (folder !== '') {
    try {
      assertValidKey(folder);
    } catch {
      throw new StorageError(`The S3 key prefix "${prefix}" may hold only letters, digits, '.', '_', '-' and '/'.`);
    }
  }
  const client = new S3Client({ region, ...(endpoint ? { endpoint, forcePathStyle: true } : {}) });
  const objectKey = (key: string) => {
    assertValidKey(key);
    return folder ? `${folder}/${key}` : key;
  };

  return {
    async put(key, bytes, contentType): Promise<StoredObject> {
      const digest = createHash('sha256').update(bytes).digest();
      // S3 checks the bytes it received against this checksum and refuses the upload when they differ.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          ChecksumSHA256: digest.toString('base64'),
        }),
      );
      return { key, size: bytes.byteLength, sha256: digest.toString('hex') };
    },

    async get(key) {
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return response.Body ? await response.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers a delete of a missing key with success, so a second delete is no error.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}
