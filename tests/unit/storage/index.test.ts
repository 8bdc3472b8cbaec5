/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startFakeS3, type FakeS3 } from './fake-s3';

const bucket = 'chosen-bucket';
const variables = ['DATA_DIR', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_PREFIX'] as const;
const saved = Object.fromEntries(variables.map((name) => [name, process.env[name]]));

let s3: FakeS3;
let dataDir: string;
beforeAll(async () => (s3 = await startFakeS3(bucket)));
afterAll(async () => await s3?.stop());
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'storage-choice-test-'));
  for (const name of variables) delete process.env[name];
  process.env.DATA_DIR = dataDir;
  // The environment is read once per process: each test loads the modules afresh.
  jest.resetModules();
});
afterEach(() => {
  for (const name of variables) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const load = async () => (await import('@/lib/storage')).fileStorage;

describe('fileStorage', () => {
  it('keeps files in DATA_DIR/files without S3_BUCKET, the same storage on every call', async () => {
    const fileStorage = await load();
    expect(fileStorage()).toBe(fileStorage());
    await fileStorage().put('org/a.txt', new TextEncoder().encode('local'), 'text/plain');
    expect(readFileSync(join(dataDir, 'files', 'org', 'a.txt'), 'utf8')).toBe('local');
  });

  it('keeps files in the bucket, under S3_PREFIX, when S3_BUCKET is set', async () => {
    Object.assign(process.env, { S3_BUCKET: bucket, S3_ENDPOINT: s3.endpoint, S3_PREFIX: 'complia' });
    const fileStorage = await load();
    await fileStorage().put('org/a.txt', new TextEncoder().encode('in the bucket'), 'text/plain');
    expect(existsSync(join(dataDir, 'files'))).toBe(false);
    const raw = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true });
    const object = await raw.send(new GetObjectCommand({ Bucket: bucket, Key: 'complia/org/a.txt' }));
    expect(await object.Body?.transformToString()).toBe('in the bucket');
    raw.destroy();
  });
});
