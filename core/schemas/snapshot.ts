import { z } from 'zod';
import { BORDER_RADII, FONT_FAMILIES, FONT_SIZES, THEME_MODES } from '../theme.ts';

// The content snapshot: everything public, as one document (DESIGN "The content snapshot").
// The server writes it; the Astro site reads it through its content loader and nothing else.

const timestamp = z.string(); // ISO 8601
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/); // YYYY-MM-DD

export const mediaVariantSchema = z.object({
  format: z.enum(['avif', 'webp', 'jpeg']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  url: z.string(),
  bytes: z.number().int().nonnegative(),
});
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

/** What the site needs to render a responsive image of an uploaded file, keyed by its stored URL. */
export const mediaManifestSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  placeholder: z.string(), // tiny blurred image as a data: URI
  variants: z.array(mediaVariantSchema),
  /** Fixed-size crops made for one use, by name: `hero` is the 1920×1080 cover crop of a hero image
   *  (none in a snapshot written before crops were exported). */
  crops: z.record(z.string(), z.array(mediaVariantSchema)).default({}),
});
export type MediaManifest = z.infer<typeof mediaManifestSchema>;

export const publicSettingsSchema = z.object({
  logo_url: z.string().nullable(),
  studio_logo_url: z.string().nullable(),
  site_title: z.string().nullable(),
  site_name: z.string().nullable(),
  site_description: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_address: z.string().nullable(),
  instagram_url: z.string().nullable(),
  hero_images: z.array(z.string()),
  favicon_url: z.string().nullable(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_keywords: z.string().nullable(),
  seo_image_url: z.string().nullable(),
  about_title: z.string().nullable(),
  about_description: z.string().nullable(),
  about_image_url: z.string().nullable(),
  about_stats_years: z.string().nullable(),
  about_stats_years_label: z.string().nullable(),
  about_stats_weddings: z.string().nullable(),
  about_stats_weddings_label: z.string().nullable(),
  about_stats_clients: z.string().nullable(),
  about_stats_clients_label: z.string().nullable(),
  about_stats_dedication: z.string().nullable(),
  about_stats_dedication_label: z.string().nullable(),
  about_mission: z.string().nullable(),
  about_vision: z.string().nullable(),
  about_values: z.string().nullable(),
  about_story: z.string().nullable(),
  about_diff_1_title: z.string().nullable(),
  about_diff_1_desc: z.string().nullable(),
  about_diff_2_title: z.string().nullable(),
  about_diff_2_desc: z.string().nullable(),
  about_diff_3_title: z.string().nullable(),
  about_diff_3_desc: z.string().nullable(),
  about_team_title: z.string().nullable(),
  about_team_description: z.string().nullable(),
  about_testimonials_enabled: z.boolean(),
  about_cta_title: z.string().nullable(),
  about_cta_description: z.string().nullable(),
  about_cta_button_text: z.string().nullable(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const businessSchema = z.object({
  name: z.string(),
  document: z.string().nullable(),
  whatsapp: z.string(),
  email: z.string(),
  instagram: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string().nullable(),
});

export const themeSchema = z.object({
  mode: z.enum(THEME_MODES),
  colors: z.object({
    primary: z.string(),
    secondary: z.string(),
    accent: z.string(),
    background: z.string(),
    surface: z.string(),
    text: z.string(),
    textSecondary: z.string(),
    border: z.string(),
  }),
  font_size: z.enum(FONT_SIZES),
  font_family: z.enum(FONT_FAMILIES),
  border_radius: z.enum(BORDER_RADII),
  animations: z.boolean(),
  compact_mode: z.boolean(),
  force_light: z.boolean(),
  visitor_drawer_enabled: z.boolean(),
});

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const projectMediaSchema = z.object({
  id: z.string(),
  media_url: z.string(),
  media_type: z.enum(['image', 'video']),
  thumbnail_url: z.string().nullable(),
  alt_text: z.string().nullable(),
  sort_order: z.number().int(),
});
export type ProjectMedia = z.infer<typeof projectMediaSchema>;

export const projectSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  client_names: z.string(),
  location: z.string().nullable(),
  event_date: day.nullable(),
  description: z.string().nullable(),
  cover_image: z.string().nullable(),
  is_featured: z.boolean(),
  category: categorySchema.pick({ id: true, name: true, slug: true }).nullable(),
  media: z.array(projectMediaSchema), // ordered by sort_order
  created_at: timestamp,
});
export type Project = z.infer<typeof projectSchema>;

export const testimonialSchema = z.object({
  id: z.string(),
  client_name: z.string(),
  content: z.string(),
  rating: z.number().int().min(1).max(5),
  is_featured: z.boolean(),
  relative_time: z.string().nullable(),
  created_at: timestamp,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  bio: z.string().nullable(),
  image_url: z.string().nullable(),
  display_order: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const blogCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  color: z.string(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;

export const blogPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(), // sanitized HTML
  featured_image: z.string().nullable(),
  author_name: z.string().nullable(),
  read_time: z.number().int(),
  is_featured: z.boolean(),
  published_at: timestamp.nullable(),
  categories: z.array(blogCategorySchema),
  created_at: timestamp,
  updated_at: timestamp,
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const snapshotSchema = z.object({
  generated_at: timestamp,
  /** Base URL of the public site, for canonical links and feeds; null when unknown. */
  site_url: z.string().nullable(),
  settings: publicSettingsSchema,
  business: businessSchema.nullable(),
  theme: themeSchema,
  categories: z.array(categorySchema), // ordered by name
  projects: z.array(projectSchema), // published, with a category, newest event_date first
  testimonials: z.array(testimonialSchema), // newest first
  team: z.array(teamMemberSchema), // active members, by display_order then created_at
  blog_categories: z.array(blogCategorySchema), // ordered by name
  posts: z.array(blogPostSchema), // published, newest published_at first
  media: z.record(z.string(), mediaManifestSchema), // every uploaded image the content refers to, by URL
});
export type Snapshot = z.infer<typeof snapshotSchema>;
