import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, isSample, updatedAt } from './columns.ts';

// Reviews imported from a review service carry google_review_id and are read-only in the admin.
export type GoogleReviewData = { relative_time?: string; author_photo_url?: string; review_url?: string };

export const testimonials = pgTable(
  'testimonials',
  {
    id: id(),
    client_name: text().notNull(),
    content: text().notNull(),
    rating: integer().notNull().default(5),
    is_featured: boolean().notNull().default(false),
    google_review_id: text().unique(),
    google_data: jsonb().$type<GoogleReviewData>(),
    is_sample: isSample(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('testimonials_rating', sql`${t.rating} between 1 and 5`),
    index('testimonials_created_idx').on(t.created_at),
  ],
);
