import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import { countAdmins, upsertAdmin } from './auth/admin-account.ts';
import { createAuth } from './auth/index.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createEvents } from './events.ts';
import { createLogger } from './log.ts';
import { adminDir, ensureAdminBuilt } from './services/admin-app.ts';
import { createOutbox } from './jobs/outbox.ts';
import { createQueue } from './jobs/queue.ts';
import { createApiKeyService } from './services/api-keys.ts';
import { announcePost, createDeliveryHandlers } from './services/deliveries.ts';
import { createLeadService } from './services/leads.ts';
import { createMediaService } from './services/media.ts';
import { createPublisher } from './services/publisher.ts';
import { createResourceService } from './services/resources.ts';
import { createSettingsCache } from './services/settings-cache.ts';
import { createSingletonService } from './services/singletons.ts';
import { initializeContent } from './services/samples/seed.ts';
import { createStorage } from './storage/index.ts';

export type StartOptions = {
  /** Build the admin app when stale (npm start: yes; API tests: no). */
  buildAdmin?: boolean;
  /** Publish the site, at start and after every change (npm start: yes; API tests: no). */
  publish?: boolean;
};

export type RunningServer = {
  url: string;
  close(): Promise<void>;
  /** Resolves once the content is initialized (the samples seeded on a first start); rejects if it cannot be. */
  initialized: Promise<void>;
  /** Resolves once the admin is built and the site has been published, as /api/health reports. */
  ready: Promise<void>;
} & ReturnType<typeof createServices>;

function createServices(config: Config) {
  const log = createLogger(config.logLevel);
  const database = openDatabase(config);
  const events = createEvents();
  const storage = createStorage(config);
  const db = database.db;
  const queue = createQueue(database, config, log);
  const outbox = createOutbox(db, queue, log);
  const settingsCache = createSettingsCache(db, events);
  return {
    queue,
    outbox,
    settingsCache,
    config,
    log,
    database,
    db,
    events,
    storage,
    auth: createAuth(db, config),
    resources: createResourceService(db, events),
    singletons: createSingletonService(db, events),
    leads: createLeadService(db, database.pool, events, outbox, config, settingsCache),
    apiKeys: createApiKeyService(db),
    media: createMediaService(db, storage),
    publisher: createPublisher({ config, db, log }),
  };
}

/** Migrates, makes the first admin, seeds the samples on first run, then serves everything on one port. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const { buildAdmin = true, publish = true } = options;
  const services = createServices(config);
  const { log, database, db, auth, events, publisher } = services;

  await database.migrate();
  log.info(`database ready (${database.kind === 'pglite' ? `embedded, ${path.join(config.dataDir, 'db')}` : 'PostgreSQL'})`);
  await ensureFirstAdmin(services);
  await services.queue.start(createDeliveryHandlers(db, config, log, services.settingsCache));
  await services.outbox.start();
  // Media no content uses any more (older than an hour) is removed four times a day.
  await services.queue.every('media.orphans', '17 */6 * * *', () => services.media.removeOrphans());

  // Every change to public content asks for a new build; leads are private and do not.
  events.on((name, { id }) => {
    if (publish && !name.startsWith('contact.')) publisher.request(name);
    if ((name === 'post.created' || name === 'post.updated') && id) {
      announcePost(db, services.outbox, services.settingsCache, id, name).catch((error) => log.error('could not queue the blog webhook', error));
    }
  });

  let adminReady = !buildAdmin;
  let contentReady = false;
  const app = createApp({
    ...services,
    adminDir: adminDir(config),
    isInitialized: () => contentReady,
    isReady: () => contentReady && adminReady && publisher.currentDir() !== null,
  });
  const server = await listen(app.fetch, config.port, config.host);
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  log.info(`Retrato is running at ${url} (admin: ${url}/admin)`);

  // The port answers at once ("starting") while a first start seeds and builds.
  const initialized = initializeContent(services).then(() => {
    contentReady = true;
  });
  const ready = Promise.all([
    buildAdmin
      ? ensureAdminBuilt(config, log).then(() => {
          adminReady = true;
        })
      : undefined,
    initialized.then(() => (publish ? publisher.publishNow() : undefined)),
  ]).then(() => undefined);
  ready.catch((error) => log.error('start-up failed', error));

  return {
    ...services,
    url,
    initialized,
    ready,
    async close() {
      publisher.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.outbox.stop();
      await services.queue.stop();
      await database.close();
    },
  };
}

function listen(fetch: Parameters<typeof serve>[0]['fetch'], port: number, hostname: string): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, () => resolve(server));
    server.once('error', reject);
  });
}

async function ensureFirstAdmin({ config, db, auth, log }: ReturnType<typeof createServices>) {
  if ((await countAdmins(db)) > 0) return;
  if (config.adminEmail && config.adminPassword) {
    await upsertAdmin(auth, db, config.adminEmail, config.adminPassword);
    log.info(`admin account created for ${config.adminEmail}`);
    return;
  }
  log.warn(
    [
      'There is no admin account yet. Create one with either:',
      '  ADMIN_EMAIL=you@example.com ADMIN_PASSWORD=a-long-password npm start',
      '  npm run admin:create -- --email you@example.com --password a-long-password   (with the server stopped)',
    ].join('\n'),
  );
}
