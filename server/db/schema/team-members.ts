import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, isSample, updatedAt } from './columns.ts';

export const teamMembers = pgTable(
  'portfolio_team_members',
  {
    id: id(),
    name: text().notNull(),
    role: text().notNull(),
    bio: text(),
    image_url: text(),
    is_active: boolean().notNull().default(true),
    display_order: integer().notNull().default(0),
    is_sample: isSample(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [check('team_members_display_order', sql`${t.display_order} >= 0`)],
);
