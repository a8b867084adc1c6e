import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

// npm run bench -- leads: the contact form's POST /api/leads at a steady 100 requests/s for 30 s, while the
// automation webhook receiver never answers and the WhatsApp gateway refuses connections, so every
// notification job is failing or hanging the whole time. Embedded database (PGlite) unless DATABASE_URL.

const root = path.resolve(import.meta.dirname, '..');
const RATE = 100;
const DURATION_S = 30;

const hanging = createServer(() => {
  /* never answers */
});
await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
const hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;

// A fixed port, so that the server's public address (and so Better Auth's allowed origin) is known.
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as AddressInfo;
    probe.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'retrato-bench-leads-'));
const child = spawn(process.execPath, ['tests/fixtures/serve.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_SAMPLES: 'false',
    LEADS_RATE_LIMIT: '0',
    MALLOC_ARENA_MAX: '2', // as npm start runs the server
    LOG_LEVEL: 'error',
    ADMIN_EMAIL: 'bench@retrato.test',
    ADMIN_PASSWORD: 'bench-password-123',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const url = await new Promise<string>((resolve) => {
  let out = '';
  child.stdout!.on('data', (chunk) => {
    out += chunk;
    const match = /READY (\S+)/.exec(out);
    if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
  });
});

try {
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url.replace('127.0.0.1', 'localhost') },
    body: JSON.stringify({ email: 'bench@retrato.test', password: 'bench-password-123' }),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const configured = await fetch(`${url}/api/admin/settings/1`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      lead_webhook_url: `${hangingUrl}/hook`,
      evolution_api_url: 'http://127.0.0.1:9', // nothing listens on the discard port: connection refused
      evolution_api_key: 'bench',
      evolution_instance: 'bench',
      whatsapp_notification_number: '11999999999',
    }),
  });
  if (!configured.ok) throw new Error(`settings: ${configured.status}`);

  const result = await autocannon({
    url: `${url}/api/leads`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Casal de Teste',
      email: 'casal@example.com',
      phone: '(11) 98765-4321',
      event_type: 'casamento',
      event_date: '2099-05-20',
      location: 'São Paulo, SP',
      message: 'Pedido feito pelo benchmark.',
    }),
    connections: 20,
    overallRate: RATE,
    duration: DURATION_S,
    // autocannon's correction for coordinated omission assumes one request every ceil(1 / rate) ms, here
    // 1 ms (rate is per connection and per second: 5), and records a 40 ms answer as 40 answers of 1 to
    // 40 ms. Each connection really sends 5 requests at the start of each second, one after the other,
    // so answers are recorded as they are measured.
    ignoreCoordinatedOmission: true,
  });
  const rssMb = Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
  const stats = await (await fetch(`${url}/api/admin/leads/stats`, { headers: { cookie } })).json();
  const summary = {
    measured_at: new Date().toISOString(),
    database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
    rate_per_s: RATE,
    duration_s: DURATION_S,
    requests: result.requests.total,
    status_2xx: result['2xx'],
    non_2xx: result.non2xx,
    errors: result.errors,
    latency_ms: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    leads_stored: stats.total,
    server_rss_mb: rssMb,
  };
  console.log(JSON.stringify(summary, null, 2));
  mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(path.join(import.meta.dirname, 'results', `leads-${summary.database}.json`), JSON.stringify(summary, null, 2));
} finally {
  child.kill('SIGTERM');
  hanging.closeAllConnections();
  hanging.close();
  rmSync(dataDir, { recursive: true, force: true });
}
