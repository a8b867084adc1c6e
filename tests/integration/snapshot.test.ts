import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotSchema } from '../../core/schemas/snapshot.ts';
import { settings } from '../../server/db/schema/index.ts';
import { databases, startTestServer, type TestServer } from './helpers.ts';
import { gradientJpeg, upload, type UploadedMedia } from './media-helpers.ts';

describe.each(databases)('GET /api/site/snapshot on %s', (kind) => {
  let server: TestServer;
  let cookie: string;
  const send = (path: string, body: unknown, method = 'POST') =>
    server.fetch(path, { method, cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    server = await startTestServer(kind);
    cookie = await server.signIn();
    // Secrets set the way the settings screen will store them.
    await server.db
      .update(settings)
      .set({ evolution_api_key: 'segredo-evolution', webhook_secret: 'segredo-webhook', evolution_api_url: 'http://gw.local' });
    const category = await (await send('/api/admin/categories', { name: 'Casamento' })).json();
    const media = [{ media_url: '/media/x/800.webp', media_type: 'image' }];
    await send('/api/admin/projects', { title: 'Publicado', client_names: 'A & B', category_id: category.id, media, is_published: true });
    await send('/api/admin/projects', { title: 'Rascunho', client_names: 'C & D', category_id: category.id, media });
  });
  afterAll(() => server?.stop());

  it('is refused without a session or the build token', async () => {
    expect((await server.fetch('/api/site/snapshot')).status).toBe(401);
    const wrong = await server.fetch('/api/site/snapshot', { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
  });

  it('holds only published projects, matches the shared schema and never a secret', async () => {
    const response = await server.fetch('/api/site/snapshot', { headers: { authorization: `Bearer ${server.config.siteBuildToken}` } });
    expect(response.status).toBe(200);
    const text = await response.text();
    const snapshot = snapshotSchema.parse(JSON.parse(text));
    expect(snapshot.projects.map((p) => p.title)).toEqual(['Publicado']);
    expect(snapshot.projects[0]?.category?.slug).toBe('casamento');
    expect(text).not.toContain('segredo');
    expect(text).not.toContain('evolution');
    expect(text).not.toContain('gw.local');
  });

  it("gives a hero image's manifest its 1920×1080 crop, so the home page can show it", async () => {
    const photo = await gradientJpeg(2400, 1600, 41);
    const hero = (await (await upload(server, cookie, photo, 'capa.jpg', { kind: 'settings', purpose: 'hero' })).json()) as UploadedMedia;
    const other = (await (await upload(server, cookie, await gradientJpeg(1200, 800, 42), 'outra.jpg', { kind: 'settings' })).json()) as UploadedMedia;
    await server.db.update(settings).set({ hero_images: [hero.url], about_image_url: other.url });

    const response = await server.fetch('/api/site/snapshot', { headers: { authorization: `Bearer ${server.config.siteBuildToken}` } });
    const snapshot = snapshotSchema.parse(await response.json());
    const crop = snapshot.media[hero.url]!.crops.hero!;
    expect(crop.map((v) => [v.format, v.width, v.height])).toEqual([
      ['avif', 1920, 1080],
      ['webp', 1920, 1080],
    ]);
    expect(crop.map((v) => v.url)).toEqual(hero.crops.hero!.map((v) => v.url));
    expect(snapshot.media[other.url]!.crops).toEqual({});
  });
});
