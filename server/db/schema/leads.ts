import { check, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { LEAD_STATUSES } from '../../../core/constants.ts';
import { createdAt, id, updatedAt } from './columns.ts';

// The spec's portfolio_contacts: quote requests from the contact form.
export const leads = pgTable(
  'leads',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    event_type: text().notNull(),
    event_date: date({ mode: 'string' }),
    location: text().notNull().default(''),
    message: text().notNull().default(''),
    status: text({ enum: LEAD_STATUSES }).notNull().default('new'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('leads_status', sql`${t.status} in ('new', 'contacted', 'converted', 'lost')`),
    index('leads_status_created_idx').on(t.status, t.created_at),
    index('leads_created_idx').on(t.created_at),
  ],
);
