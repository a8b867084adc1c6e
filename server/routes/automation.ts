import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { automationPostInput } from '../../core/schemas/automation-post.ts';
import type { Db } from '../db/client.ts';
import { UserError } from '../errors.ts';
import type { ApiKeyService } from '../services/api-keys.ts';
import { createPostFromAutomation } from '../services/automation.ts';
import { createRateLimit } from '../services/rate-limit.ts';
import type { ResourceService } from '../services/resources.ts';
import { fieldErrors, firstMessage } from '../services/resources.ts';
import { readJson } from './crud.ts';

const BODY_LIMIT = 1024 * 1024;
const PER_KEY_PER_MINUTE = 60;
const NO_KEY = 'Chave de API ausente ou inválida. Envie Authorization: Bearer <chave> ou x-api-key.';

/** POST /api/v1/blog-posts for automation tools, with an API key (Bearer or x-api-key). */
export function automationRoutes(keys: ApiKeyService, db: Db, resources: ResourceService): Hono {
  const limit = createRateLimit(PER_KEY_PER_MINUTE);
  return new Hono().post(
    '/blog-posts',
    bodyLimit({ maxSize: BODY_LIMIT, onError: (c) => c.json({ success: false, error: { message: 'Corpo maior que 1 MB.' } }, 413) }),
    async (c) => {
      const key = c.req.header('x-api-key') ?? c.req.header('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
      const keyId = key ? await keys.verify(key.trim()) : undefined;
      if (!keyId) throw new UserError('unauthorized', NO_KEY);
      if (!limit.take(keyId)) throw new UserError('rate_limited', 'Limite de 60 requisições por minuto atingido para esta chave.');
      const parsed = automationPostInput.safeParse(await readJson(c.req.raw));
      if (!parsed.success) throw new UserError('invalid', firstMessage(parsed.error), fieldErrors(parsed.error));
      const post = await createPostFromAutomation(db, resources, parsed.data);
      const { id, title, slug, is_published, published_at } = post as Record<string, unknown>;
      return c.json({ success: true, data: { id, title, slug, is_published, published_at } }, 201);
    },
  );
}

/** The admin's API keys: list, create (the key is in the answer, once), revoke. */
export function apiKeyRoutes(keys: ApiKeyService): Hono {
  return new Hono()
    .get('/', async (c) => {
      const rows = await keys.list();
      c.header('Content-Range', `api-keys 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
      return c.json(rows);
    })
    .post('/', async (c) => {
      const body = (await readJson(c.req.raw)) as { name?: unknown };
      const name = typeof body?.name === 'string' ? body.name.trim() : '';
      if (!name) throw new UserError('invalid', 'Dê um nome à chave (por exemplo, "n8n").', { name: 'Dê um nome à chave.' });
      return c.json(await keys.create(name.slice(0, 100)), 201);
    })
    .delete('/:id', async (c) => c.json(await keys.revoke(c.req.param('id'))));
}
