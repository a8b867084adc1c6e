import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { createLocalStorage } from '../../server/storage/index.ts';

// The storage settings (STORAGE_DRIVER, S3_*) and the local driver's key and URL rules.
describe('media storage configuration', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'retrato-storage-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32), SITE_BUILD_TOKEN: 't', ...env });

  it('uses the local disk by default', () => {
    expect(load({}).storage).toEqual({ driver: 'local' });
  });

  it('derives the public URL of an S3-compatible bucket, or takes S3_PUBLIC_URL', () => {
    const minio = load({ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'http://minio:9000/', S3_BUCKET: 'fotos' }).storage;
    expect(minio).toMatchObject({ driver: 's3', endpoint: 'http://minio:9000', forcePathStyle: true, publicUrl: 'http://minio:9000/fotos', region: 'us-east-1' });
    const aws = load({ STORAGE_DRIVER: 's3', S3_BUCKET: 'fotos', S3_REGION: 'sa-east-1' }).storage;
    expect(aws).toMatchObject({ forcePathStyle: false, publicUrl: 'https://fotos.s3.sa-east-1.amazonaws.com' });
    const cdn = load({ STORAGE_DRIVER: 's3', S3_BUCKET: 'fotos', S3_PUBLIC_URL: 'https://media.example.com/', S3_FORCE_PATH_STYLE: '' }).storage;
    expect(cdn).toMatchObject({ publicUrl: 'https://media.example.com' });
  });

  it('refuses an S3 driver without a bucket, and half a key pair', () => {
    expect(() => load({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => load({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => load({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
  });

  it('keeps local keys inside the media folder', async () => {
    const storage = createLocalStorage(path.join(dataDir, 'media'));
    await storage.put('abc123/800.webp', Buffer.from('x'));
    expect(await storage.get('abc123/800.webp')).toEqual(Buffer.from('x'));
    expect(storage.url('abc123/800.webp')).toBe('/media/abc123/800.webp');
    expect(storage.keyOf('/media/abc123/800.webp')).toBe('abc123/800.webp');
    expect(await storage.get('../secrets/auth-secret')).toBeUndefined();
    await expect(storage.put('../escape.webp', Buffer.from('x'))).rejects.toThrow(/Unsafe/);
    expect(await storage.list()).toEqual(['abc123']);
    await storage.remove('abc123');
    expect(await storage.get('abc123/800.webp')).toBeUndefined();
  });
});
