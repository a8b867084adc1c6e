import { bigint, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { MediaVariant } from '../../../core/schemas/snapshot.ts';
import { createdAt, id, isSample } from './columns.ts';

// One uploaded image and the responsive variants made from it once, at upload (DESIGN decision 5).
// `url` is the largest variant: the address that content fields (cover_image, media_url...) store.
export const mediaFiles = pgTable('media_files', {
  id: id(),
  hash: text().notNull().unique(),
  url: text().notNull().unique(),
  original_name: text(),
  mime_type: text().notNull(),
  bytes: bigint({ mode: 'number' }).notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  placeholder: text().notNull(),
  variants: jsonb().$type<MediaVariant[]>().notNull(),
  /** Fixed-size crops made for one use, by name: `hero` is the 1920×1080 cover crop (AVIF + WebP). */
  crops: jsonb().$type<Record<string, MediaVariant[]>>().notNull().default({}),
  is_sample: isSample(),
  created_at: createdAt(),
});
