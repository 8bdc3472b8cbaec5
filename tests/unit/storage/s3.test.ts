/** @jest-environment node */
import { createHash } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createS3Storage } from '@/lib/storage/s3';
import { StorageError } from '@/lib/storage/types';
import { startFakeS3, type FakeS3 } from './fake-s3';
import { allByteValuesStream, digestOf, failingStream, generatedDigest, generatedStream, MiB, readAll, watchedStream } from './streams';

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
afterEach(() => jest.restoreAllMocks());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const allByteValues = () => new Uint8Array(512).map((_, index) => index % 256);
/** Names of the commands a spied S3Client.send was given, e.g. 'UploadPartCommand'. */
const commandsSent = (send: jest.SpiedFunction<S3Client['send']>) => send.mock.calls.map(([command]) => command.constructor.name);

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

  describe('streaming', () => {
    it('uploads a stream of many chunks in parts, and streams it back with the same size and SHA-256', async () => {
      const storage = createS3Storage({ bucket, endpoint: s3.endpoint, prefix: 'streamed' });
      const expected = generatedDigest(20, MiB);
      const send = jest.spyOn(S3Client.prototype, 'send');
      const stored = await storage.putStream('org-1/auditor/package.zip', generatedStream(20, MiB), 'application/zip');
      expect(stored).toEqual({ key: 'org-1/auditor/package.zip', ...expected });
      expect(stored.size).toBe(20 * MiB);
      // In parts of 8 MiB: 8 + 8 + 4.
      expect(commandsSent(send).sort()).toEqual([
        'CompleteMultipartUploadCommand',
        'CreateMultipartUploadCommand',
        'UploadPartCommand',
        'UploadPartCommand',
        'UploadPartCommand',
      ]);
      const head = await raw.send(new HeadObjectCommand({ Bucket: bucket, Key: 'streamed/org-1/auditor/package.zip' }));
      expect(head.ContentType).toBe('application/zip');
      expect(head.ContentLength).toBe(20 * MiB);

      const opened = await storage.openRead('org-1/auditor/package.zip');
      expect(opened?.size).toBe(20 * MiB);
      expect(await digestOf(opened!.stream)).toEqual(expected);
    }, 30_000);

    it('round-trips every byte value, and an empty stream', async () => {
      const storage = createS3Storage({ bucket, endpoint: s3.endpoint });
      const bytes = allByteValues();
      expect(await storage.putStream('bytes.bin', allByteValuesStream(), 'application/octet-stream')).toEqual({
        key: 'bytes.bin',
        size: 512,
        sha256: sha256(bytes),
      });
      expect(await storage.get('bytes.bin')).toEqual(bytes);
      const opened = await storage.openRead('bytes.bin');
      expect(opened?.size).toBe(512);
      expect(await readAll(opened!.stream)).toEqual(bytes);

      expect(await storage.putStream('empty', generatedStream(0, 1), 'text/plain')).toEqual({
        key: 'empty',
        size: 0,
        sha256: sha256(new Uint8Array()),
      });
      const empty = await storage.openRead('empty');
      expect(empty?.size).toBe(0);
      expect(await readAll(empty!.stream)).toEqual(new Uint8Array());
    });

    it.each([
      // Less than a part: nothing was sent yet.
      ['within the first part', 1, []],
      // The multipart upload was started with a part, then aborted, never completed.
      ['after a part was uploaded', 10, ['AbortMultipartUploadCommand', 'CreateMultipartUploadCommand', 'UploadPartCommand']],
    ])(
      'rejects when the source fails %s and stores nothing under the key',
      async (_, mebibytes, commands) => {
        const storage = createS3Storage({ bucket, endpoint: s3.endpoint });
        const send = jest.spyOn(S3Client.prototype, 'send');
        await expect(storage.putStream(`broken-${mebibytes}.zip`, failingStream(mebibytes, MiB), 'application/zip')).rejects.toThrow(
          'connection reset',
        );
        expect(commandsSent(send).sort()).toEqual(commands);
        expect(await storage.get(`broken-${mebibytes}.zip`)).toBeNull();
        expect(await storage.openRead(`broken-${mebibytes}.zip`)).toBeNull();
      },
      30_000,
    );

    it('rejects when the upload fails, and stops reading the source', async () => {
      const storage = createS3Storage({ bucket: 'no-such-bucket', endpoint: s3.endpoint });
      const source = generatedStream(20, MiB);
      await expect(storage.putStream('a.zip', source, 'application/zip')).rejects.toMatchObject({ name: 'NoSuchBucket' });
      expect(source.destroyed).toBe(true);
    }, 30_000);

    it('answers null from openRead for a missing key', async () => {
      const storage = createS3Storage({ bucket, endpoint: s3.endpoint });
      expect(await storage.openRead('never/stored.zip')).toBeNull();
    });

    it('refuses invalid keys before reading the source or sending any request', async () => {
      const storage = createS3Storage({ bucket, endpoint: s3.endpoint });
      const send = jest.spyOn(S3Client.prototype, 'send');
      for (const key of ['../x', '/abs', 'a//b', 'a/../b', '']) {
        const source = watchedStream();
        await expect(storage.putStream(key, source.stream, 'application/zip')).rejects.toThrow(StorageError);
        expect(source.wasRead()).toBe(false);
        await expect(storage.openRead(key)).rejects.toThrow(StorageError);
      }
      expect(send).not.toHaveBeenCalled();
    });
  });
});
