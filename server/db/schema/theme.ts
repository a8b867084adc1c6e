import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ThemeColors } from '../../../core/theme.ts';
import { BORDER_RADII, FONT_FAMILIES, FONT_SIZES, THEME_MODES } from '../../../core/theme.ts';
import { updatedAt } from './columns.ts';

// The site-wide theme set in the admin (DESIGN decision 1). Visitors may override it in their browser.
export const theme = pgTable(
  'theme',
  {
    id: integer().primaryKey().default(1),
    mode: text({ enum: THEME_MODES }).notNull().default('light'),
    colors: jsonb().$type<ThemeColors>().notNull(),
    font_size: text({ enum: FONT_SIZES }).notNull().default('medium'),
    font_family: text({ enum: FONT_FAMILIES }).notNull().default('inter'),
    border_radius: text({ enum: BORDER_RADII }).notNull().default('medium'),
    animations: boolean().notNull().default(true),
    compact_mode: boolean().notNull().default(false),
    force_light: boolean().notNull().default(false),
    visitor_drawer_enabled: boolean().notNull().default(true),
    updated_at: updatedAt(),
  },
  (t) => [check('theme_single_row', sql`${t.id} = 1`)],
);
