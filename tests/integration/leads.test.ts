import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestServer, type TestServer } from './helpers.ts';

// The contact form's endpoint: a valid request is stored with status "new"; a bad one stores nothing.
describe.each(databases)('POST /api/leads on %s', (kind) => {
  let server: TestServer;
  let cookie: string;
  const valid = {
    name: 'Mariana Souza',
    email: 'mariana@example.com',
    phone: '(11) 98765-4321',
    event_type: 'casamento',
    event_date: '2099-05-20',
    location: 'Campos do Jordão, SP',
    message: 'Queremos um orçamento.',
  };
  const leadCount = async () =>
    (await server.fetch('/api/admin/leads', { cookie })).headers.get('content-range')?.split('/')[1];

  beforeAll(async () => {
    server = await startTestServer(kind);
    cookie = await server.signIn();
  });
  afterAll(() => server?.stop());

  it('stores a valid request as a new lead and answers 201 with its id', async () => {
    const response = await server.fetch('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(valid),
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const lead = await (await server.fetch(`/api/admin/leads/${id}`, { cookie })).json();
    expect(lead).toMatchObject({ ...valid, status: 'new' });
  });

  it('accepts the plain HTML form and stores optional fields as empty', async () => {
    const before = Number(await leadCount());
    const { location: _l, message: _m, ...required } = valid;
    const response = await server.fetch('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(required).toString(),
    });
    expect(response.status).toBe(303);
    expect(Number(await leadCount())).toBe(before + 1);
    const [newest] = await (await server.fetch('/api/admin/leads?sort=["created_at","DESC"]&range=[0,0]', { cookie })).json();
    expect(newest).toMatchObject({ location: '', message: '' });
  });

  it('refuses bad input with an error per field and stores nothing', async () => {
    const before = await leadCount();
    const response = await server.fetch('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...valid, email: 'nao-e-email', event_type: 'festa', event_date: '2001-01-01', name: '' }),
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(Object.keys(error.fields).sort()).toEqual(['email', 'event_date', 'event_type', 'name']);
    expect(error.fields.event_date).toBe('A data do evento não pode ser anterior a hoje.');
    expect(await leadCount()).toBe(before);
  });

  it('lets the admin change a lead status and nothing else', async () => {
    const { id } = await (
      await server.fetch('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(valid) })
    ).json();
    const put = (body: unknown) =>
      server.fetch(`/api/admin/leads/${id}`, { method: 'PUT', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(await (await put({ status: 'contacted' })).json()).toMatchObject({ status: 'contacted', name: valid.name });
    expect((await put({ status: 'archived' })).status).toBe(400);
    const created = await server.fetch('/api/admin/leads', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(valid),
    });
    expect(created.status).toBe(400);
  });
});
