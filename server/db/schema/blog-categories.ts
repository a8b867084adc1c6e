import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, isSample, updatedAt } from './columns.ts';

export const blogCategories = pgTable('portfolio_blog_categories', {
  id: id(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  color: text().notNull().default('#d97706'),
  is_sample: isSample(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});
