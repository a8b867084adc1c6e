import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { startPgliteThread } from './pglite-thread.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connections `db` uses: for the embedded database, its one connection, which the job queue shares. */
  pool: pg.Pool;
  /** The PostgreSQL server's address, for the job queue's own connections. */
  url?: string;
  /** Applies the committed migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const LOCK_FILE = 'retrato.pid';
export const migrationsFolder = path.join(import.meta.dirname, 'migrations');
// Any constant works; it only has to be the same for every Retrato process on one database.
const MIGRATION_LOCK = 4_721_001;

/** PostgreSQL at `databaseUrl` when given, else the embedded PGlite database in `DATA_DIR/db`. */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Database {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.join(options.dataDir, 'db'));
}

/**
 * PostgreSQL's default 128 MB+ of shared buffers lives inside WebAssembly memory and doubles the server's
 * resident size; a photographer's database is a few megabytes, so 32 MB caches all of it. A new 16 MB
 * WAL file is not filled with zeros first: that held the statement that crossed into it for 20 ms.
 */
export const PGLITE_CONF = ['shared_buffers = 32MB', 'wal_init_zero = off'];

function openPglite(dir: string): Database {
  mkdirSync(dir, { recursive: true });
  const releaseLock = lockFolder(dir);
  createPglite(dir);
  const thread = startPgliteThread(dir, PGLITE_CONF);
  // One session: one connection, kept for the life of the server (see pglite-thread.ts).
  const pool = new pg.Pool({ stream: () => thread.connect(), user: 'postgres', database: 'postgres', max: 1, idleTimeoutMillis: 0 });
  return {
    ...overPool(pool),
    kind: 'pglite',
    close: async () => {
      await pool.end();
      await thread.close();
      releaseLock();
    },
  };
}

/**
 * Makes and migrates the embedded database on a first start, in a child process (see create-pglite.ts),
 * in a folder beside `dir` whose files are then moved in; PG_VERSION moves last and marks it complete.
 */
function createPglite(dir: string): void {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  for (const entry of readdirSync(dir)) if (entry !== LOCK_FILE) rmSync(path.join(dir, entry), { recursive: true, force: true });
  const fresh = `${dir}.new`;
  rmSync(fresh, { recursive: true, force: true });
  // --liftoff-only: see docs/decisions.md ("The embedded database's WebAssembly...").
  execFileSync(process.execPath, ['--liftoff-only', path.join(import.meta.dirname, 'create-pglite.ts'), fresh], { stdio: 'inherit' });
  const entries = readdirSync(fresh).filter((entry) => entry !== 'PG_VERSION');
  for (const entry of [...entries, 'PG_VERSION']) renameSync(path.join(fresh, entry), path.join(dir, entry));
  rmSync(fresh, { recursive: true, force: true });
}

/**
 * PGlite runs inside one process; a second process opening the same folder would corrupt it. A pid file
 * refuses the second one with a clear message (a stale file from a killed process is taken over).
 */
function lockFolder(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(file, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(`The embedded database in ${dir} is in use by another Retrato process (pid ${owner}). Stop it first.`);
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return { ...overPool(pool), kind: 'postgres', url, close: () => pool.end() };
}

function overPool(pool: pg.Pool) {
  return {
    db: drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db,
    pool,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
  };
}
