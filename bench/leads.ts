import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer } from './server.ts';

// npm run bench -- leads: the contact form's POST /api/leads at a steady 100 requests/s for 30 s, while the
// automation webhook receiver never answers and the WhatsApp gateway refuses connections, so every
// notification job is failing or hanging the whole time. Embedded database (PGlite) unless DATABASE_URL.

const RATE = 100;
const DURATION_S = 30;

const hanging = createServer(() => {
  /* never answers */
});
await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
const hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'retrato-bench-leads-'));
const server = await startBenchServer(dataDir, { LEADS_RATE_LIMIT: '0' });
const { url } = server;

try {
  const cookie = await server.signIn();
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
    // autocannon's default; BENCH_CONNECTIONS=20 sends the same rate in waves of 20.
    connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
    overallRate: RATE,
    duration: DURATION_S,
    // autocannon's correction for coordinated omission assumes one request every ceil(1 / rate) ms, here
    // 1 ms (rate is per connection and per second: 5), and records a 40 ms answer as 40 answers of 1 to
    // 40 ms. Each connection really sends 5 requests at the start of each second, one after the other,
    // so answers are recorded as they are measured.
    ignoreCoordinatedOmission: true,
  });
  const rssMb = Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
  const stats = await (await fetch(`${url}/api/admin/leads/stats`, { headers: { cookie } })).json();
  const summary = {
    measured_at: new Date().toISOString(),
    database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
    rate_per_s: RATE,
    connections: result.connections,
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
  writeFileSync(path.join(import.meta.dirname, 'results', `leads-${summary.database}-${summary.connections}.json`), JSON.stringify(summary, null, 2));
} finally {
  await server.stop();
  hanging.closeAllConnections();
  hanging.close();
  rmSync(dataDir, { recursive: true, force: true });
}
