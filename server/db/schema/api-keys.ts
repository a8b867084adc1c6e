import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

// Keys for the automation API. Only a hash is stored; the key itself is shown once, at creation.
export const apiKeys = pgTable('api_keys', {
  id: id(),
  name: text().notNull(),
  prefix: text().notNull(),
  key_hash: text().notNull().unique(),
  last_used_at: timestamp({ withTimezone: true }),
  created_at: createdAt(),
});
