import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { DigestStream } from './digest';
import { assertValidKey, StorageError, type FileStorage, type StoredObject } from './types';

export type S3StorageOptions = {
  bucket: string;
  /** Another S3-compatible service (MinIO, Cloudflare R2): addressed by path, as those expect. */
  endpoint?: string;
  region?: string;
  /** Keys are stored under this folder of the bucket, e.g. 'complia' → 'complia/<key>'. */
  prefix?: string;
};

/** A streamed upload goes in parts of this size, at most this many at a time: memory stays near 3 × 8 MiB. */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

function isMissing(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return (error as Error).name === 'NoSuchKey' || status === 404;
}

/** The body of a GetObject answer as a Node.js stream, which is what the SDK gives in Node.js. */
function nodeStream(body: unknown): Readable {
  if (body === undefined) return Readable.from([]);
  if (body instanceof Readable) return body;
  throw new Error('The S3 client answered a body that is not a Node.js stream.');
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
  // The SDK is loaded by the first request, so a server that keeps its files in DATA_DIR/files never loads it.
  let loaded: Promise<{ client: S3Client; s3: typeof import('@aws-sdk/client-s3'); Upload: typeof import('@aws-sdk/lib-storage').Upload }>;
  const sdk = () =>
    (loaded ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(([s3, { Upload }]) => ({
      client: new s3.S3Client({ region, ...(endpoint ? { endpoint, forcePathStyle: true } : {}) }),
      s3,
      Upload,
    })));
  const objectKey = (key: string) => {
    assertValidKey(key);
    return folder ? `${folder}/${key}` : key;
  };

  return {
    async put(key, bytes, contentType): Promise<StoredObject> {
      const { client, s3 } = await sdk();
      const digest = createHash('sha256').update(bytes).digest();
      // S3 checks the bytes it received against this checksum and refuses the upload when they differ.
      await client.send(
        new s3.PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          ChecksumSHA256: digest.toString('base64'),
        }),
      );
      return { key, size: bytes.byteLength, sha256: digest.toString('hex') };
    },

    async putStream(key, source, contentType): Promise<StoredObject> {
      // Listened to before anything is awaited: a source that fails meanwhile must not go unheard.
      let sourceError: unknown;
      source.once('error', (error: unknown) => (sourceError = error));
      const { client, Upload } = await sdk();
      const digest = new DigestStream();
      // A multipart upload: S3 shows the object only once it is complete, and Upload aborts it when it fails.
      const upload = new Upload({
        client,
        partSize: PART_SIZE,
        queueSize: PARTS_AT_ONCE,
        params: { Bucket: bucket, Key: objectKey(key), Body: digest, ContentType: contentType },
      });
      const [read, written] = await Promise.allSettled([
        pipeline(source, digest),
        upload.done().catch((error: unknown) => {
          // Stops the source at once, whatever Upload left unread, so that waiting for it below cannot hang.
          digest.destroy();
          throw error;
        }),
      ]);
      // A failing source fails the upload too: its own error is the cause to tell.
      if (written.status === 'rejected') throw sourceError ?? written.reason;
      if (read.status === 'rejected') throw read.reason;
      return { key, ...digest.digest() };
    },

    async get(key) {
      const { client, s3 } = await sdk();
      try {
        const response = await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return response.Body ? await response.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async openRead(key) {
      const { client, s3 } = await sdk();
      try {
        const response = await client.send(new s3.GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return { stream: nodeStream(response.Body), size: response.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      // S3 answers a delete of a missing key with success, so a second delete is no error.
      const { client, s3 } = await sdk();
      await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}
