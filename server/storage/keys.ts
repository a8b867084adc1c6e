// Keys, URLs and headers shared by the storage drivers.

/** Every stored file is immutable under its URL: the same header on disk-served files and on S3 objects. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const MEDIA_URL_PREFIX = '/media/';

const contentTypes: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
export function contentTypeOf(key: string): string {
  return contentTypes[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
}

/** Keys are lowercase `<hash>[/<name>.<ext>]`: no dots in folder names, so no `..`, no absolute paths. */
export const SAFE_KEY = /^[a-z0-9]+(?:\/[a-z0-9-]+(?:\.[a-z0-9]+)?)*$/;
