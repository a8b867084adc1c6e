import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getPosts, postDate } from '../lib/blog.ts';
import { getSite, siteDescription, siteTitle } from '../lib/site.ts';

// The blog's feed: every published post, newest first.
export const GET: APIRoute = async (context) => {
  const { settings, site_url } = await getSite();
  const posts = await getPosts();
  return rss({
    title: `${siteTitle(settings)} — Blog`,
    description: siteDescription(settings),
    site: site_url ?? context.site ?? 'http://localhost:4321',
    items: posts.map((post) => ({
      title: post.title,
      link: `/blog/${post.slug}`,
      pubDate: new Date(postDate(post)),
      description: post.excerpt,
      author: post.author_name ?? undefined,
      categories: post.categories.map((c) => c.name),
    })),
    customData: '<language>pt-BR</language>',
  });
};
