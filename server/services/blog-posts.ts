import { and, eq, inArray, ne } from 'drizzle-orm';
import { sanitizePostHtml } from '../../core/html.ts';
import { readTime } from '../../core/read-time.ts';
import { blogPostInput, type BlogPostInput } from '../../core/schemas/blog-post.ts';
import { slugify } from '../../core/slugify.ts';
import { blogPostCategories, blogPosts, settings } from '../db/schema/index.ts';
import { UserError } from '../errors.ts';
import type { Resource, Tx } from './resources.ts';

const SLUG_TAKEN = 'Este endereço (slug) já está em uso.';

/** A typed slug must be free; one made from the title gets a numeric suffix when taken (the blog API's rule). */
export async function blogSlug(tx: Tx, typed: string | null | undefined, title: string, id?: string): Promise<string> {
  const taken = async (slug: string) =>
    (
      await tx
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(id ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, id)) : eq(blogPosts.slug, slug))
        .limit(1)
    ).length > 0;
  if (typed) {
    if (await taken(typed)) throw new UserError('conflict', SLUG_TAKEN, { slug: SLUG_TAKEN });
    return typed;
  }
  const base = slugify(title) || 'post';
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}

export const blogPostsResource: Resource<BlogPostInput> = {
  name: 'blog-posts',
  event: 'post',
  table: blogPosts,
  idColumn: blogPosts.id,
  search: [blogPosts.title, blogPosts.excerpt],
  filters: { is_published: blogPosts.is_published, is_featured: blogPosts.is_featured, slug: blogPosts.slug },
  sorts: { created_at: blogPosts.created_at, published_at: blogPosts.published_at, title: blogPosts.title },
  defaultSort: ['created_at', 'DESC'],
  input: blogPostInput,
  async prepare(tx, input, existing) {
    const values: Record<string, unknown> = { ...input };
    if (input.content !== undefined) {
      values.content = sanitizePostHtml(input.content);
      if (!values.content) throw new UserError('invalid', 'Escreva o conteúdo do post.', { content: 'Escreva o conteúdo do post.' });
      // admin-area §5: recomputed on every save, words / 200 rounded up.
      values.read_time = readTime(values.content as string);
    }
    if (input.slug !== undefined || !existing) {
      values.slug = await blogSlug(tx, input.slug, input.title ?? String(existing?.title ?? ''), existing?.id as string | undefined);
    }
    // admin-area §4: a published post has a publication date, a draft none. Editing a post that stays
    // published keeps its original date, so the blog's order does not change with every typo fix.
    if (input.is_published !== undefined) {
      const wasPublished = existing?.is_published === true;
      values.published_at = input.is_published ? (wasPublished ? existing?.published_at : new Date()) : null;
    }
    if (!existing && !input.author_name) {
      const [row] = await tx.select({ title: settings.site_title }).from(settings).limit(1);
      values.author_name = row?.title ?? null;
    }
    return values;
  },
  async afterWrite(tx, id, input) {
    if (!input.category_ids) return;
    await tx.delete(blogPostCategories).where(eq(blogPostCategories.post_id, id));
    const ids = [...new Set(input.category_ids)];
    if (ids.length) await tx.insert(blogPostCategories).values(ids.map((category_id) => ({ post_id: id, category_id })));
  },
  async expand(db, rows) {
    const links = await db
      .select()
      .from(blogPostCategories)
      .where(inArray(blogPostCategories.post_id, rows.map((r) => r.id as string)));
    return rows.map((row) => ({ ...row, category_ids: links.filter((l) => l.post_id === row.id).map((l) => l.category_id) }));
  },
};
