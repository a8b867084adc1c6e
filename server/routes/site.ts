import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { exportSnapshot } from '../services/snapshot.ts';
import type { Publisher } from '../services/publisher.ts';

/** GET /api/admin/site (publishing state) and POST /api/admin/site/publish (build now). */
export function siteRoutes(publisher: Publisher): Hono {
  return new Hono()
    .get('/', (c) => c.json(publisher.state()))
    .post('/publish', (c) => {
      void publisher.publishNow();
      return c.json(publisher.state(), 202);
    });
}

/** GET /api/site/snapshot: everything public as one document, for builds (the caller is checked by app.ts). */
export function snapshotRoutes(db: Db, siteUrl: string): Hono {
  return new Hono().get('/', async (c) => c.json(await exportSnapshot(db, siteUrl)));
}
