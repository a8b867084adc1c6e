import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../server/db/schema/index.ts';
import { databases, startTestServer, type TestServer } from './helpers.ts';

describe.each(databases)('settings, business info and theme on %s', (kind) => {
  let server: TestServer;
  let cookie: string;
  const put = (path: string, body: unknown) =>
    server.fetch(path, { method: 'PUT', cookie, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    server = await startTestServer(kind);
    cookie = await server.signIn();
  });
  afterAll(() => server?.stop());

  it('never sends a saved secret back, and keeps it when the form leaves it blank', async () => {
    const saved = await (await put('/api/admin/settings/1', { evolution_api_key: 'chave-secreta', site_title: 'Estúdio' })).json();
    expect(saved).toMatchObject({ evolution_api_key: null, evolution_api_key_set: true, site_title: 'Estúdio' });
    expect(JSON.stringify(await (await server.fetch('/api/admin/settings', { cookie })).json())).not.toContain('chave-secreta');

    await put('/api/admin/settings/1', { evolution_api_key: '', site_title: 'Estúdio Luz' });
    const [row] = await server.db.select().from(settings);
    expect(row).toMatchObject({ evolution_api_key: 'chave-secreta', site_title: 'Estúdio Luz' });

    const cleared = await (await put('/api/admin/settings', { evolution_api_key: null })).json();
    expect(cleared.evolution_api_key_set).toBe(false);
  });

  it('refuses a webhook address that is not a URL', async () => {
    const response = await put('/api/admin/settings/1', { lead_webhook_url: 'meu-n8n' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.lead_webhook_url).toContain('URL');
  });

  it('validates business info as the spec says and stores the state in capitals', async () => {
    expect(await (await server.fetch('/api/admin/business-info/1', { cookie })).json()).toBeNull();
    const bad = await put('/api/admin/business-info/1', { name: 'Luz', whatsapp: '11999999999', email: 'x', city: 'SP', state: 'São Paulo' });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(['email', 'state']);
    const good = await put('/api/admin/business-info/1', {
      name: 'Luz',
      whatsapp: '11999999999',
      email: 'oi@luz.com.br',
      city: 'São Paulo',
      state: 'sp',
      instagram: 'https://instagram.com/luz',
    });
    expect(await good.json()).toMatchObject({ state: 'SP', instagram: 'https://instagram.com/luz' });
  });

  it('changes one theme colour and keeps the others', async () => {
    const theme = await (await put('/api/admin/theme/1', { colors: { primary: '#2563eb' }, mode: 'dark' })).json();
    expect(theme.mode).toBe('dark');
    expect(theme.colors).toMatchObject({ primary: '#2563eb', secondary: '#1f2937', accent: '#059669' });
    expect((await put('/api/admin/theme/1', { font_family: 'comic-sans' })).status).toBe(400);
    expect((await server.fetch('/api/admin/theme/2', { cookie })).status).toBe(404);
  });
});
