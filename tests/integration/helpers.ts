import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { startServer, type RunningServer, type StartOptions } from '../../server/server.ts';

// Each test file starts the real server on its own database and data folder, over real HTTP.

export const ADMIN = { email: 'admin@retrato.test', password: 'senha-segura-123' };

export type DatabaseKind = 'pglite' | 'postgres';

/** The databases the suite runs on: PGlite always, PostgreSQL when the setup could make one. */
export const databases: DatabaseKind[] = inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];

/** A new, empty PostgreSQL database on the throwaway cluster. */
export async function createPostgresDatabase(): Promise<string> {
  const base = inject('postgresUrl');
  if (!base) throw new Error('no PostgreSQL server for this run');
  const name = `retrato_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export type TestServer = RunningServer & {
  dataDir: string;
  /** fetch against the server; `cookie` signs the request in. */
  fetch(path: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
  signIn(email?: string, password?: string): Promise<string>;
  stop(): Promise<void>;
};

export async function startTestServer(
  kind: DatabaseKind,
  options: StartOptions & { env?: Record<string, string>; databaseUrl?: string; dataDir?: string } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'retrato-test-'));
  const databaseUrl = kind === 'postgres' ? (options.databaseUrl ?? (await createPostgresDatabase())) : undefined;
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'error',
    SITE_BUILD_DEBOUNCE_MS: '50',
    // Painting the samples costs ~30 s of CPU; the samples test turns it back on.
    SEED_SAMPLES: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const server = await startServer({ ...config, publicUrl: 'http://localhost' }, { buildAdmin: false, publish: false, ...options });
  await server.initialized;
  const call = (p: string, init: RequestInit & { cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set('cookie', init.cookie);
    return fetch(server.url + p, { ...init, headers, redirect: 'manual' });
  };
  return {
    ...server,
    dataDir,
    fetch: call,
    async signIn(email = ADMIN.email, password = ADMIN.password) {
      const response = await call('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        body: JSON.stringify({ email, password }),
      });
      if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
      return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    },
    async stop() {
      await server.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
