import { getCollection } from 'astro:content';
import { sanitizePostHtml } from '../../core/html.ts';
import type { BlogCategory, BlogPost } from '../../core/schemas/snapshot.ts';
import { contrastRatio } from './color.ts';

// The blog's lists and rules (public-site §2 "Blog list", "Blog post", §7).

/** Published posts, newest published_at first (the content store sorts by id, so sort here). */
export async function getPosts(): Promise<BlogPost[]> {
  return (await getCollection('posts'))
    .map((entry) => entry.data)
    .sort((a, b) => (b.published_at ?? b.created_at).localeCompare(a.published_at ?? a.created_at));
}

/** Blog categories ordered by name. */
export async function getBlogCategories(): Promise<BlogCategory[]> {
  return (await getCollection('blogCategories')).map((e) => e.data).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

export function postsInCategory(posts: BlogPost[], slug: string): BlogPost[] {
  return posts.filter((p) => p.categories.some((c) => c.slug === slug));
}

export function postDate(post: BlogPost): string {
  return post.published_at ?? post.created_at;
}

/**
 * A category chip's colours: the category's own colour as the background, with white or near-black
 * text, whichever reads better (WCAG AA).
 */
export function chipStyle(color: string): string {
  const white = contrastRatio('#ffffff', color);
  if (white === undefined) return `background-color:${color.replace(/[;{}<>"]/g, '')};color:#ffffff`;
  return `background-color:${color};color:${white >= 4.5 ? '#ffffff' : '#111827'}`;
}

// DESIGN decision 4: posts are sanitized when written and again here, at build, with the one allowlist.
export function sanitizePost(html: string): string {
  return sanitizePostHtml(html, { forDisplay: true });
}

/** Plain text of a post, for the search index. */
