import { boolean, timestamp, uuid } from 'drizzle-orm/pg-core';

// Columns most content tables share. `is_sample` marks the built-in sample content (DESIGN decision 6).
export const id = () => uuid().primaryKey().defaultRandom();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const isSample = () => boolean().notNull().default(false);
