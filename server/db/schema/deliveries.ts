import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { blogPosts } from './blog-posts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { leads } from './leads.ts';

export const DELIVERY_CHANNELS = ['webhook', 'whatsapp', 'email', 'auto_reply', 'blog_webhook'] as const;
export const DELIVERY_STATUSES = ['pending', 'retrying', 'sent', 'failed'] as const;

/**
 * One outgoing notification and what became of it (DESIGN decision 10): the lead webhook, the WhatsApp
 * alert and the e-mails of a lead, or a blog webhook. The photographer sees these per lead; the job
 * queue does the sending and this row says how it went. A row is written with its lead or post, and
 * turned into a job soon after (`queued_at`): the table is the outbox of the job queue.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: id(),
    lead_id: uuid().references(() => leads.id, { onDelete: 'cascade' }),
    post_id: uuid().references(() => blogPosts.id, { onDelete: 'cascade' }),
    channel: text({ enum: DELIVERY_CHANNELS }).notNull(),
    event: text().notNull(),
    status: text({ enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    last_error: text(),
    sent_at: timestamp({ withTimezone: true }),
    /** When its job was queued; null while it waits in the outbox. */
    queued_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('deliveries_lead_idx').on(t.lead_id),
    index('deliveries_post_idx').on(t.post_id),
    index('deliveries_outbox_idx').on(t.created_at).where(sql`${t.queued_at} is null`),
    check('deliveries_status', sql`${t.status} in ('pending', 'retrying', 'sent', 'failed')`),
  ],
);
