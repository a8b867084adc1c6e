import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { DEFAULT_THEME } from '../../core/theme.ts';
import { publicSettingsSchema, type MediaManifest, type PublicSettings, type Snapshot } from '../../core/schemas/snapshot.ts';
import type { Db } from '../db/client.ts';
import {
  blogCategories,
  blogPostCategories,
  blogPosts,
  businessInfo,
  categories,
  mediaFiles,
  projectMedia,
  projects,
  settings,
  teamMembers,
  testimonials,
  theme,
} from '../db/schema/index.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Everything public as one document (DESIGN "The content snapshot"): only published items, projects
 * with a category (public-site §5), active team members, and settings without any secret.
 */
export async function exportSnapshot(db: Db, siteUrl: string | null): Promise<Snapshot> {
  const [settingsRow] = await db.select().from(settings).limit(1);
  const [businessRow] = await db.select().from(businessInfo).limit(1);
  const [themeRow] = await db.select().from(theme).limit(1);

  const projectRows = await db
    .select({ project: projects, category: { id: categories.id, name: categories.name, slug: categories.slug } })
    .from(projects)
    .innerJoin(categories, eq(projects.category_id, categories.id))
    .where(eq(projects.is_published, true))
    .orderBy(desc(projects.event_date), desc(projects.created_at));
  const mediaRows = projectRows.length
    ? await db
        .select()
        .from(projectMedia)
        .where(inArray(projectMedia.project_id, projectRows.map((r) => r.project.id)))
        .orderBy(asc(projectMedia.sort_order))
    : [];

  const postRows = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.is_published, true), isNotNull(blogPosts.published_at)))
    .orderBy(desc(blogPosts.published_at));
  const blogCategoryRows = await db.select().from(blogCategories).orderBy(asc(blogCategories.name));
  const links = postRows.length
    ? await db.select().from(blogPostCategories).where(inArray(blogPostCategories.post_id, postRows.map((p) => p.id)))
    : [];
  const blogCategory = (c: typeof blogCategories.$inferSelect) => ({ id: c.id, name: c.name, slug: c.slug, color: c.color });

  const snapshot: Snapshot = {
    generated_at: new Date().toISOString(),
    site_url: siteUrl,
    settings: publicSettings(settingsRow),
    business: businessRow
      ? {
          name: businessRow.name,
          document: businessRow.document,
          whatsapp: businessRow.whatsapp,
          email: businessRow.email,
          instagram: businessRow.instagram,
          address: businessRow.address,
          city: businessRow.city,
          state: businessRow.state,
          zip_code: businessRow.zip_code,
        }
      : null,
    theme: themeRow
      ? {
          mode: themeRow.mode,
          colors: { ...DEFAULT_THEME.colors, ...themeRow.colors },
          font_size: themeRow.font_size,
          font_family: themeRow.font_family,
          border_radius: themeRow.border_radius,
          animations: themeRow.animations,
          compact_mode: themeRow.compact_mode,
          force_light: themeRow.force_light,
          visitor_drawer_enabled: themeRow.visitor_drawer_enabled,
        }
      : DEFAULT_THEME,
    categories: (await db.select().from(categories).orderBy(asc(categories.name))).map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      description: c.description,
    })),
    projects: projectRows.map(({ project: p, category }) => ({
      id: p.id,
      title: p.title,
      slug: p.slug,
      client_names: p.client_names,
      location: p.location,
      event_date: p.event_date,
      description: p.description,
      cover_image: p.cover_image,
      is_featured: p.is_featured,
      category,
      media: mediaRows
        .filter((m) => m.project_id === p.id)
        .map((m) => ({
          id: m.id,
          media_url: m.media_url,
          media_type: m.media_type,
          thumbnail_url: m.thumbnail_url,
          alt_text: m.alt_text,
          sort_order: m.sort_order,
        })),
      created_at: p.created_at.toISOString(),
    })),
    testimonials: (await db.select().from(testimonials).orderBy(desc(testimonials.created_at))).map((t) => ({
      id: t.id,
      client_name: t.client_name,
      content: t.content,
      rating: t.rating,
      is_featured: t.is_featured,
      relative_time: t.google_data?.relative_time ?? null,
      created_at: t.created_at.toISOString(),
    })),
    team: (
      await db
        .select()
        .from(teamMembers)
        .where(eq(teamMembers.is_active, true))
        .orderBy(asc(teamMembers.display_order), asc(teamMembers.created_at))
    ).map((m) => ({ id: m.id, name: m.name, role: m.role, bio: m.bio, image_url: m.image_url, display_order: m.display_order })),
    blog_categories: blogCategoryRows.map(blogCategory),
    posts: postRows.map((p) => ({
      id: p.id,
      title: p.title,
      slug: p.slug,
      excerpt: p.excerpt,
      content: p.content,
      featured_image: p.featured_image,
      author_name: p.author_name,
      read_time: p.read_time,
      is_featured: p.is_featured,
      published_at: iso(p.published_at),
      categories: blogCategoryRows
        .filter((c) => links.some((l) => l.post_id === p.id && l.category_id === c.id))
        .map(blogCategory),
      created_at: p.created_at.toISOString(),
      updated_at: p.updated_at.toISOString(),
    })),
    media: {},
  };
  snapshot.media = await manifestsFor(db, referencedUrls(snapshot));
  return snapshot;
}

/** The settings row without secrets: exactly the public fields, missing ones as null. */
function publicSettings(row: typeof settings.$inferSelect | undefined): PublicSettings {
  const values = Object.fromEntries(
    Object.keys(publicSettingsSchema.shape).map((key) => [key, (row as Record<string, unknown> | undefined)?.[key] ?? null]),
  );
  return publicSettingsSchema.parse({
    ...values,
    hero_images: row?.hero_images ?? [],
    about_testimonials_enabled: row?.about_testimonials_enabled ?? true,
  });
}

function referencedUrls(s: Snapshot): string[] {
  const urls = [
    ...s.settings.hero_images,
    s.settings.about_image_url,
    s.settings.logo_url,
    s.settings.studio_logo_url,
    s.settings.seo_image_url,
    ...s.projects.flatMap((p) => [p.cover_image, ...p.media.flatMap((m) => [m.media_url, m.thumbnail_url])]),
    ...s.team.map((m) => m.image_url),
    ...s.posts.map((p) => p.featured_image),
  ];
  return [...new Set(urls.filter((u): u is string => Boolean(u)))];
}

async function manifestsFor(db: Db, urls: string[]): Promise<Record<string, MediaManifest>> {
  if (!urls.length) return {};
  const rows = await db.select().from(mediaFiles).where(inArray(mediaFiles.url, urls));
  return Object.fromEntries(
    rows.map((m) => [
      m.url,
      { url: m.url, width: m.width, height: m.height, placeholder: m.placeholder, variants: m.variants, crops: m.crops },
    ]),
  );
}
