import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';
import { UserError } from '../errors.ts';
import { connectionState, DeliveryError, gatewayOf } from '../services/notifications.ts';
import { readJson } from './crud.ts';

// admin-area §8, the connection test's messages.
const testMessages = {
  missing: '⚠️ Preencha todos os campos da Evolution API primeiro',
  ok: '✅ Conexão OK!',
  notConnected: '❌ Erro na conexão',
  unreachable: '❌ Erro ao conectar com Evolution API. Verifique a URL e tente novamente.',
} as const;

/**
 * POST /api/admin/settings/test-connection: asks the gateway for its state from the server (never from the
 * browser, which would need the key). Fields in the body are tried before they are saved; missing ones
 * come from the saved settings.
 */
export function gatewayRoutes(db: Db): Hono {
  return new Hono().post('/test-connection', async (c) => {
    const body = ((await readJson(c.req.raw).catch(() => ({}))) ?? {}) as Record<string, unknown>;
    const [saved] = await db.select().from(settings).limit(1);
    const pick = (key: 'evolution_api_url' | 'evolution_api_key' | 'evolution_instance') =>
      (typeof body[key] === 'string' && (body[key] as string).trim()) || saved?.[key] || null;
    const gateway = gatewayOf({ evolution_api_url: pick('evolution_api_url'), evolution_api_key: pick('evolution_api_key'), evolution_instance: pick('evolution_instance') });
    if (!gateway) throw new UserError('invalid', testMessages.missing);
    try {
      const { state } = await connectionState(gateway);
      return c.json({ ok: state === 'open', state, message: state === 'open' ? testMessages.ok : testMessages.notConnected });
    } catch (error) {
      if (!(error instanceof DeliveryError)) throw error;
      return c.json({ error: { message: testMessages.unreachable, detail: error.message } }, 502);
    }
  });
}
