import { count, eq } from 'drizzle-orm';
import { LEAD_STATUSES } from '../../core/constants.ts';
import type { LeadInput } from '../../core/schemas/lead.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { deliveries, leads, settings } from '../db/schema/index.ts';
import { UserError, messages } from '../errors.ts';
import type { Events } from '../events.ts';
import type { Queue } from '../jobs/queue.ts';
import { enqueueDeliveries, leadChannels } from './deliveries.ts';
import { DeliveryError, gatewayOf, leadSummary, sendWhatsapp } from './notifications.ts';

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

export function createLeadService(db: Db, events: Events, queue: Queue, config: Config) {
  return {
    /**
     * Stores a quote request with status "new" and, in the same transaction, its notification jobs.
     * Resolves only once both are committed (DESIGN decision 10).
     */
    async create(input: LeadInput) {
      const [current] = await db.select().from(settings).limit(1);
      const channels = leadChannels(current, config);
      const lead = await db.transaction(async (tx) => {
        const [row] = await tx.insert(leads).values({ ...input, status: 'new' }).returning();
        await enqueueDeliveries(tx, queue, { lead_id: row!.id, event: 'contact.created' }, channels);
        return row!;
      });
      events.emit('contact.created', { id: lead.id });
      return lead;
    },

    /** "Notificar no WhatsApp": sends now and, when it went out, marks the lead as contacted (admin-area §4). */
    async notifyNow(id: string) {
      const [lead] = await db.select().from(leads).where(eq(leads.id, id));
      if (!lead) throw new UserError('not_found', messages.notFound);
      const [current] = await db.select().from(settings).limit(1);
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
