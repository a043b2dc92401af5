import path from 'node:path';
import type { Config } from '../../config';
import { LocalDiskStorage } from './local';
import { S3Storage } from './s3';
import type { FileStorage } from './types';

export function createFileStorage(config: Config): FileStorage {
  if (config.STORAGE_PROVIDER === 's3') {
    // loadConfig has already required the bucket and both keys.
    return new S3Storage({
      bucket: config.S3_BUCKET ?? '',
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
      endpoint: config.S3_ENDPOINT,
    });
  }
  return new LocalDiskStorage(config.UPLOAD_DIR ?? path.join(config.DATA_DIR, 'uploads'));
}

export { LocalDiskStorage } from './local';
export { S3Storage } from './s3';
export type { FileStorage } from './types';
export { CATALOGUE_KEY, checkKey, StorageError } from './types';
