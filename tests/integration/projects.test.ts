import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestServer, type TestServer } from './helpers.ts';

describe.each(databases)('projects API on %s', (kind) => {
  let server: TestServer;
  let cookie: string;
  let categoryId: string;
  const send = (path: string, body: unknown, method = 'POST') =>
    server.fetch(path, { method, cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const image = (name: string) => ({ media_url: `/media/${name}/800.webp`, media_type: 'image' as const });
  const newProject = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    client_names: 'Ana & Leo',
    category_id: categoryId,
    media: [image(`${title.length}a`)],
    ...extra,
  });
  const list = async (query: string) => {
    const response = await server.fetch(`/api/admin/projects?${query}`, { cookie });
    return { rows: (await response.json()) as Record<string, unknown>[], range: response.headers.get('content-range') };
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    cookie = await server.signIn();
    categoryId = (await (await send('/api/admin/categories', { name: 'Casamento' })).json()).id;
  });
  afterAll(() => server?.stop());

  it('creates a project with its media in order and the first image as cover', async () => {
    const response = await send(
      '/api/admin/projects',
      newProject('Casamento na Serra', {
        media: [{ media_url: 'https://youtu.be/abc', media_type: 'video' }, image('b1'), image('b2')],
      }),
    );
    expect(response.status).toBe(201);
    const project = await response.json();
    expect(project.slug).toBe('casamento-na-serra');
    expect(project.cover_image).toBe('/media/b1/800.webp');
    expect(project.media.map((m: { media_url: string }) => m.media_url)).toEqual([
      'https://youtu.be/abc',
      '/media/b1/800.webp',
      '/media/b2/800.webp',
    ]);
    expect(project.category).toEqual({ id: categoryId, name: 'Casamento', slug: 'casamento' });
  });

  it('uses the chosen cover when it is one of the images', async () => {
    const project = await (
      await send('/api/admin/projects', newProject('Capa Escolhida', { media: [image('c1'), image('c2')], cover_image: '/media/c2/800.webp' }))
    ).json();
    expect(project.cover_image).toBe('/media/c2/800.webp');
  });

  it('refuses a project without an image, with the spec message, and stores nothing', async () => {
    const before = (await list('')).range;
    const response = await send('/api/admin/projects', newProject('Sem Foto', { media: [] }));
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.media).toBe('Adicione pelo menos 1 imagem.');
    expect((await list('')).range).toBe(before);
  });

  it('refuses a project slug that a category already uses (the two share /portfolio/<slug>)', async () => {
    const response = await send('/api/admin/projects', newProject('Outro', { slug: 'casamento' }));
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe('Este endereço já é usado por uma categoria.');
  });

  it('gives a made-up slug a number when the title is taken', async () => {
    const a = await (await send('/api/admin/projects', newProject('Ensaio Repetido'))).json();
    const b = await (await send('/api/admin/projects', newProject('Ensaio Repetido'))).json();
    expect([a.slug, b.slug]).toEqual(['ensaio-repetido', 'ensaio-repetido-2']);
  });

  it('lists with sort, range and Content-Range, and filters by search, state and ids', async () => {
    for (const title of ['Zeta', 'Alfa', 'Meio']) {
      await send('/api/admin/projects', newProject(`Lista ${title}`, { is_published: title !== 'Meio' }));
    }
    const page = await list('sort=["title","ASC"]&range=[0,1]&filter={"q":"lista"}');
    expect(page.rows.map((r) => r.title)).toEqual(['Lista Alfa', 'Lista Meio']);
    expect(page.range).toBe('projects 0-1/3');

    const second = await list('sort=["title","ASC"]&range=[2,3]&filter={"q":"LISTA"}');
    expect(second.rows.map((r) => r.title)).toEqual(['Lista Zeta']);
    expect(second.range).toBe('projects 2-2/3');

    const drafts = await list('filter={"q":"lista","is_published":false}');
    expect(drafts.rows.map((r) => r.title)).toEqual(['Lista Meio']);

    const ids = page.rows.map((r) => r.id);
    const many = await list(`filter=${JSON.stringify({ id: ids })}`);
    expect(many.rows.map((r) => r.id).sort()).toEqual([...ids].sort());

    const byCategory = await list(`filter=${JSON.stringify({ category_id: categoryId, q: 'Lista' })}`);
    expect(byCategory.rows).toHaveLength(3);
  });

  it('answers 400 for a sort or filter it does not know', async () => {
    expect((await server.fetch('/api/admin/projects?sort=["password","ASC"]', { cookie })).status).toBe(400);
    expect((await server.fetch('/api/admin/projects?range=[5,1]', { cookie })).status).toBe(400);
    expect((await server.fetch('/api/admin/projects?filter={"nope":1}', { cookie })).status).toBe(400);
    expect((await server.fetch('/api/admin/projects?filter=notjson', { cookie })).status).toBe(400);
  });

  it('updates part of a project and replaces its media when given', async () => {
    const project = await (await send('/api/admin/projects', newProject('Para Editar', { media: [image('e1')] }))).json();
    const published = await (await send(`/api/admin/projects/${project.id}`, { is_published: true }, 'PUT')).json();
    expect(published).toMatchObject({ is_published: true, title: 'Para Editar', slug: 'para-editar' });
    expect(published.media).toHaveLength(1);

    const reordered = await (
      await send(`/api/admin/projects/${project.id}`, { ...newProject('Para Editar'), media: [image('e3'), image('e2')] }, 'PUT')
    ).json();
    expect(reordered.media.map((m: { media_url: string; sort_order: number }) => [m.media_url, m.sort_order])).toEqual([
      ['/media/e3/800.webp', 0],
      ['/media/e2/800.webp', 1],
    ]);
    expect(reordered.cover_image).toBe('/media/e3/800.webp');
  });

  it('deletes a project with its media', async () => {
    const project = await (await send('/api/admin/projects', newProject('Para Excluir'))).json();
    const response = await server.fetch(`/api/admin/projects/${project.id}`, { cookie, method: 'DELETE' });
    expect(response.status).toBe(200);
    expect((await response.json()).id).toBe(project.id);
    expect((await server.fetch(`/api/admin/projects/${project.id}`, { cookie })).status).toBe(404);
    expect((await server.fetch(`/api/admin/projects/${project.id}`, { cookie, method: 'DELETE' })).status).toBe(404);
  });
});
