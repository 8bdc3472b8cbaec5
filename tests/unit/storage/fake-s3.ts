import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export type FakeS3 = { endpoint: string; stop: () => Promise<void> };

/**
 * An S3-compatible server on a free local port, keeping its objects in a temporary folder, with `bucket` created.
 * Sets placeholder credentials in the environment, which the SDK's default chain reads and the server accepts.
 */
export async function startFakeS3(bucket: string): Promise<FakeS3> {
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  // The SDK's notice that its releases from 2027 need Node 22 says nothing about the code under test.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const directory = mkdtempSync(join(tmpdir(), 'fake-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
