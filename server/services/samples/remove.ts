import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  blogCategories,
  blogPosts,
  categories,
  mediaFiles,
  projects,
  settings,
  teamMembers,
  testimonials,
} from '../../db/schema/index.ts';
import type { Events } from '../../events.ts';

/**
 * Removes the built-in sample content in one transaction (DESIGN decision 6): every record marked as
 * sample, and the sample images from the settings (hero, about). Sample media files become orphans and
 * go with the next orphan sweep. The photographer's own content is never touched.
 */
export async function removeSamples(db: Db, events: Events): Promise<Record<string, number>> {
  const removed = await db.transaction(async (tx) => {
    const sampleUrls = (await tx.select({ url: mediaFiles.url }).from(mediaFiles).where(eq(mediaFiles.is_sample, true))).map((m) => m.url);
    const [current] = await tx.select().from(settings).limit(1);
    if (current) {
      const keep = (url: string | null) => (url && sampleUrls.includes(url) ? null : url);
      await tx
        .update(settings)
        .set({
          hero_images: current.hero_images.filter((url) => !sampleUrls.includes(url)),
          about_image_url: keep(current.about_image_url),
          logo_url: keep(current.logo_url),
          studio_logo_url: keep(current.studio_logo_url),
          seo_image_url: keep(current.seo_image_url),
        })
        .where(eq(settings.id, current.id));
    }
    const counts: Record<string, number> = {};
    // Projects before categories: a photographer's own project may sit in a sample category, and
    // then keeps existing without one rather than blocking the removal.
    for (const [name, table] of [
      ['projects', projects],
      ['testimonials', testimonials],
      ['team_members', teamMembers],
      ['blog_posts', blogPosts],
      ['blog_categories', blogCategories],
      ['categories', categories],
    ] as const) {
      const rows = await tx.delete(table).where(eq(table.is_sample, true)).returning({ id: table.id });
      counts[name] = rows.length;
    }
    return counts;
  });
  events.emit('samples.deleted');
  return removed;
}

