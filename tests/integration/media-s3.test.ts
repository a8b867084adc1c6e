import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../server/db/schema/index.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { gradientJpeg, phonePhotoWithGps, upload, type UploadedMedia } from './media-helpers.ts';

// The S3 driver against a real S3-protocol server (s3rver) on loopback, never a mock of the SDK.
describe('media uploads (S3-compatible storage)', () => {
  let s3: S3rver;
  let s3Dir: string;
  let publicUrl: string;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    s3Dir = mkdtempSync(path.join(tmpdir(), 'retrato-s3-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'retrato-media', configs: [] }] });
    const { port } = (await s3.run()) as { port: number };
    publicUrl = `http://127.0.0.1:${port}/retrato-media`;
    server = await startTestServer('pglite', {
      env: {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'retrato-media',
        S3_REGION: 'us-east-1',
        // s3rver's fixed development credentials.
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_PUBLIC_URL: publicUrl,
      },
    });
    cookie = await server.signIn();
  });
  afterAll(async () => {
    await server?.stop();
    await s3?.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  it('stores the variants in the bucket and links them under S3_PUBLIC_URL, cached as immutable', async () => {
    const response = await upload(server, cookie, await phonePhotoWithGps(), 'celular.jpg');
    expect(response.status).toBe(201);
    const media = (await response.json()) as UploadedMedia;
    expect(media).toMatchObject({ width: 800, height: 1200 });
    // Widths are of the upright image: 800 and 480.
    expect(media.url).toBe(`${publicUrl}/${media.hash}/800.webp`);
    expect(media.variants).toHaveLength(4);
    for (const variant of media.variants) {
      expect(variant.url.startsWith(`${publicUrl}/${media.hash}/`)).toBe(true);
      const served = await fetch(variant.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(`image/${variant.format}`);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
      expect(meta.exif).toBeUndefined();
    }
    // The server does not serve S3 files itself.
    expect((await server.fetch(`/media/${media.hash}/800.webp`)).status).toBe(404);
    expect(await server.storage.list()).toContain(media.hash);
  });

  it('gives the same record for the same bytes, and refuses a broken file leaving nothing in the bucket', async () => {
    const photo = await gradientJpeg(1500, 1000, 21);
    const first = (await (await upload(server, cookie, photo, 'a.jpg')).json()) as UploadedMedia;
    const again = (await (await upload(server, cookie, photo, 'a.jpg')).json()) as UploadedMedia;
    expect(again.id).toBe(first.id);
    const before = (await server.storage.list()).length;
    const truncated = await upload(server, cookie, photo.subarray(0, photo.length / 2), 'cortada.jpg');
    expect(truncated.status).toBe(400);
    expect((await server.storage.list()).length).toBe(before);
  });

  it('deletes the objects of a deleted media record and of swept orphans', async () => {
    const [one, two] = await Promise.all(
      [22, 23].map(async (seed) => (await (await upload(server, cookie, await gradientJpeg(1000, 600, seed), `${seed}.jpg`)).json()) as UploadedMedia),
    );
    expect((await server.fetch(`/api/admin/media/${one!.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    for (const variant of one!.variants) expect((await fetch(variant.url)).status).toBe(404);
    expect(await server.storage.list()).not.toContain(one!.hash);

    await server.db.update(mediaFiles).set({ created_at: new Date(Date.now() - 3 * 60 * 60 * 1000) }).where(inArray(mediaFiles.id, [two!.id]));
    expect(await server.media.removeOrphans()).toBe(1);
    for (const variant of two!.variants) expect((await fetch(variant.url)).status).toBe(404);
    expect(await server.storage.list()).not.toContain(two!.hash);
  });
});
