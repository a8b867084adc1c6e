import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { NPM_START } from './server.ts';

// npm run bench -- startup: start-up and footprint of `npm start`, measured as a user meets them.
//   cold clone:     no admin build, no data folder (what a fresh clone's first `npm start` does)
//   fresh data:     admin already built, empty data folder (seed + first site build)
//   existing data:  the same data folder again (nothing to build)
// Results go to bench/results/startup.json; bench/README.md holds the table.

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4381);

function start(dataDir: string): ChildProcess {
  return spawn(process.execPath, [...NPM_START.nodeArgs, 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...NPM_START.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_EMAIL: 'bench@retrato.test', ADMIN_PASSWORD: 'bench-password-123' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function untilHealthy(started: number, limitMs = 600_000): Promise<number> {
  while (Date.now() - started < limitMs) {
    try {
      const response = await fetch(`http://localhost:${port}/api/health`);
      if (response.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('server did not become healthy');
}

/** The server's resident memory now (VmRSS) and at its highest so far (VmHWM), in MB. */
function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Math.round(Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function measure(label: string, dataDir: string) {
  const started = Date.now();
  const child = start(dataDir);
  const healthyMs = await untilHealthy(started);
  await sleep(10_000); // let start-up garbage settle before reading idle memory
  const memory = memoryMb(child.pid!);
  const build = JSON.parse(readFileSync(path.join(dataDir, 'site', 'current.json'), 'utf8')) as { duration_ms: number };
  await stop(child);
  console.log(`${label}: healthy in ${healthyMs} ms, idle RSS ${memory.rss} MB (peak ${memory.peak} MB), site build ${build.duration_ms} ms`);
  return { label, healthyMs, idleRssMb: memory.rss, peakRssMb: memory.peak, siteBuildMs: build.duration_ms };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'retrato-bench-'));
try {
  const results = [];
  if (!process.argv.includes('--warm')) {
    rmSync(path.join(root, 'dist', 'admin'), { recursive: true, force: true });
    const coldDir = mkdtempSync(path.join(tmpdir(), 'retrato-bench-cold-'));
    results.push(await measure('cold clone (admin + site built, samples seeded)', coldDir));
    rmSync(coldDir, { recursive: true, force: true });
  }
  results.push(await measure('fresh data folder (samples seeded, site built)', dataDir));
  results.push(await measure('existing data folder', dataDir));
  mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(
    path.join(import.meta.dirname, 'results', 'startup.json'),
    JSON.stringify({ measured_at: new Date().toISOString(), node: process.version, results }, null, 2),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
