import { readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles, settings } from '../../server/db/schema/index.ts';
import { mediaMessages } from '../../server/services/media.ts';
import { receivingFolder } from '../../server/storage/uploads.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { gradientJpeg, hasGpsPointer, phonePhotoWithGps, upload, type UploadedMedia } from './media-helpers.ts';

// The upload pipeline over real HTTP, with photos made the way cameras and phones make them.
describe('media uploads (local storage)', () => {
  let server: TestServer;
  let cookie: string;
  const send = (file: Buffer, name: string, fields: Record<string, string> = {}) => upload(server, cookie, file, name, fields);
  const mediaDir = () => path.join(server.dataDir, 'media');
  const storedFolders = () => {
    try {
      return readdirSync(mediaDir());
    } catch {
      return [];
    }
  };
  const rowCount = async () => (await server.db.select({ n: sql<number>`count(*)::int` }).from(mediaFiles))[0]!.n;
  /** Runs a refused upload and checks that it left no file and no row behind. */
  async function refused(file: Buffer, name: string, fields: Record<string, string> = {}) {
    const [folders, rows] = [storedFolders().length, await rowCount()];
    const response = await send(file, name, fields);
    expect(storedFolders().length).toBe(folders);
    expect(await rowCount()).toBe(rows);
    return { status: response.status, message: ((await response.json()) as { error: { message: string } }).error.message };
  }
  const fetchVariant = async (url: string) => {
    const response = await server.fetch(url);
    expect(response.status).toBe(200);
    return { response, data: Buffer.from(await response.arrayBuffer()) };
  };

  beforeAll(async () => {
    server = await startTestServer('pglite');
    cookie = await server.signIn();
  });
  afterAll(() => server?.stop());

  it('turns a rotated phone photo with GPS into upright variants with no metadata at all', async () => {
    const photo = await phonePhotoWithGps();
    expect(hasGpsPointer((await sharp(photo).metadata()).exif)).toBe(true);
    const response = await send(photo, 'IMG_0042.jpg');
    expect(response.status).toBe(201);
    const media = (await response.json()) as UploadedMedia;
    // Stored 1200×800 with orientation 6: shown (and converted) as 800×1200.
    expect(media).toMatchObject({ width: 800, height: 1200, original_name: 'IMG_0042.jpg', mime_type: 'image/jpeg' });
    expect(media.placeholder).toMatch(/^data:image\/webp;base64,/);

    for (const variant of media.variants) {
      const { data } = await fetchVariant(variant.url);
      const meta = await sharp(data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
    }
    // The stored top half was red: upright (rotated 90° clockwise), red is on the right.
    const { data } = await fetchVariant(media.variants.find((v) => v.format === 'webp' && v.width === 800)!.url);
    const { data: pixels, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...pixels.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [right, left] = [at(info.width - 20, info.height / 2), at(20, info.height / 2)];
    expect(right[0]).toBeGreaterThan(180);
    expect(right[2]).toBeLessThan(80);
    expect(left[2]).toBeGreaterThan(180);
    expect(left[0]).toBeLessThan(80);
  });

  it('makes AVIF variants at each width up to 3840 px and WebP up to 2560 px, with the right dimensions and immutable caching', async () => {
    const response = await send(await gradientJpeg(4400, 2933, 1), 'casamento.jpg');
    expect(response.status).toBe(201);
    const media = (await response.json()) as UploadedMedia;
    expect(media).toMatchObject({ width: 3840, height: 2560 });
    expect(media.variants.map((v) => `${v.format}:${v.width}`)).toEqual([
      'avif:480', 'webp:480', 'avif:800', 'webp:800', 'avif:1280', 'webp:1280',
      'avif:1920', 'webp:1920', 'avif:2560', 'webp:2560', 'avif:3840',
    ]);
    // The stored URL is the largest WebP: what a browser without AVIF can show.
    expect(media.url).toBe(media.variants.find((v) => v.format === 'webp' && v.width === 2560)!.url);
    for (const variant of media.variants) {
      expect(variant.height).toBe(Math.round((variant.width * 2560) / 3840));
      expect(variant.url).toMatch(new RegExp(`^/media/[0-9a-f]{32}/${variant.width}\\.${variant.format}$`));
    }
    const avif = media.variants.find((v) => v.format === 'avif' && v.width === 800)!;
    const { response: served, data } = await fetchVariant(avif.url);
    expect(served.headers.get('content-type')).toBe('image/avif');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(data.length).toBe(avif.bytes);
    const meta = await sharp(data).metadata();
    expect(meta).toMatchObject({ format: 'heif', compression: 'av1', width: 800, height: 533 });
    const webp = await sharp((await fetchVariant(media.variants.find((v) => v.format === 'webp' && v.width === 1280)!.url)).data).metadata();
    expect(webp).toMatchObject({ format: 'webp', width: 1280, height: 853 });
  });

  it('keeps a small image at its own size without enlarging it', async () => {
    const media = (await (await send(await gradientJpeg(640, 480, 2), 'pequena.jpg')).json()) as UploadedMedia;
    expect(media).toMatchObject({ width: 640, height: 480 });
    expect(media.variants.map((v) => `${v.format}:${v.width}`).sort()).toEqual(['avif:480', 'avif:640', 'webp:480', 'webp:640']);
  });

  it('keeps the transparency of a PNG', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 4, background: { r: 30, g: 60, b: 200, alpha: 0.4 } } })
      .png()
      .toBuffer();
    const response = await send(png, 'logo.png', { kind: 'settings' });
    expect(response.status).toBe(201);
    const media = (await response.json()) as UploadedMedia;
    expect(media).toMatchObject({ width: 900, height: 600, mime_type: 'image/png' });
    for (const variant of media.variants) {
      const meta = await sharp((await fetchVariant(variant.url)).data).metadata();
      expect(meta.hasAlpha).toBe(true);
    }
  });

  it('gives the same record for the same bytes sent twice (an interrupted batch sent again)', async () => {
    const photo = await gradientJpeg(1600, 1067, 3);
    const [first, second] = await Promise.all([send(photo, 'a.jpg'), send(photo, 'a.jpg')]);
    const third = await send(photo, 'a-de-novo.jpg');
    const ids = await Promise.all([first, second, third].map(async (r) => ((await r.json()) as UploadedMedia).id));
    expect(new Set(ids).size).toBe(1);
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
  });

  it('adds the 1920×1080 crop to a hero image', async () => {
    const photo = await gradientJpeg(3000, 2000, 4);
    const plain = (await (await send(photo, 'capa.jpg')).json()) as UploadedMedia;
    expect(plain.crops).toEqual({});
    // The same photo chosen later as a hero image: same record, now with its crop.
    const hero = (await (await send(photo, 'capa.jpg', { kind: 'settings', purpose: 'hero' })).json()) as UploadedMedia;
    expect(hero.id).toBe(plain.id);
    expect(hero.crops.hero!.map((v) => [v.format, v.width, v.height])).toEqual([
      ['avif', 1920, 1080],
      ['webp', 1920, 1080],
    ]);
    for (const crop of hero.crops.hero!) {
      expect(await sharp((await fetchVariant(crop.url)).data).metadata()).toMatchObject({ width: 1920, height: 1080 });
    }
    const portrait = (await (await send(await gradientJpeg(1000, 1500, 5), 'retrato.jpg', { purpose: 'hero' })).json()) as UploadedMedia;
    expect(portrait.crops.hero!.map((v) => [v.width, v.height])).toEqual([
      [1920, 1080],
      [1920, 1080],
    ]);
  });

  it('refuses a file that is not an image, whatever its name, and keeps nothing', async () => {
    expect(await refused(Buffer.from('%PDF-1.7 não é uma foto'), 'foto.jpg')).toEqual({ status: 400, message: mediaMessages.notAnImage });
    expect(mediaMessages.notAnImage).toBe('Por favor, selecione apenas arquivos de imagem');
  });

  it('refuses a truncated JPEG with a clear message and keeps nothing', async () => {
    const photo = await gradientJpeg(2000, 1333, 6);
    const result = await refused(photo.subarray(0, Math.floor(photo.length * 0.6)), 'cortada.jpg');
    expect(result).toEqual({ status: 400, message: mediaMessages.truncated });
    expect(result.message).toMatch(/incompleta/);
  });

  it('refuses a HEIC photo with a message that suggests JPEG', async () => {
    // The header of an iPhone HEIC (ftyp box with the heic brand); this sharp has no HEVC decoder.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(4), Buffer.from('mif1heic'), Buffer.alloc(4000, 7)]);
    const result = await refused(heic, 'IMG_1234.HEIC');
    expect(result.status).toBe(400);
    expect(result.message).toBe(mediaMessages.heic);
    expect(result.message).toMatch(/JPEG/);
  });

  it('refuses a 3 MB team photo with the spec message, and takes it as a project photo', async () => {
    const big = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2.5 * 1024 * 1024);
    expect(big.length).toBeLessThan(4 * 1024 * 1024);
    expect(await refused(big, 'equipe.jpg', { kind: 'team' })).toEqual({ status: 413, message: 'Imagem muito grande. Máximo 2MB' });
    // Refused from the query string before the body is read, too.
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(big)], { type: 'image/jpeg' }), 'equipe.jpg');
    const early = await server.fetch('/api/admin/media?kind=team', { method: 'POST', cookie, headers: { origin: 'http://localhost' }, body: form });
    expect(early.status).toBe(413);
    expect(((await early.json()) as { error: { message: string } }).error.message).toBe('Imagem muito grande. Máximo 2MB');
    expect((await send(big, 'projeto.jpg', { kind: 'project' })).status).toBe(201);
  });

  it('refuses an unknown kind and a request without a file', async () => {
    expect((await send(await gradientJpeg(300, 200, 7), 'x.jpg', { kind: 'video' })).status).toBe(400);
    const form = new FormData();
    form.set('nada', 'x');
    const response = await server.fetch('/api/admin/media', { method: 'POST', cookie, headers: { origin: 'http://localhost' }, body: form });
    expect(response.status).toBe(400);
  });

  it('refuses a decompression bomb', async () => {
    // A tiny PNG whose header claims 15000×15000 pixels (225 megapixels).
    const bomb = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } }).png().toBuffer();
    bomb.writeUInt32BE(15000, 16);
    bomb.writeUInt32BE(15000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const result = await refused(bomb, 'bomba.png');
    expect(result.status).toBe(400);
    expect(result.message).toMatch(/megapixels/);
  });

  it('deletes a media record with its files, but not while content shows it', async () => {
    const media = (await (await send(await gradientJpeg(1000, 700, 8), 'apagar.jpg')).json()) as UploadedMedia;
    const category = await (
      await server.fetch('/api/admin/categories', {
        method: 'POST',
        cookie,
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        body: JSON.stringify({ name: 'Ensaio' }),
      })
    ).json();
    const project = await (
      await server.fetch('/api/admin/projects', {
        method: 'POST',
        cookie,
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        body: JSON.stringify({ title: 'Ensaio na praia', client_names: 'Ana', category_id: category.id, media: [{ media_url: media.url, media_type: 'image' }] }),
      })
    ).json();
    const inUse = await server.fetch(`/api/admin/media/${media.id}`, { method: 'DELETE', cookie });
    expect(inUse.status).toBe(409);
    expect((await server.fetch(media.url)).status).toBe(200);

    expect((await server.fetch(`/api/admin/projects/${project.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    const deleted = await server.fetch(`/api/admin/media/${media.id}`, { method: 'DELETE', cookie });
    expect(deleted.status).toBe(200);
    for (const variant of media.variants) expect((await server.fetch(variant.url)).status).toBe(404);
    expect((await server.fetch(`/api/admin/media/${media.id}`, { cookie })).status).toBe(404);
    expect(storedFolders()).not.toContain(media.url.split('/')[2]);
    expect((await server.fetch(`/api/admin/media/${media.id}`, { method: 'DELETE', cookie })).status).toBe(404);
  });

  it('sweeps media that no content uses once the grace period is over, and keeps the rest', async () => {
    const photos = await Promise.all([11, 12, 13, 14, 15].map((seed) => gradientJpeg(900, 600, seed)));
    const [a, b, c, d, e] = await Promise.all(photos.map(async (photo, i) => (await (await send(photo, `${i}.jpg`)).json()) as UploadedMedia));
    const json = { 'content-type': 'application/json', origin: 'http://localhost' };
    const category = await (await server.fetch('/api/admin/categories', { method: 'POST', cookie, headers: json, body: JSON.stringify({ name: 'Casamento' }) })).json();
    // a: a project's photo; d: a team member's picture, by its 800 px variant; e: a hero image.
    const project = await (
      await server.fetch('/api/admin/projects', {
        method: 'POST',
        cookie,
        headers: json,
        body: JSON.stringify({ title: 'Casamento no campo', client_names: 'Bia & Léo', category_id: category.id, media: [{ media_url: a!.url, media_type: 'image' }] }),
      })
    ).json();
    const thumbnail = d!.variants.find((v) => v.format === 'webp' && v.width === 800)!.url;
    const member = await server.fetch('/api/admin/team-members', { method: 'POST', cookie, headers: json, body: JSON.stringify({ name: 'Bia', role: 'Fotógrafa', image_url: thumbnail }) });
    expect(member.status).toBe(201);
    await server.db.update(settings).set({ hero_images: [e!.url] });
    // Everything but c was uploaded more than an hour ago.
    await server.db
      .update(mediaFiles)
      .set({ created_at: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(inArray(mediaFiles.id, [a!.id, b!.id, d!.id, e!.id]));

    expect(await server.media.removeOrphans()).toBe(1);
    for (const variant of b!.variants) expect((await server.fetch(variant.url)).status).toBe(404);
    expect((await server.fetch(`/api/admin/media/${b!.id}`, { cookie })).status).toBe(404);
    for (const kept of [a!, c!, d!, e!]) {
      expect((await server.fetch(`/api/admin/media/${kept.id}`, { cookie })).status).toBe(200);
      expect((await server.fetch(kept.url)).status).toBe(200);
    }

    // Deleting the project frees its photo at the next sweep.
    expect((await server.fetch(`/api/admin/projects/${project.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect(await server.media.removeOrphans()).toBe(1);
    expect((await server.fetch(a!.url)).status).toBe(404);
    expect(storedFolders()).not.toContain(a!.hash);
    expect(await server.media.removeOrphans()).toBe(0);
  });

  it('receives uploads on disk and removes them once answered, taken or refused', async () => {
    const folder = await receivingFolder();
    expect((await send(await gradientJpeg(1200, 800, 21), 'noivos.jpg')).status).toBe(201);
    expect(await refused(Buffer.from('não é uma foto'), 'x.jpg')).toEqual({ status: 400, message: mediaMessages.notAnImage });
    const big = await gradientJpeg(1000, 700, 22);
    expect((await refused(Buffer.concat([big, Buffer.alloc(2 * 1024 * 1024, 1)]), 'equipe.jpg', { kind: 'team' })).status).toBe(413);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('keeps an accented file name as the photographer named it', async () => {
    const media = (await (await send(await gradientJpeg(600, 400, 23), 'Noivos — São João.jpg')).json()) as UploadedMedia;
    expect(media.original_name).toBe('Noivos — São João.jpg');
  });

  it('takes an upload sent in chunks, without a declared length', async () => {
    const boundary = '----retrato-chunked';
    const photo = await gradientJpeg(900, 600, 24);
    const parts = [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nblog\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="capa.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      ...Array.from({ length: Math.ceil(photo.length / 16384) }, (_, i) => photo.subarray(i * 16384, (i + 1) * 16384)),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = parts.shift();
        if (next) controller.enqueue(new Uint8Array(next));
        else controller.close();
      },
    });
    const response = await server.fetch('/api/admin/media', {
      method: 'POST',
      cookie,
      headers: { origin: 'http://localhost', 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(201);
    expect(((await response.json()) as UploadedMedia)).toMatchObject({ width: 900, height: 600, original_name: 'capa.jpg' });
  });

  it('refuses an upload over 50 MB from its declared length', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(51 * 1024 * 1024)], { type: 'image/jpeg' }), 'enorme.jpg');
    const response = await server.fetch('/api/admin/media', { method: 'POST', cookie, headers: { origin: 'http://localhost' }, body: form });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe('Arquivo muito grande. Máximo 50MB.');
  });

  it('answers 401 to an upload without a session', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await gradientJpeg(200, 100, 9))], { type: 'image/jpeg' }), 'x.jpg');
    expect((await server.fetch('/api/admin/media', { method: 'POST', headers: { origin: 'http://localhost' }, body: form })).status).toBe(401);
  });
});
