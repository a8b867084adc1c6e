import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

// The publishing path end to end: content saved in the admin API becomes static pages served at /,
// built by Astro in a child process and switched to at once. The build is database-independent, so
// this runs on the embedded database only.
describe('publishing the site', () => {
  let server: TestServer;
  let cookie: string;

  const send = (path: string, body: unknown, method = 'POST') =>
    server.fetch(path, {
      method,
      cookie,
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify(body),
    });
  const siteState = async () => (await server.fetch('/api/admin/site', { cookie })).json();
  /** Waits until the publisher has nothing left to do (a save marks a build as pending before it answers). */
  async function settled() {
    for (let i = 0; i < 600; i++) {
      const state = await siteState();
      if (state.status === 'failed') throw new Error(state.error);
      if (state.status === 'idle' && !state.pending) return state.current?.id as string;
      await sleep(200);
    }
    throw new Error('the publisher never settled');
  }

  beforeAll(async () => {
    server = await startTestServer('pglite', { publish: true });
    await server.ready;
    cookie = await server.signIn();
  }, 240_000);
  afterAll(() => server?.stop());

  it('serves a site as soon as it is ready, and says so on /api/health', async () => {
    expect(await (await server.fetch('/api/health')).json()).toEqual({ status: 'ok' });
    const home = await server.fetch('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(await home.text()).toContain('<html lang="pt-BR"');
    expect(await (await server.fetch('/portfolio')).text()).toContain('Nenhum projeto foi publicado ainda.');
  });

  it('serves pages compressed when the browser accepts it, and plain when not', async () => {
    const plain = await server.fetch('/', { headers: { 'accept-encoding': 'identity' } });
    const html = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    const { request } = await import('node:http');
    const compressed = await new Promise<{ encoding: string | undefined; length: number }>((resolve, reject) => {
      request(`${server.url}/`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        let length = 0;
        res.on('data', (chunk: Buffer) => (length += chunk.length));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], length }));
      })
        .on('error', reject)
        .end();
    });
    expect(compressed.encoding).toBe('br');
    expect(compressed.length).toBeLessThan(Buffer.byteLength(html) / 2);
  });

  it('publishes a new project with its uploaded photo, and answers 404 for an unknown one', async () => {
    const before = (await siteState()).current?.id;
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#c08040' } }).jpeg().toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'casamento.jpg');
    const upload = await server.fetch('/api/admin/media', { method: 'POST', cookie, headers: { origin: 'http://localhost' }, body: form });
    expect(upload.status).toBe(201);
    const media = await upload.json();
    expect(media).toMatchObject({ width: 1600, height: 1000 });

    const category = await (await send('/api/admin/categories', { name: 'Casamento' })).json();
    const created = await send('/api/admin/projects', {
      title: 'Casamento Helena e Rafael',
      client_names: 'Helena & Rafael',
      location: 'Paraty, RJ',
      event_date: '2025-09-13',
      category_id: category.id,
      is_published: true,
      media: [{ media_url: media.url, media_type: 'image', alt_text: 'Helena e Rafael na praia' }],
    });
    expect(created.status).toBe(201);
    expect(await settled()).not.toBe(before);

    const page = await server.fetch('/portfolio/casamento-helena-e-rafael');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Helena &amp; Rafael');
    expect(html).toMatch(/<img[^>]+width="\d+"[^>]+height="\d+"|<img[^>]+height="\d+"[^>]+width="\d+"/);
    expect(html).toContain('image/avif');
    expect((await server.fetch('/portfolio/casamento')).status).toBe(200);

    const missing = await server.fetch('/portfolio/nao-existe');
    expect(missing.status).toBe(404);
  });

  it('keeps serving the published site while a draft is saved, and leaves drafts out', async () => {
    const category = (await (await server.fetch('/api/admin/categories', { cookie })).json())[0];
    const before = (await siteState()).current?.id;
    const draft = await send('/api/admin/projects', {
      title: 'Rascunho Secreto',
      client_names: 'Ninguém Ainda',
      category_id: category.id,
      media: [{ media_url: '/media/x/800.webp', media_type: 'image' }],
    });
    expect(draft.status).toBe(201);
    expect((await server.fetch('/')).status).toBe(200);
    // A draft changes nothing public: the publisher checks and keeps the build it has.
    expect(await settled()).toBe(before);
    expect((await server.fetch('/portfolio/rascunho-secreto')).status).toBe(404);
    expect(await (await server.fetch('/portfolio')).text()).not.toContain('Ninguém Ainda');
  });

  it('refuses an upload posted from another site', async () => {
    const form = new FormData();
    form.set('file', new Blob(['x'], { type: 'image/jpeg' }), 'foto.jpg');
    const response = await server.fetch('/api/admin/media', { method: 'POST', cookie, headers: { origin: 'https://evil.example' }, body: form });
    expect(response.status).toBe(403);
  });

  it('refuses an upload that is not an image and stores nothing', async () => {
    const form = new FormData();
    form.set('file', new Blob(['not an image'], { type: 'image/jpeg' }), 'foto.jpg');
    const response = await server.fetch('/api/admin/media', { method: 'POST', cookie, headers: { origin: 'http://localhost' }, body: form });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(/imagem/);
  });
});
