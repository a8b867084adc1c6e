import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGLITE_CONF, migrationsFolder } from './client.ts';

// node server/db/create-pglite.ts <folder>: makes a new embedded database there, migrated, and exits.
// Run as a child process on a first start (with --liftoff-only, see client.ts): PostgreSQL's initdb and
// the first migrations inside WebAssembly peak at about 780 MB, memory a process never gives back, and
// the server should not carry that for the rest of its life (it peaks at about 440 MB on an existing
// database).

const dir = process.argv[2];
if (!dir) throw new Error('usage: create-pglite.ts <folder>');
const client = new PGlite(dir, { postgresqlconf: PGLITE_CONF });
await migrate(drizzle({ client }), { migrationsFolder });
await client.close();
