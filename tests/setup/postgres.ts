import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

// A throwaway PostgreSQL cluster on a loopback port for the integration suite, made with initdb from
// the local binaries (PG_BIN, pg_ctl on the PATH, or Debian's /usr/lib/postgresql/*/bin). TEST_DATABASE_URL
// points at an existing server instead. Without either, the suite runs on PGlite only and says so.

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

function findBinDir(): string | undefined {
  const candidates = [process.env.PG_BIN];
  const which = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  if (which) candidates.push(path.dirname(execFileSync('readlink', ['-f', which], { encoding: 'utf8' }).trim()));
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort().reverse()) candidates.push(path.join(debian, version, 'bin'));
  }
  return candidates.find((dir): dir is string => Boolean(dir && existsSync(path.join(dir, 'initdb'))));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const bin = findBinDir();
  if (!bin) {
    if (process.env.REQUIRE_POSTGRES) throw new Error('REQUIRE_POSTGRES is set but no PostgreSQL binaries were found');
    console.warn('[tests] no PostgreSQL binaries found: the integration suite runs on PGlite only');
    project.provide('postgresUrl', null);
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'retrato-pg-'));
  const dataDir = path.join(dir, 'data');
  // initdb refuses to run as root: run the cluster as the postgres user (or nobody).
  const asRoot = userInfo().uid === 0;
  const runAs = asRoot ? (spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody') : undefined;
  if (runAs) {
    const uid = Number(execFileSync('id', ['-u', runAs], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', runAs], { encoding: 'utf8' }));
    chmodSync(dir, 0o755);
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = runAs ? 'runuser' : path.join(bin, tool);
    const fullArgs = runAs ? ['-u', runAs, '--', path.join(bin, tool), ...args] : args;
    execFileSync(command, fullArgs, { stdio: 'pipe', cwd: dir });
  };
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  run('pg_ctl', [
    'start',
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
  ]);
  project.provide('postgresUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
  return () => {
    try {
      run('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
