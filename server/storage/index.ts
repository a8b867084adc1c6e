import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Where media files live. Only this module touches those files or computes their paths; keys are
// content-addressed (`<hash>/<width>.<format>`), so a stored file never changes and can be cached forever.

export type Storage = {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  remove(prefix: string): Promise<void>;
  /** The public URL of a key. */
  url(key: string): string;
  /** The key of a URL this storage produced, or undefined. */
  keyOf(url: string): string | undefined;
};

export const MEDIA_URL_PREFIX = '/media/';
const SAFE_KEY = /^[a-z0-9]+(?:\/[a-z0-9-]+(?:\.[a-z0-9]+)?)*$/;

export function createLocalStorage(dir: string): Storage {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(dir, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return undefined;
      try {
        const file = fileOf(key);
        if (!(await stat(file)).isFile()) return undefined;
        return await readFile(file);
      } catch {
        return undefined;
      }
    },
    async remove(prefix) {
      await rm(fileOf(prefix), { recursive: true, force: true });
    },
    url: (key) => MEDIA_URL_PREFIX + key,
    keyOf: (url) => (url.startsWith(MEDIA_URL_PREFIX) ? url.slice(MEDIA_URL_PREFIX.length) : undefined),
  };
}
