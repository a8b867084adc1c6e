import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, isSample, updatedAt } from './columns.ts';

export const categories = pgTable('categories', {
  id: id(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  description: text(),
  is_sample: isSample(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});
