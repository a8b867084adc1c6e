import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestServer, type TestServer } from './helpers.ts';
import { eventually, startHttpStandIn } from './stand-ins.ts';

// POST /api/v1/blog-posts for automation tools (n8n), with an API key the admin makes and revokes.
describe.each(databases)('the automation API on %s', (kind) => {
  let server: TestServer;
  let cookie: string;
  let key: string;
  let receiver: Awaited<ReturnType<typeof startHttpStandIn>>;
  const admin = (path: string, init: RequestInit = {}) =>
    server.fetch(`/api/admin${path}`, { ...init, cookie, headers: { 'content-type': 'application/json', origin: 'http://localhost' } });
  const createPost = (body: unknown, headers: Record<string, string> = { authorization: `Bearer ${key}` }) =>
    server.fetch('/api/v1/blog-posts', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  beforeAll(async () => {
    receiver = await startHttpStandIn();
    server = await startTestServer(kind, { env: { JOB_RETRY_DELAY_SECONDS: '1' } });
    cookie = await server.signIn();
    await admin('/settings/1', { method: 'PUT', body: JSON.stringify({ blog_webhook_url: `${receiver.url}/blog`, webhook_secret: 'whsec_' + Buffer.from('segredo-do-blog').toString('base64') }) });
    const created = await admin('/api-keys', { method: 'POST', body: JSON.stringify({ name: 'n8n' }) });
    expect(created.status).toBe(201);
    key = (await created.json()).key;
  });
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it('shows a new key once and then only its name and prefix', async () => {
    expect(key).toMatch(/^rtr_[A-Za-z0-9_-]{20,}$/);
    const keys = await (await admin('/api-keys')).json();
    expect(keys).toEqual([expect.objectContaining({ name: 'n8n', prefix: key.slice(0, 8) })]);
    expect(JSON.stringify(keys)).not.toContain(key);
  });

  it('refuses a request without a key or with a wrong one', async () => {
    expect((await createPost({ title: 't', content: 'c' }, {})).status).toBe(401);
    const wrong = await createPost({ title: 't', content: 'c' }, { 'x-api-key': 'rtr_nao-existe' });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.message).toContain('Chave de API');
  });

  it('creates a post with a slug suffix when the title is taken, and announces it on the blog webhook', async () => {
    const body = { title: 'Dicas para o grande dia', content: '<p>Beba água.</p><script>x</script>', category: 'Dicas', tags: ['noivas'], is_published: true };
    const first = await createPost(body);
    expect(first.status).toBe(201);
    const created = await first.json();
    expect(created).toEqual({
      success: true,
      data: { id: expect.any(String), title: body.title, slug: 'dicas-para-o-grande-dia', is_published: true, published_at: expect.any(String) },
    });
    const second = await (await createPost(body, { 'x-api-key': key })).json();
    expect(second.data.slug).toBe('dicas-para-o-grande-dia-2');

    const post = await (await admin(`/blog-posts/${created.data.id}`)).json();
    expect(post.content).toBe('<p>Beba água.</p>');
    expect(post.excerpt).toBe('Beba água.');
    expect(post.category_ids).toHaveLength(1);

    const announced = await eventually(() => receiver.received.find((r) => JSON.parse(r.body).id === created.data.id));
    const payload = new Webhook('whsec_' + Buffer.from('segredo-do-blog').toString('base64')).verify(
      announced.body,
      announced.headers as Record<string, string>,
    ) as Record<string, unknown>;
    expect(payload).toMatchObject({ event: 'post_created', title: body.title, slug: 'dicas-para-o-grande-dia', is_published: true, post_url: 'http://localhost/blog/dicas-para-o-grande-dia' });
    expect(Object.keys(payload).sort()).toEqual(
      ['author_name', 'content', 'created_at', 'event', 'excerpt', 'featured_image', 'id', 'is_featured', 'is_published', 'post_url', 'published_at', 'read_time', 'slug', 'title'].sort(),
    );

    await admin(`/blog-posts/${created.data.id}`, { method: 'PUT', body: JSON.stringify({ title: 'Dicas revistas' }) });
    await eventually(() => receiver.received.find((r) => JSON.parse(r.body).event === 'post_updated'));
  });

  it('refuses a revoked key', async () => {
    const spare = await (await admin('/api-keys', { method: 'POST', body: JSON.stringify({ name: 'temporária' }) })).json();
    expect((await createPost({ title: 'Antes', content: 'c' }, { 'x-api-key': spare.key })).status).toBe(201);
    expect((await admin(`/api-keys/${spare.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await createPost({ title: 'Depois', content: 'c' }, { 'x-api-key': spare.key })).status).toBe(401);
  });

  // Last: the 413 answer leaves the client's kept-alive connection unusable for the next request.
  it('answers 400 with the field for a bad body and 413 for a huge one', async () => {
    const bad = await createPost({ content: 'sem título' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.title).toBe('O campo "title" é obrigatório.');
    const huge = await createPost({ title: 'Grande', content: 'x'.repeat(1_100_000) });
    expect(huge.status).toBe(413);
  });
});
