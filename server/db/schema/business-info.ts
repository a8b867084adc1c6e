import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './columns.ts';

// The single business record (admin spec: business_info).
export const businessInfo = pgTable(
  'business_info',
  {
    id: integer().primaryKey().default(1),
    name: text().notNull(),
    document: text(),
    whatsapp: text().notNull(),
    email: text().notNull(),
    instagram: text(),
    address: text(),
    city: text().notNull(),
    state: text().notNull(),
    zip_code: text(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [check('business_info_single_row', sql`${t.id} = 1`)],
);
