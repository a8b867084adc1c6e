import type { PublicSettings } from '../../core/schemas/snapshot.ts';
import { shareImageUrl, type MediaMap } from './media.ts';
import { siteDescription, siteTitle } from './site.ts';

export type PageMetaInput = {
  /** The page's own title; none on the home page, which uses the site's SEO title. */
  title?: string | undefined;
  description?: string | null | undefined;
  /** A stored image URL that represents the page when shared. */
  image?: string | null | undefined;
  path: string;
  type?: 'website' | 'article';
};

export type PageMeta = {
  title: string;
  description: string;
  canonical: string;
  image: string | undefined;
  keywords: string | undefined;
  siteName: string;
  type: 'website' | 'article';
};

/** Short enough for a search result: cut at a word boundary near 160 characters. */
function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, flat.lastIndexOf(' ', max - 1))}…`;
}

/**
 * Title, description, canonical URL and sharing image of a page. The settings' seo_* fields are the
 * site-wide defaults; a page's own title is followed by the site title.
 */
export function pageMeta(input: PageMetaInput, settings: PublicSettings, media: MediaMap, baseUrl: string | URL): PageMeta {
  const name = siteTitle(settings);
  const siteSeoTitle = settings.seo_title?.trim() || name;
  const description = input.description?.trim() || settings.seo_description?.trim() || siteDescription(settings);
  const image = input.image || settings.seo_image_url || settings.hero_images[0];
  return {
    title: input.title ? `${input.title} | ${name}` : siteSeoTitle,
    description: excerpt(description),
    canonical: new URL(input.path, baseUrl).href,
    image: image ? new URL(shareImageUrl(image, media), baseUrl).href : undefined,
    keywords: settings.seo_keywords?.trim() || undefined,
    siteName: name,
    type: input.type ?? 'website',
  };
}
