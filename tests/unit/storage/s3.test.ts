/** @jest-environment node */
import { createHash } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createS3Storage } from '@/lib/storage/s3';
import { StorageError } from '@/lib/storage/types';
import { startFakeS3, type FakeS3 } from './fake-s3';

const bucket = 'complia-files';
let s3: FakeS3;
let raw: S3Client;
beforeAll(async () => {
  s3 = await startFakeS3(bucket);
  raw = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true });
});
afterAll(async () => {
  raw?.destroy();
  await s3?.stop();
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const allByteValues = () => new Uint8Array(512).map((_, index) => index % 256);

describe('createS3Storage', () => {
  it('round-trips binary bytes (every byte value, 0x00 and 0xFF included) with their size and SHA-256', async () => {
    const storage = createS3Storage({ bucket, endpoint: s3.endpoint });
    const bytes = allByteValues();
    const stored = await storage.put('org-1/evidence/scan.png', bytes, 'image/png');
    expect(stored).toEqual({ key: 'org-1/evidence/scan.png', size: 512, sha256: sha256(bytes) });
    const back = await storage.get('org-1/evidence/scan.png');
    expect(back).toBeInstanceOf(Uint8Array);
    expect(back).toEqual(bytes);
  });

  it('stores the content type and keeps keys under the prefix', async () => {
    const storage = createS3Storage({ bucket, endpoint: s3.endpoint, region: 'us-east-1', prefix: 'tenant-a/' });
    await storage.put('report.pdf', new TextEncoder().encode('%PDF-1.7'), 'application/pdf');
    const head = await raw.send(new HeadObjectCommand({ Bucket: bucket, Key: 'tenant-a/report.pdf' }));
    expect(head.ContentType).toBe('application/pdf');
    expect(head.ContentLength).toBe(8);
    // Another prefix sees none of it.
    expect(await createS3Storage({ bucket, endpoint: s3.endpoint, prefix: 'tenant-b' }).get('report.pdf')).toBeNull();
    expect(await createS3Storage({ bucket, endpoint: s3.endpoint, prefix: 'tenant-a' }).get('report.pdf')).toEqual(
      new TextEncoder().encode('%PDF-1.7'),
    );
  });

  it('overwrites a key', async () => {
    const storage = createS3Storage({ bucket, endpoint: s3.endpoint });
    await storage.put('policy.docx', new Uint8Array([1, 2, 3]), 'application/octet-stream');
    await storage.put('policy.docx', new Uint8Array([9]), 'application/octet-stream');
    expect(await storage.get('policy.docx')).toEqual(new Uint8Array([9]));
  });

  it('answers null for a missing key', async () => {
    const storage = createS3Storage({ bucket, endpoint: s3.endpoint });
    expect(await storage.get('never/stored.pdf')).toBeNull();
  });

  it('deletes a key, and deleting it again is no error', async () => {
    const storage = createS3Storage({ bucket, endpoint: s3.endpoint });
    await storage.put('gone.jpg', new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg');
    await storage.delete('gone.jpg');
    expect(await storage.get('gone.jpg')).toBeNull();
    await expect(raw.send(new GetObjectCommand({ Bucket: bucket, Key: 'gone.jpg' }))).rejects.toMatchObject({ name: 'NoSuchKey' });
    await expect(storage.delete('gone.jpg')).resolves.toBeUndefined();
  });

  it('refuses invalid keys before any request, and an invalid prefix', async () => {
    const storage = createS3Storage({ bucket, endpoint: s3.endpoint });
    for (const key of ['../x', '/abs', 'a//b', 'a/../b', '']) {
      await expect(storage.put(key, new Uint8Array([1]), 'text/plain')).rejects.toThrow(StorageError);
      await expect(storage.get(key)).rejects.toThrow(StorageError);
      await expect(storage.delete(key)).rejects.toThrow(StorageError);
    }
    expect(() => createS3Storage({ bucket, endpoint: s3.endpoint, prefix: '../other' })).toThrow(StorageError);
  });

  it('passes on errors other than a missing key', async () => {
    const storage = createS3Storage({ bucket: 'no-such-bucket', endpoint: s3.endpoint });
    await expect(storage.put('a.pdf', new Uint8Array([1]), 'application/pdf')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });
});
