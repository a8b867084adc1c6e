import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startTestServer, type TestServer } from './helpers.ts';
import { eventually, startHttpStandIn, startSmtpStandIn } from './stand-ins.ts';

const SECRET = 'segredo-do-webhook';
const couple = {
  name: 'Mariana Souza',
  email: 'mariana@example.com',
  phone: '(11) 98765-4321',
  event_type: 'casamento',
  event_date: '2099-05-20',
  location: 'Campos do Jordão, SP',
  message: 'Queremos um orçamento para 150 convidados.',
};

describe.each(databases)('a new lead reaches the photographer on %s', (kind) => {
  let server: TestServer;
  let cookie: string;
  let receiver: Awaited<ReturnType<typeof startHttpStandIn>>;
  let evolution: Awaited<ReturnType<typeof startHttpStandIn>>;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    server.fetch('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const admin = (path: string, init: RequestInit = {}) =>
    server.fetch(`/api/admin${path}`, { ...init, cookie, headers: { 'content-type': 'application/json', origin: 'http://localhost' } });
  const webhooksFor = (id: string) => receiver.received.filter((r) => JSON.parse(r.body).id === id);

  beforeAll(async () => {
    receiver = await startHttpStandIn();
    evolution = await startHttpStandIn((r) =>
      r.path.includes('connectionState') ? { status: 200, body: { instance: { instanceName: 'estudio', state: 'open' } } } : { status: 201, body: { key: { id: 'x' } } },
    );
    smtp = await startSmtpStandIn();
    server = await startTestServer(kind, { env: { SMTP_URL: smtp.url, JOB_RETRY_DELAY_SECONDS: '1', LEADS_RATE_LIMIT: '0' } });
    cookie = await server.signIn();
    const saved = await admin('/settings/1', {
      method: 'PUT',
      body: JSON.stringify({
        site_title: 'Luz & Afeto',
        contact_email: 'contato@luzeafeto.com.br',
        lead_webhook_url: `${receiver.url}/n8n`,
        webhook_secret: SECRET,
        evolution_api_url: evolution.url,
        evolution_api_key: 'chave-evolution',
        evolution_instance: 'estudio',
        whatsapp_notification_number: '(11) 91234-5678',
        lead_auto_reply_enabled: true,
      }),
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([receiver?.close(), evolution?.close(), smtp?.close()]);
  });

  it('sends the automation webhook with the exact fields, signed', async () => {
    const response = await post(couple);
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const [request] = await eventually(() => (webhooksFor(id).length ? webhooksFor(id) : null));
    expect(request!.path).toBe('/n8n');
    const payload = new Webhook(SECRET, { format: 'raw' }).verify(request!.body, request!.headers as Record<string, string>);
    expect(payload).toEqual({
      event: 'contact_created',
      id,
      leadNome: couple.name,
      leadEmail: couple.email,
      leadTelefone: couple.phone,
      tipoEvento: 'casamento',
      dataCasamento: '2099-05-20',
      localEvento: couple.location,
      mensagem: couple.message,
      dataEnvio: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      origem: 'site',
      fotografo: 'Luz & Afeto',
      status: 'new',
      contact_url: 'http://localhost/admin/contacts',
    });
  });

  it('sends the WhatsApp alert through the Evolution API and the two e-mails', async () => {
    const { id } = await (await post({ ...couple, name: 'Beatriz Lima', email: 'bia@example.com' })).json();
    const alert = await eventually(() => evolution.received.find((r) => r.path === '/message/sendText/estudio' && r.body.includes('Beatriz Lima')));
    expect(alert.headers.apikey).toBe('chave-evolution');
    const body = JSON.parse(alert.body);
    expect(body.number).toBe('5511912345678');
    expect(body.text).toContain('Novo pedido de orçamento');
    expect(body.text).toContain('20/05/2099');

    // The studio's alert answers to the couple; the couple's confirmation answers to the studio.
    await eventually(() => smtp.mails.find((m) => m.to.includes('contato@luzeafeto.com.br') && m.raw.includes('Reply-To: bia@example.com')));
    const reply = await eventually(() => smtp.mails.find((m) => m.to.includes('bia@example.com')));
    expect(reply.raw).toContain('Reply-To: contato@luzeafeto.com.br');

    const deliveries = await eventually(async () => {
      const rows = (await (await admin(`/leads/${id}/deliveries`)).json()) as { channel: string; status: string }[];
      return rows.length === 4 && rows.every((d) => d.status === 'sent') ? rows : null;
    });
    expect(deliveries.map((d) => d.channel).sort()).toEqual(['auto_reply', 'email', 'webhook', 'whatsapp']);
  });

  it('keeps the lead when the receiver is down and delivers it once the receiver is back', async () => {
    receiver.answer(() => ({ status: 503 }));
    const response = await post({ ...couple, name: 'Receptor Fora' });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const retrying = await eventually(async () => {
      const rows = (await (await admin(`/leads/${id}/deliveries`)).json()) as { channel: string; status: string; last_error: string }[];
      return rows.find((d) => d.channel === 'webhook' && d.status === 'retrying');
    });
    expect(retrying.last_error).toContain('503');
    receiver.answer(() => ({ status: 200 }));
    await eventually(async () => {
      const rows = (await (await admin(`/leads/${id}/deliveries`)).json()) as { channel: string; status: string }[];
      return rows.find((d) => d.channel === 'webhook' && d.status === 'sent');
    }, 30_000);
    expect(webhooksFor(id).length).toBeGreaterThanOrEqual(2);
  });

  it('notifies on WhatsApp on demand and moves the lead to contacted', async () => {
    const { id } = await (await post({ ...couple, name: 'Notificar Agora' })).json();
    const alertsFor = () => evolution.received.filter((r) => r.body.includes('Notificar Agora'));
    await eventually(() => alertsFor().length === 1); // the automatic alert, queued with the lead
    const response = await admin(`/leads/${id}/notify`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(alertsFor()).toHaveLength(2);
    expect((await (await admin(`/leads/${id}`)).json()).status).toBe('contacted');

    evolution.answer(() => ({ status: 401, body: { message: 'Unauthorized' } }));
    const failed = await admin(`/leads/${id}/notify`, { method: 'POST', body: '{}' });
    expect(failed.status).toBe(400);
    expect((await failed.json()).error.message).toContain('401');
    evolution.answer((r) => (r.path.includes('connectionState') ? { status: 200, body: { instance: { state: 'open' } } } : { status: 201 }));
  });

  it('tests the gateway connection from the server with the spec messages', async () => {
    const ok = await admin('/settings/test-connection', { method: 'POST', body: '{}' });
    expect(await ok.json()).toMatchObject({ ok: true, state: 'open', message: '✅ Conexão OK!' });
    const unreachable = await admin('/settings/test-connection', { method: 'POST', body: JSON.stringify({ evolution_api_url: 'http://127.0.0.1:9' }) });
    expect(unreachable.status).toBe(502);
    expect((await unreachable.json()).error.message).toBe('❌ Erro ao conectar com Evolution API. Verifique a URL e tente novamente.');
  });

  it('counts leads by status and exports them as CSV', async () => {
    const stats = await (await admin('/leads/stats')).json();
    expect(stats.total).toBeGreaterThanOrEqual(4);
    expect(stats.contacted).toBeGreaterThanOrEqual(1);
    const bytes = Buffer.from(await (await admin('/leads/export.csv')).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // spreadsheets need the BOM to read accents
    const csv = bytes.subarray(3).toString('utf8');
    expect(csv.split('\r\n')[0]).toBe('Nome;E-mail;WhatsApp;Tipo de evento;Data do evento;Local;Mensagem;Status;Recebido em');
    expect(csv).toContain('Mariana Souza;mariana@example.com');
  });
});

describe('spam and abuse at POST /api/leads', () => {
  let server: TestServer;
  let cookie: string;
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    server.fetch('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const total = async () => (await (await server.fetch('/api/admin/leads/stats', { cookie })).json()).total;

  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { ALLOWED_ORIGINS: 'https://www.luzeafeto.com.br' } });
    cookie = await server.signIn();
  });
  afterAll(() => server?.stop());

  it('answers a bot that fills the hidden field or sends too fast as if all went well, and stores nothing', async () => {
    const honeypot = await post({ ...couple, website: 'http://spam.example' });
    expect(honeypot.status).toBe(201);
    const tooFast = await post({ ...couple, started_at: Date.now() - 500 });
    expect(tooFast.status).toBe(201);
    expect(await total()).toBe(0);
    const person = await post({ ...couple, website: '', started_at: Date.now() - 60_000 });
    expect(person.status).toBe(201);
    expect(await total()).toBe(1);
  });

  it('limits requests per address with a pt-BR message', async () => {
    const limited = await startTestServer('pglite', { env: { LEADS_RATE_LIMIT: '3' } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await limited.fetch('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...couple, name: '' }) })).status);
      const refused = await limited.fetch('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(couple) });
      expect(statuses).toEqual([400, 400, 400]);
      expect(refused.status).toBe(429);
      expect((await refused.json()).error.message).toBe('Muitas tentativas em pouco tempo. Aguarde um minuto e tente novamente.');
    } finally {
      await limited.stop();
    }
  });

  it('lets the public site post from its own origin and from allowed ones only', async () => {
    const preflight = (origin: string) =>
      server.fetch('/api/leads', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect((await preflight('https://www.luzeafeto.com.br')).headers.get('access-control-allow-origin')).toBe('https://www.luzeafeto.com.br');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});
