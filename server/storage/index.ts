import path from 'node:path';
import type { Config } from '../config.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';

// Where media files live, behind one interface: the local disk (default, DATA_DIR/media) or any
// S3-compatible store. Only this folder touches those files or computes their paths and URLs. Keys are
// content-addressed (`<hash>/<name>.<format>`), so a stored file never changes and is cached forever.

export type Storage = {
  /** Which driver this is, for logs and the bench. */
  readonly driver: 'local' | 's3';
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes of a key, or undefined when there is no such file. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes every file under a key prefix (a media file's hash: all its variants). */
  remove(prefix: string): Promise<void>;
  /** The public URL of a key: what content fields store and the site links to. */
  url(key: string): string;
  /** The key of a URL this storage produced, or undefined. */
  keyOf(url: string): string | undefined;
  /** The top-level prefixes stored (one per media file), for maintenance and tests. */
  list(): Promise<string[]>;
};

export { contentTypeOf, IMMUTABLE_CACHE_CONTROL, MEDIA_URL_PREFIX, SAFE_KEY } from './keys.ts';

/** The storage the configuration asks for (STORAGE_DRIVER). */
export function createStorage(config: Config): Storage {
  if (config.storage.driver === 's3') return createS3Storage(config.storage);
  return createLocalStorage(path.join(config.dataDir, 'media'));
}

export { createLocalStorage, createS3Storage };
