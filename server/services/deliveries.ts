import { desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { blogPosts, businessInfo, deliveries, leads } from '../db/schema/index.ts';
import type { Outbox } from '../jobs/outbox.ts';
import type { JobHandler, JobName } from '../jobs/queue.ts';
import type { Logger } from '../log.ts';
import { gatewayOf, leadSummary, leadWebhookPayload, postWebhook, sendEmail, sendWhatsapp } from './notifications.ts';
import type { Settings, SettingsCache } from './settings-cache.ts';

// Every notification is a delivery row plus a job. The row is what the photographer sees (sent,
// retrying with the last error, failed with the reason); the job does the sending and is retried with
// backoff. A job re-reads its row and does nothing when it was already sent, so running twice is harmless.

type Channel = (typeof deliveries.$inferSelect)['channel'];

class NotConfigured extends Error {}

/** The lead notifications this installation is set up for, decided when the lead arrives. */
export function leadChannels(s: Settings | undefined, config: Config): Channel[] {
  if (!s) return [];
  const channels: Channel[] = [];
  if (s.lead_webhook_url) channels.push('webhook');
  if (gatewayOf(s) && s.whatsapp_notification_number) channels.push('whatsapp');
  if (config.smtpUrl) {
    channels.push('email');
    if (s.lead_auto_reply_enabled) channels.push('auto_reply');
  }
  return channels;
}

/** Queues the blog webhook for a saved post when one is configured (post_created / post_updated). */
export async function announcePost(db: Db, outbox: Outbox, settings: SettingsCache, postId: string, event: 'post.created' | 'post.updated') {
  if (!(await settings.get())?.blog_webhook_url) return;
  await db.insert(deliveries).values({ post_id: postId, event: event === 'post.created' ? 'post_created' : 'post_updated', channel: 'blog_webhook' });
  outbox.wake();
}

export function listDeliveries(db: Db, leadId: string) {
  return db.select().from(deliveries).where(eq(deliveries.lead_id, leadId)).orderBy(desc(deliveries.created_at));
}

export function createDeliveryHandlers(db: Db, config: Config, log: Logger, settings: SettingsCache): Record<JobName, JobHandler> {
  const studioName = async (s: Settings) => {
    const [business] = await db.select({ name: businessInfo.name, email: businessInfo.email }).from(businessInfo).limit(1);
    return { name: s.site_title ?? s.site_name ?? business?.name ?? 'Retrato', email: s.contact_email ?? business?.email ?? null };
  };

  async function send(delivery: typeof deliveries.$inferSelect, s: Settings) {
    if (delivery.channel === 'blog_webhook') {
      const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, delivery.post_id!));
      if (!post) return; // deleted since: nothing to announce
      if (!s.blog_webhook_url) throw new NotConfigured('O webhook do blog foi removido das configurações.');
      const { tags: _tags, is_sample: _sample, updated_at: _updated, ...fields } = post;
      await postWebhook(
        s.blog_webhook_url,
        { event: delivery.event, ...fields, post_url: `${config.publicUrl}/blog/${post.slug}` },
        { id: delivery.id, secret: s.webhook_secret },
      );
      return;
    }
    const [lead] = await db.select().from(leads).where(eq(leads.id, delivery.lead_id!));
    if (!lead) return;
    const studio = await studioName(s);
    switch (delivery.channel) {
      case 'webhook':
        if (!s.lead_webhook_url) throw new NotConfigured('O webhook de contatos foi removido das configurações.');
        return postWebhook(s.lead_webhook_url, leadWebhookPayload(lead, studio.name, config.publicUrl), { id: delivery.id, secret: s.webhook_secret });
      case 'whatsapp': {
        const gateway = gatewayOf(s);
        if (!gateway || !s.whatsapp_notification_number) throw new NotConfigured('A Evolution API não está configurada.');
        return sendWhatsapp(gateway, s.whatsapp_notification_number, leadSummary(lead));
      }
      case 'email':
        if (!config.smtpUrl || !studio.email) throw new NotConfigured('Não há e-mail de contato nas configurações.');
        return sendEmail(config.smtpUrl, {
          from: studio.email,
          to: studio.email,
          replyTo: lead.email,
          subject: `Novo pedido de orçamento: ${lead.name}`,
          text: leadSummary(lead).replace(/\*/g, ''),
        });
      case 'auto_reply':
        if (!config.smtpUrl || !studio.email) throw new NotConfigured('Não há e-mail de contato nas configurações.');
        return sendEmail(config.smtpUrl, {
          from: studio.email,
          to: lead.email,
          replyTo: studio.email,
          subject: `Recebemos seu pedido de orçamento — ${studio.name}`,
          text: [
            `Olá, ${lead.name.split(' ')[0]}!`,
            '',
            `Recebemos seu pedido de orçamento e responderemos em até 24 horas.`,
            'Enquanto isso, fique à vontade para responder este e-mail com qualquer detalhe do seu evento.',
            '',
            `Com carinho,`,
            studio.name,
          ].join('\n'),
        });
    }
  }

  const handle: JobHandler = async (job) => {
    const [delivery] = await db.select().from(deliveries).where(eq(deliveries.id, job.data.deliveryId));
    if (!delivery || delivery.status === 'sent' || delivery.status === 'failed') return;
    try {
      await send(delivery, (await settings.get())!);
      await db
        .update(deliveries)
        .set({ status: 'sent', attempts: sql`${deliveries.attempts} + 1`, last_error: null, sent_at: new Date() })
        .where(eq(deliveries.id, delivery.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = error instanceof NotConfigured || job.retryCount >= job.retryLimit;
      await db
        .update(deliveries)
        .set({ status: final ? 'failed' : 'retrying', attempts: sql`${deliveries.attempts} + 1`, last_error: message })
        .where(eq(deliveries.id, delivery.id));
      if (final) log.warn(`${delivery.channel} delivery ${delivery.id} failed for good: ${message}`);
      else throw error; // the queue retries it later
    }
  };
  return { 'lead.webhook': handle, 'lead.whatsapp': handle, 'lead.email': handle, 'lead.auto_reply': handle, 'post.webhook': handle };
}
