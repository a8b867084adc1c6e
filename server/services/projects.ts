import { asc, eq, inArray } from 'drizzle-orm';
import { projectInput, type ProjectInput, type ProjectMediaInput } from '../../core/schemas/project.ts';
import { categories, projectMedia, projects } from '../db/schema/index.ts';
import type { Resource } from './resources.ts';
import { portfolioSlug } from './slugs.ts';

/** The cover: the chosen image when it is one of the project's images, else the first image (admin-area §2). */
export function coverOf(media: ProjectMediaInput[], chosen: string | null | undefined): string | null {
  const images = media.filter((m) => m.media_type === 'image').map((m) => m.media_url);
  return chosen && images.includes(chosen) ? chosen : (images[0] ?? null);
}

export const projectsResource: Resource<ProjectInput> = {
  name: 'projects',
  event: 'project',
  table: projects,
  idColumn: projects.id,
  search: [projects.title, projects.client_names],
  filters: {
    is_published: projects.is_published,
    is_featured: projects.is_featured,
    category_id: projects.category_id,
    slug: projects.slug,
    is_sample: projects.is_sample,
  },
  sorts: {
    created_at: projects.created_at,
    updated_at: projects.updated_at,
    title: projects.title,
    event_date: projects.event_date,
    client_names: projects.client_names,
  },
  defaultSort: ['created_at', 'DESC'],
  input: projectInput,
  async prepare(tx, input, existing) {
    const values: Record<string, unknown> = { ...input };
    if (input.slug !== undefined || !existing) {
      const id = existing?.id as string | undefined;
      values.slug = await portfolioSlug(tx, 'project', { typed: input.slug, source: input.title, id });
    }
    if (input.media) values.cover_image = coverOf(input.media, input.cover_image ?? (existing?.cover_image as string));
    return values;
  },
  async afterWrite(tx, id, input) {
    if (!input.media) return;
    await tx.delete(projectMedia).where(eq(projectMedia.project_id, id));
    await tx.insert(projectMedia).values(input.media.map((m, i) => ({ ...m, project_id: id, sort_order: i })));
  },
  async expand(db, rows) {
    const ids = rows.map((r) => r.id as string);
    const categoryIds = [...new Set(rows.map((r) => r.category_id as string | null).filter((c) => c !== null))];
    const [media, cats] = await Promise.all([
      db.select().from(projectMedia).where(inArray(projectMedia.project_id, ids)).orderBy(asc(projectMedia.sort_order)),
      categoryIds.length
        ? db
            .select({ id: categories.id, name: categories.name, slug: categories.slug })
            .from(categories)
            .where(inArray(categories.id, categoryIds))
        : [],
    ]);
    return rows.map((row) => ({
      ...row,
      media: media.filter((m) => m.project_id === row.id),
      category: cats.find((c) => c.id === row.category_id) ?? null,
    }));
  },
};
