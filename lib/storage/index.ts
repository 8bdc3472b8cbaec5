import 'server-only';
import { join, resolve } from 'node:path';
import { env } from '@/lib/env';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { FileStorage } from './types';

export { StorageError, type FileStorage, type StoredObject } from './types';

let chosen: FileStorage | undefined;

/** Where uploaded files are kept, chosen once per process: the S3 bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function fileStorage(): FileStorage {
  if (!chosen) {
    const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_PREFIX, DATA_DIR } = env();
    chosen = S3_BUCKET
      ? createS3Storage({ bucket: S3_BUCKET, endpoint: S3_ENDPOINT, region: S3_REGION, prefix: S3_PREFIX })
      : createLocalStorage(join(resolve(DATA_DIR), 'files'));
  }
  return chosen;
}
