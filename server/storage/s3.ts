import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Storage } from './index.ts';
import { contentTypeOf, IMMUTABLE_CACHE_CONTROL, SAFE_KEY } from './keys.ts';

export type S3Options = {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** The public base URL of the bucket's objects (a CDN, R2's public domain...): what content stores. */
  publicUrl: string;
  forcePathStyle: boolean;
};

/** Any S3-compatible store (AWS S3, Cloudflare R2, MinIO, Supabase Storage); the site links to publicUrl. */
export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Checksums only where the API requires them: several S3-compatible stores refuse the newer
    // trailing-checksum uploads that the SDK sends by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const base = options.publicUrl.replace(/\/+$/, '') + '/';
  const check = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return key;
  };

  async function keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  return {
    driver: 's3',
    async put(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: check(key),
          Body: data,
          ContentType: contentTypeOf(key),
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async remove(prefix) {
      const keys = await keysUnder(check(prefix) + '/');
      for (let i = 0; i < keys.length; i += 1000) {
        await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true } }),
        );
      }
    },
    async list() {
      const prefixes = new Set<string>();
      for (const key of await keysUnder('')) prefixes.add(key.split('/')[0]!);
      return [...prefixes];
    },
    url: (key) => base + check(key),
    keyOf: (url) => (url.startsWith(base) ? url.slice(base.length) : undefined),
  };
}
