import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestServer, type TestServer } from './helpers.ts';

describe.each(databases)('categories API on %s', (kind) => {
  let server: TestServer;
  let cookie: string;
  const json = (body: unknown, method = 'POST') => ({
    method,
    cookie,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  beforeAll(async () => {
    server = await startTestServer(kind);
    cookie = await server.signIn();
  });
  afterAll(() => server?.stop());

  it('creates a category with a slug made from its name', async () => {
    const response = await server.fetch('/api/admin/categories', json({ name: 'Ensaio de Família' }));
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({ name: 'Ensaio de Família', slug: 'ensaio-de-familia' });
    const again = await (await server.fetch(`/api/admin/categories/${created.id}`, { cookie })).json();
    expect(again.name).toBe('Ensaio de Família');
  });

  it('refuses a category without a name and stores nothing', async () => {
    const before = (await server.fetch('/api/admin/categories', { cookie })).headers.get('content-range');
    const response = await server.fetch('/api/admin/categories', json({ name: '   ' }));
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.name).toBe('Informe o nome da categoria.');
    const after = (await server.fetch('/api/admin/categories', { cookie })).headers.get('content-range');
    expect(after).toBe(before);
  });

  it('refuses a slug that is already taken, with a message', async () => {
    await server.fetch('/api/admin/categories', json({ name: 'Gestante', slug: 'gestante' }));
    const response = await server.fetch('/api/admin/categories', json({ name: 'Outra', slug: 'gestante' }));
    expect(response.status).toBe(409);
    expect((await response.json()).error.fields.slug).toBe('Este endereço (slug) já está em uso.');
  });

  it('edits and deletes a category', async () => {
    const created = await (await server.fetch('/api/admin/categories', json({ name: 'Corporativo' }))).json();
    const updated = await server.fetch(`/api/admin/categories/${created.id}`, json({ description: 'Eventos de empresa' }, 'PUT'));
    expect(await updated.json()).toMatchObject({ name: 'Corporativo', slug: 'corporativo', description: 'Eventos de empresa' });
    expect((await server.fetch(`/api/admin/categories/${created.id}`, { cookie, method: 'DELETE' })).status).toBe(200);
    expect((await server.fetch(`/api/admin/categories/${created.id}`, { cookie })).status).toBe(404);
  });

  it('answers 404 for an id that names nothing, and 400 for a body that is not JSON', async () => {
    expect((await server.fetch('/api/admin/categories/not-a-uuid', { cookie })).status).toBe(404);
    const response = await server.fetch('/api/admin/categories', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: '{name:',
    });
    expect(response.status).toBe(400);
  });
});
