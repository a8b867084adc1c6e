import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { blogCategories } from './blog-categories.ts';
import { createdAt, id, isSample, updatedAt } from './columns.ts';

export const blogPosts = pgTable(
  'portfolio_blog_posts',
  {
    id: id(),
    title: text().notNull(),
    slug: text().notNull().unique(),
    excerpt: text().notNull(),
    content: text().notNull(),
    featured_image: text(),
    author_name: text(),
    read_time: integer().notNull().default(5),
    is_published: boolean().notNull().default(false),
    is_featured: boolean().notNull().default(false),
    published_at: timestamp({ withTimezone: true }),
    /** Tags sent by the automation API (kept for the photographer; not shown on the site yet). */
    tags: jsonb().$type<string[]>().notNull().default([]),
    is_sample: isSample(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('blog_posts_published_idx').on(t.is_published, t.published_at)],
);

export const blogPostCategories = pgTable(
  'portfolio_blog_post_categories',
  {
    post_id: uuid()
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    category_id: uuid()
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.post_id, t.category_id] }), index('blog_post_categories_category_idx').on(t.category_id)],
);
