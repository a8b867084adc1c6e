import { parseArgs } from 'node:util';
import { upsertAdmin } from '../server/auth/admin-account.ts';
import { createAuth } from '../server/auth/index.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';

// npm run admin:create -- --email E --password P
// Creates an admin account, or sets a new password for an existing one.

const usage = 'Usage: npm run admin:create -- --email you@example.com --password a-long-password';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
if (!values.email || !values.password) {
  console.error(usage);
  process.exit(2);
}
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) {
  console.error(`Not an e-mail address: ${values.email}\n${usage}`);
  process.exit(2);
}
if (values.password.length < 8) {
  console.error('The password must have at least 8 characters.');
  process.exit(2);
}

const config = loadConfig();
let database;
try {
  database = openDatabase(config);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
try {
  await database.migrate();
  const outcome = await upsertAdmin(createAuth(database.db, config), database.db, values.email, values.password);
  console.log(outcome === 'created' ? `Admin account created for ${values.email}.` : `Password updated for ${values.email}.`);
} finally {
  await database.close();
}
