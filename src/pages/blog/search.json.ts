import type { APIRoute } from 'astro';
import { formatInstantLong } from '../../../core/format.ts';
import { postText } from '../../../core/html.ts';
import { getPosts, postDate } from '../../lib/blog.ts';
import type { SearchEntry } from '../../lib/blog-search.ts';

// The blog's search index, built with the site (DESIGN "Shape": blog search reads a prebuilt JSON index).
// The text is cut short: enough to find a post by what it talks about, small enough to load at once.
export const GET: APIRoute = async () => {
  const entries: SearchEntry[] = (await getPosts()).map((post) => ({
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    categories: post.categories.map((c) => c.name),
    date: formatInstantLong(postDate(post)),
    readTime: post.read_time,
    text: postText(post.content).slice(0, 1500),
  }));
  return new Response(JSON.stringify(entries), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
