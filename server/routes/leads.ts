import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { leadInput } from '../../core/schemas/lead.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { UserError, messages } from '../errors.ts';
import { listDeliveries } from '../services/deliveries.ts';
import { looksLikeBot, type LeadService } from '../services/leads.ts';
import { createRateLimit } from '../services/rate-limit.ts';
import { fieldErrors } from '../services/resources.ts';
import { leadsCsv } from '../services/leads-csv.ts';
import { clientIp } from './client-ip.ts';

const TOO_MANY = 'Muitas tentativas em pouco tempo. Aguarde um minuto e tente novamente.';

/**
 * POST /api/leads from the contact form: JSON from the island, or form-encoded from the plain HTML form
 * (no JavaScript), which gets a redirect to a result page instead of JSON.
 */
export function leadRoutes(leads: LeadService, config: Config): Hono {
  const limit = createRateLimit(config.leadsRateLimit);
  const origins = [config.publicUrl, ...config.allowedOrigins];
  return new Hono()
    .use('*', cors({ origin: (origin) => (origins.includes(origin) ? origin : null), allowMethods: ['POST'], maxAge: 600 }))
    .post('/', async (c) => {
      const type = c.req.header('content-type') ?? '';
      const isForm = type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data');
      if (!limit.take(clientIp(c, config.trustProxy))) {
        if (isForm) return c.redirect('/contato/erro/', 303);
        throw new UserError('rate_limited', TOO_MANY);
      }
      let body: Record<string, unknown>;
      try {
        body = isForm ? Object.fromEntries((await c.req.formData()).entries()) : ((await c.req.json()) as Record<string, unknown>);
        if (!body || typeof body !== 'object') throw new Error('not an object');
      } catch {
        throw new UserError('invalid', 'Corpo da requisição inválido.');
      }
      if (looksLikeBot(body)) return isForm ? c.redirect('/contato/obrigado/', 303) : c.json({ id: randomUUID() }, 201);
      const parsed = leadInput.safeParse(body);
      if (!parsed.success) {
        if (isForm) return c.redirect('/contato/erro/', 303);
        throw new UserError('invalid', messages.invalid, fieldErrors(parsed.error));
      }
      const lead = await leads.create(parsed.data);
      if (isForm) return c.redirect('/contato/obrigado/', 303);
      return c.json({ id: lead.id }, 201);
    });
}

/** The admin's lead actions beside the generic REST routes: counters, notify, deliveries, CSV export. */
export function adminLeadRoutes(leads: LeadService, db: Db): Hono {
  return new Hono()
    .get('/stats', async (c) => c.json(await leads.stats()))
    .get('/export.csv', async (c) => {
      const status = c.req.query('status');
      return c.body(await leadsCsv(db, status), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="contatos-${new Date().toISOString().slice(0, 10)}.csv"`,
      });
    })
    .post('/:id/notify', async (c) => {
      await leads.notifyNow(c.req.param('id'));
      return c.json({ success: true });
    })
    .get('/:id/deliveries', async (c) => c.json(await listDeliveries(db, c.req.param('id'))));
}
