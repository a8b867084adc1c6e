import { boolean, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { createdAt, id, isSample, updatedAt } from './columns.ts';

export const projects = pgTable(
  'projects',
  {
    id: id(),
    title: text().notNull(),
    slug: text().notNull().unique(),
    client_names: text().notNull(),
    location: text(),
    event_date: date({ mode: 'string' }),
    description: text(),
    category_id: uuid().references(() => categories.id, { onDelete: 'set null' }),
    cover_image: text(),
    is_featured: boolean().notNull().default(false),
    is_published: boolean().notNull().default(false),
    is_sample: isSample(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('projects_category_idx').on(t.category_id),
    index('projects_created_idx').on(t.created_at),
    index('projects_published_date_idx').on(t.is_published, t.event_date),
  ],
);
