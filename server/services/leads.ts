import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { LEAD_STATUSES } from '../../core/constants.ts';
import type { LeadInput } from '../../core/schemas/lead.ts';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { deliveries, leads } from '../db/schema/index.ts';
import { UserError, messages } from '../errors.ts';
import type { Events } from '../events.ts';
import type { Outbox } from '../jobs/outbox.ts';
import { leadChannels } from './deliveries.ts';
import { DeliveryError, gatewayOf, leadSummary, sendWhatsapp } from './notifications.ts';
import type { SettingsCache } from './settings-cache.ts';

/** A form filled faster than this was filled by a program (public-site: spam and abuse). */
export const MIN_FILL_MS = 3000;

export const leadMessages = {
  notifyNotConfigured: 'Configure a Evolution API e o número de notificação em Configurações primeiro.',
} as const;

/**
 * Bots fill the hidden `website` field, or send the form within seconds of loading it. They get the
 * same answer as a person, so they learn nothing, and nothing is stored or sent.
 */
export function looksLikeBot(fields: { website?: unknown; started_at?: unknown }, now = Date.now()): boolean {
  if (typeof fields.website === 'string' && fields.website.trim() !== '') return true;
  const started = Number(fields.started_at);
  return Number.isFinite(started) && started > 0 && now - started < MIN_FILL_MS;
}

/**
 * A quote request and its delivery rows, in one statement: both are committed, or neither. Written out in
 * SQL and prepared by name, so each connection parses and plans it once: every quote request runs it, and
 * on the embedded database the query builder added half the statement's cost again, and parsing and
 * planning it each time as much once more.
 */
const INSERT_LEAD = {
  name: 'lead.create',
  text: `
    with lead as (
      insert into leads (id, name, email, phone, event_type, event_date, location, message, status)
      values ($1, $2, $3, $4, $5, $6, $7, $8, 'new')
      returning id)
    insert into deliveries (lead_id, channel, event)
    select lead.id, channel, 'contact.created' from lead, jsonb_array_elements_text($9::jsonb) as channel`,
};

export function createLeadService(db: Db, pool: Database['pool'], events: Events, outbox: Outbox, config: Config, settingsCache: SettingsCache) {
  return {
    /**
     * Stores a quote request with status "new" and its delivery rows before the visitor is answered
     * (DESIGN decision 10). The outbox queues the notification jobs right after.
     */
    async create(input: LeadInput): Promise<{ id: string }> {
      const id = randomUUID();
      const channels = leadChannels(await settingsCache.get(), config);
      // The values are the zod schema's output.
      const { name, email, phone, event_type, event_date, location, message } = input;
      await pool.query({ ...INSERT_LEAD, values: [id, name, email, phone, event_type, event_date, location, message, JSON.stringify(channels)] });
      if (channels.length) outbox.wake();
      events.emit('contact.created', { id });
      return { id };
    },

    /** "Notificar no WhatsApp": sends now and, when it went out, marks the lead as contacted (admin-area §4). */
    async notifyNow(id: string) {
      const [lead] = await db.select().from(leads).where(eq(leads.id, id));
      if (!lead) throw new UserError('not_found', messages.notFound);
      const current = await settingsCache.get();
      const gateway = current ? gatewayOf(current) : null;
      if (!gateway || !current?.whatsapp_notification_number) throw new UserError('invalid', leadMessages.notifyNotConfigured);
      try {
        await sendWhatsapp(gateway, current.whatsapp_notification_number, leadSummary(lead));
      } catch (error) {
        const reason = error instanceof DeliveryError ? error.message : 'Falha na notificação';
        await db.insert(deliveries).values({ lead_id: id, channel: 'whatsapp', event: 'manual', status: 'failed', attempts: 1, last_error: reason });
        throw new UserError('invalid', reason);
      }
      await db.transaction(async (tx) => {
        await tx.insert(deliveries).values({ lead_id: id, channel: 'whatsapp', event: 'manual', status: 'sent', attempts: 1, sent_at: new Date() });
        await tx.update(leads).set({ status: 'contacted' }).where(eq(leads.id, id));
      });
      events.emit('contact.updated', { id });
    },

    async stats() {
      const rows = await db.select({ status: leads.status, n: count() }).from(leads).groupBy(leads.status);
      const byStatus = Object.fromEntries(LEAD_STATUSES.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0]));
      return { ...byStatus, total: rows.reduce((sum, r) => sum + r.n, 0) } as Record<(typeof LEAD_STATUSES)[number] | 'total', number>;
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
