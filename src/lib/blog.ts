import { getCollection } from 'astro:content';
import sanitizeHtml from 'sanitize-html';
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

// DESIGN override 4: posts are sanitized when written and again here, at build. A post's own headings
// start at h2, since the page's title is its one h1.
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption', 'picture', 'source'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading'],
    source: ['srcset', 'type', 'media', 'sizes'],
    a: ['href', 'name', 'target', 'rel', 'title'],
    '*': ['id'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    h1: 'h2',
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
    a: (tagName, attribs) =>
      /^https?:/i.test(attribs.href ?? '') ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

export function sanitizePost(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

/** Plain text of a post, for the search index. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
