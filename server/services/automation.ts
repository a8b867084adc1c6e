import { eq, or } from 'drizzle-orm';
import { postText } from '../../core/html.ts';
import type { AutomationPostInput } from '../../core/schemas/automation-post.ts';
import { slugify } from '../../core/slugify.ts';
import type { Db } from '../db/client.ts';
import { blogCategories, blogPosts } from '../db/schema/index.ts';
import { blogPostsResource } from './blog-posts.ts';
import type { ResourceService } from './resources.ts';

const EXCERPT_LENGTH = 160;

/** The first words of an HTML text, for a post sent without an excerpt. */
export function excerptOf(html: string): string {
  const text = postText(html);
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH).replace(/\s+\S*$/, '')}…`;
}

/**
 * Creates a blog post from the automation API with the same rules as the admin (sanitized HTML, slug with a
 * numeric suffix when taken, read time). A category is found by name or slug, or created.
 */
export async function createPostFromAutomation(db: Db, resources: ResourceService, input: AutomationPostInput) {
  const categoryIds: string[] = [];
  if (input.category) {
    const slug = slugify(input.category);
    const [found] = await db
      .select({ id: blogCategories.id })
      .from(blogCategories)
      .where(or(eq(blogCategories.slug, slug), eq(blogCategories.name, input.category)));
    const id = found?.id ?? (await db.insert(blogCategories).values({ name: input.category, slug }).returning())[0]!.id;
    categoryIds.push(id);
  }
  const created = await resources.create(blogPostsResource, {
    title: input.title,
    content: input.content,
    excerpt: input.excerpt || excerptOf(input.content) || input.title,
    featured_image: input.featured_image_url ?? null,
    is_published: input.is_published ?? false,
    category_ids: categoryIds,
  });
  if (input.tags?.length) await db.update(blogPosts).set({ tags: input.tags }).where(eq(blogPosts.id, created.id as string));
  return created;
}
