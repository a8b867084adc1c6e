import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries } from '../../server/db/schema/index.ts';
import { ADMIN, createPostgresDatabase, databases, startTestServer } from './helpers.ts';
import { eventually, startHttpStandIn } from './stand-ins.ts';

const root = path.resolve(import.meta.dirname, '../..');
const couple = (n: number) => ({
  name: `Casal ${n}`,
  email: `casal${n}@example.com`,
  phone: '(11) 98765-4321',
  event_type: 'casamento',
  event_date: '2099-05-20',
});

type Child = { process: ChildProcess; url: string };

function startChild(env: Record<string, string>): Promise<Child> {
  const child = spawn(process.execPath, ['tests/fixtures/serve.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', SEED_SAMPLES: 'false', LEADS_RATE_LIMIT: '0', JOB_RETRY_DELAY_SECONDS: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /READY (\S+)/.exec(out);
      if (match) resolve({ process: child, url: match[1]!.replace('localhost', '127.0.0.1') });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready`)));
  });
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url.replace('127.0.0.1', 'localhost') },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in ${response.status}`);
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

describe.each(databases)('no acknowledged lead is lost on %s', (kind) => {
  let receiver: Awaited<ReturnType<typeof startHttpStandIn>>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'retrato-kill-'));
  let env: Record<string, string>;

  beforeAll(async () => {
    receiver = await startHttpStandIn();
    env = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    if (kind === 'postgres') env.DATABASE_URL = await createPostgresDatabase();
  });
  afterAll(async () => {
    await receiver?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('when the server is killed with SIGKILL in the middle of a burst and restarted', async () => {
    const first = await startChild(env);
    const firstExited = new Promise((resolve) => first.process.once('exit', resolve));
    const publicUrl = first.url.replace('127.0.0.1', 'localhost');
    let cookie = await signIn(first.url);
    const saved = await fetch(`${first.url}/api/admin/settings/1`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ lead_webhook_url: `${receiver.url}/hook` }),
    });
    expect(saved.status, publicUrl).toBe(200);

    // A burst from 8 clients at once; the server is killed as soon as 40 leads were acknowledged.
    const acknowledged: string[] = [];
    let sent = 0;
    let killed = false;
    const client = async () => {
      while (!killed && sent < 400) {
        const n = sent++;
        try {
          const response = await fetch(`${first.url}/api/leads`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(couple(n)),
          });
          if (response.status === 201) acknowledged.push((await response.json()).id);
        } catch {
          // refused or cut off by the kill: not acknowledged, so the visitor knows it failed
        }
        if (acknowledged.length >= 40 && !killed) {
          killed = true;
          first.process.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, client));
    await firstExited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    const second = await startChild(env);
    const secondExited = new Promise((resolve) => second.process.once('exit', resolve));
    try {
      cookie = await signIn(second.url);
      for (const id of acknowledged) {
        const response = await fetch(`${second.url}/api/admin/leads/${id}`, { headers: { cookie } });
        expect(response.status, `lead ${id}`).toBe(200);
      }
      const delivered = () => new Set(receiver.received.map((r) => JSON.parse(r.body).id as string));
      await eventually(() => acknowledged.every((id) => delivered().has(id)), 150_000);
    } finally {
      second.process.kill('SIGTERM');
      await secondExited;
    }
  }, 240_000);
});

describe.runIf(databases.includes('postgres'))('two server processes on one PostgreSQL', () => {
  it('deliver each lead webhook once', async () => {
    const receiver = await startHttpStandIn();
    const databaseUrl = await createPostgresDatabase();
    const a = await startTestServer('postgres', { databaseUrl, env: { JOB_RETRY_DELAY_SECONDS: '1', LEADS_RATE_LIMIT: '0' } });
    const b = await startTestServer('postgres', { databaseUrl, env: { JOB_RETRY_DELAY_SECONDS: '1', LEADS_RATE_LIMIT: '0' } });
    try {
      const cookie = await a.signIn();
      await a.fetch('/api/admin/settings/1', {
        method: 'PUT',
        cookie,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lead_webhook_url: `${receiver.url}/hook` }),
      });
      const ids: string[] = [];
      for (let n = 0; n < 30; n++) {
        const server = n % 2 ? a : b;
        const response = await server.fetch('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(couple(n)) });
        ids.push((await response.json()).id);
      }
      const deliveries = () => receiver.received.map((r) => JSON.parse(r.body).id as string);
      await eventually(() => ids.every((id) => deliveries().includes(id)), 30_000);
      await new Promise((resolve) => setTimeout(resolve, 2000)); // a duplicate would have arrived by now
      for (const id of ids) expect(deliveries().filter((d) => d === id), id).toHaveLength(1);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await receiver.close();
    }
  }, 120_000);
});

describe.each(databases)('the outbox on %s', (kind) => {
  it('sends at the next start the notifications of a lead whose jobs were never queued', async () => {
    const receiver = await startHttpStandIn();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'retrato-outbox-'));
    const databaseUrl = kind === 'postgres' ? await createPostgresDatabase() : undefined;
    const first = await startTestServer(kind, { dataDir, databaseUrl });
    let firstRunning = true;
    try {
      const cookie = await first.signIn();
      const saved = await first.fetch('/api/admin/settings/1', {
        method: 'PUT',
        cookie,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lead_webhook_url: `${receiver.url}/hook` }),
      });
      expect(saved.status).toBe(200);
      // As a process killed between storing a lead and queueing its jobs leaves it: in the outbox only.
      await first.outbox.stop();
      const response = await first.fetch('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(couple(1)) });
      expect(response.status).toBe(201);
      const { id } = await response.json();
      const waiting = await first.db.select({ channel: deliveries.channel, queued_at: deliveries.queued_at }).from(deliveries).where(eq(deliveries.lead_id, id));
      expect(waiting).toEqual([{ channel: 'webhook', queued_at: null }]);
      await first.stop();
      firstRunning = false;

      const second = await startTestServer(kind, { dataDir, databaseUrl });
      try {
        const [request] = await eventually(() => {
          const found = receiver.received.filter((r) => JSON.parse(r.body).id === id);
          return found.length ? found : null;
        });
        expect(JSON.parse(request!.body)).toMatchObject({ event: 'contact_created', id, leadNome: 'Casal 1' });
      } finally {
        await second.stop();
      }
    } finally {
      if (firstRunning) await first.stop();
      await receiver.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
