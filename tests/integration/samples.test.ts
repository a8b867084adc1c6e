import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotSchema, type Snapshot } from '../../core/schemas/snapshot.ts';
import { sampleSettings } from '../../server/services/samples/content.ts';
import { databases, startTestServer, type TestServer } from './helpers.ts';

// A first start on an empty database seeds the built-in samples (DESIGN decision 6).
describe.each(databases)('sample content on %s', (kind) => {
  let server: TestServer;
  let cookie: string;
  let snapshot: Snapshot;

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { SEED_SAMPLES: 'true' } });
    cookie = await server.signIn();
    const response = await server.fetch('/api/site/snapshot', { cookie });
    snapshot = snapshotSchema.parse(await response.json());
  }, 240_000);
  afterAll(() => server?.stop());

  it('has the three categories of the spec, marked as sample', async () => {
    const categories = await (await server.fetch('/api/admin/categories?sort=["name","ASC"]', { cookie })).json();
    expect(categories.map((c: { name: string; slug: string }) => [c.name, c.slug])).toEqual([
      ['Casamento', 'casamento'],
      ['Ensaio', 'ensaio'],
      ['Pré Wedding', 'pre-wedding'],
    ]);
    expect(categories.every((c: { is_sample: boolean }) => c.is_sample)).toBe(true);
  });

  it('publishes sample projects in every category, six of them featured for the home page', () => {
    expect(snapshot.projects.length).toBeGreaterThanOrEqual(6);
    expect(new Set(snapshot.projects.map((p) => p.category?.slug))).toEqual(new Set(['casamento', 'pre-wedding', 'ensaio']));
    expect(snapshot.projects.filter((p) => p.is_featured)).toHaveLength(6);
    expect(snapshot.testimonials.length).toBeGreaterThan(0);
    expect(snapshot.team.length).toBeGreaterThan(0);
    expect(snapshot.posts.length).toBeGreaterThan(0);
    expect(snapshot.settings.about_title).toBe(sampleSettings.about_title);
    expect(snapshot.settings.hero_images.length).toBeGreaterThan(0);
  });

  it('gives every sample image responsive AVIF and WebP variants served with an immutable cache', async () => {
    const images = snapshot.projects.flatMap((p) => p.media.map((m) => m.media_url));
    for (const url of images) {
      const manifest = snapshot.media[url];
      expect(manifest, url).toBeDefined();
      expect(manifest!.placeholder).toMatch(/^data:image\/webp;base64,/);
      expect(new Set(manifest!.variants.map((v) => v.format))).toEqual(new Set(['avif', 'webp']));
      expect(manifest!.variants.some((v) => v.width === 800)).toBe(true);
    }
    const avif = snapshot.media[images[0]!]!.variants.find((v) => v.format === 'avif')!;
    const response = await server.fetch(avif.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    expect(bytes.length).toBe(avif.bytes);
  });

  it('removes every sample with one action and keeps the photographer\'s own content', async () => {
    const json = { cookie, headers: { 'content-type': 'application/json' } };
    const categories = await (await server.fetch('/api/admin/categories', { cookie })).json();
    const own = await server.fetch('/api/admin/projects', {
      ...json,
      method: 'POST',
      body: JSON.stringify({
        title: 'Meu Casamento de Verdade',
        client_names: 'Clara & Davi',
        category_id: categories[0].id,
        media: [{ media_url: '/media/meu/800.webp', media_type: 'image' }],
      }),
    });
    expect(own.status).toBe(201);
    const response = await server.fetch('/api/admin/samples', { cookie, method: 'DELETE' });
    expect(response.status).toBe(200);
    expect((await response.json()).removed.projects).toBe(snapshot.projects.length);
    const projects = await (await server.fetch('/api/admin/projects', { cookie })).json();
    expect(projects.map((p: { title: string }) => p.title)).toEqual(['Meu Casamento de Verdade']);
    expect(projects[0].category_id).toBeNull();
    for (const resource of ['categories', 'testimonials', 'team-members', 'blog-posts', 'blog-categories']) {
      expect((await server.fetch(`/api/admin/${resource}`, { cookie })).headers.get('content-range'), resource).toMatch(/\/0$/);
    }
    const settings = await (await server.fetch('/api/admin/settings', { cookie })).json();
    expect(settings.hero_images).toEqual([]);
  });
});
