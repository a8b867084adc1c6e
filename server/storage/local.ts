import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './index.ts';
import { MEDIA_URL_PREFIX, SAFE_KEY } from './keys.ts';

/** Files under `dir` (DATA_DIR/media), served by the server itself at /media/<key>. */
export function createLocalStorage(dir: string): Storage {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(dir, ...key.split('/'));
  };
  return {
    driver: 'local',
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      try {
        await writeFile(temporary, data);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
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
    async list() {
      try {
        return (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
      } catch {
        return [];
      }
    },
    url: (key) => MEDIA_URL_PREFIX + key,
    keyOf: (url) => (url.startsWith(MEDIA_URL_PREFIX) ? url.slice(MEDIA_URL_PREFIX.length) : undefined),
  };
}
