import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestServer, type TestServer } from './helpers.ts';

describe.each(databases)('blog posts API on %s', (kind) => {
  let server: TestServer;
  let cookie: string;
  const send = (path: string, body: unknown, method = 'POST') =>
    server.fetch(path, { method, cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const words = (n: number) => Array.from({ length: n }, () => 'palavra').join(' ');

  beforeAll(async () => {
    server = await startTestServer(kind);
    cookie = await server.signIn();
  });
  afterAll(() => server?.stop());

  it('sanitizes the HTML, computes the read time and links categories', async () => {
    const category = await (await send('/api/admin/blog-categories', { name: 'Dicas', color: '#e11d48' })).json();
    const response = await send('/api/admin/blog-posts', {
      title: 'Como escolher o fotógrafo',
      excerpt: 'Um guia.',
      content: `<h1>Guia</h1><p onclick="alert(1)">${words(450)}</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>`,
      category_ids: [category.id],
    });
    expect(response.status).toBe(201);
    const post = await response.json();
    expect(post.slug).toBe('como-escolher-o-fotografo');
    expect(post.read_time).toBe(3);
    expect(post.content).not.toMatch(/script|onclick|javascript:/);
    expect(post.content).toContain('<h2>Guia</h2>');
    expect(post.category_ids).toEqual([category.id]);
    expect(post).toMatchObject({ is_published: false, published_at: null });
  });

  it('sets the publication date when published, keeps it on later edits and clears it for a draft', async () => {
    const post = await (await send('/api/admin/blog-posts', { title: 'Datas', excerpt: 'e', content: '<p>a</p>' })).json();
    const published = await (await send(`/api/admin/blog-posts/${post.id}`, { is_published: true }, 'PUT')).json();
    expect(published.published_at).not.toBeNull();
    const edited = await (await send(`/api/admin/blog-posts/${post.id}`, { title: 'Datas revistas', is_published: true }, 'PUT')).json();
    expect(edited.published_at).toBe(published.published_at);
    const draft = await (await send(`/api/admin/blog-posts/${post.id}`, { is_published: false }, 'PUT')).json();
    expect(draft.published_at).toBeNull();
  });

  it('requires title, excerpt and content', async () => {
    const response = await send('/api/admin/blog-posts', { title: '', content: '<script>x</script>' });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields).sort()).toEqual(['excerpt', 'title']);
    const empty = await send('/api/admin/blog-posts', { title: 't', excerpt: 'e', content: '<script>x</script>' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields.content).toBe('Escreva o conteúdo do post.');
  });
});
