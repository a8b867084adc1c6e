import { z } from 'zod';
import { BORDER_RADII, FONT_FAMILIES, FONT_SIZES, THEME_MODES } from '../theme.ts';

// Theme colours are free text (public-site §5: no validation).
const colour = z.string().trim().min(1).max(64);

/** The site theme set in the admin (DESIGN decision 1). Every field optional: PUT changes what it names. */
export const themeInput = z.object({
  mode: z.enum(THEME_MODES).optional(),
  colors: z
    .object({
      primary: colour,
      secondary: colour,
      accent: colour,
      background: colour,
      surface: colour,
      text: colour,
      textSecondary: colour,
      border: colour,
    })
    .partial()
    .optional(),
  font_size: z.enum(FONT_SIZES).optional(),
  font_family: z.enum(FONT_FAMILIES).optional(),
  border_radius: z.enum(BORDER_RADII).optional(),
  animations: z.boolean().optional(),
  compact_mode: z.boolean().optional(),
  force_light: z.boolean().optional(),
  visitor_drawer_enabled: z.boolean().optional(),
});
export type ThemeInput = z.infer<typeof themeInput>;
