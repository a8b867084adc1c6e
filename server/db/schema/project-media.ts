import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './columns.ts';
import { projects } from './projects.ts';

export const projectMedia = pgTable(
  'project_media',
  {
    id: id(),
    project_id: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    media_url: text().notNull(),
    media_type: text({ enum: ['image', 'video'] }).notNull().default('image'),
    thumbnail_url: text(),
    alt_text: text(),
    sort_order: integer().notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    index('project_media_project_idx').on(t.project_id, t.sort_order),
    check('project_media_type', sql`${t.media_type} in ('image', 'video')`),
  ],
);
