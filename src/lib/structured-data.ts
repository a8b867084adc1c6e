import type { BlogPost, Project } from '../../core/schemas/snapshot.ts';
import { shareImageUrl, type MediaMap } from './media.ts';
import type { ContactDetails, Site } from './site.ts';
import { siteDescription, siteTitle } from './site.ts';

// JSON-LD for search engines: the studio as a local business on / and /contato, a post as a
// BlogPosting, a project as an ImageGallery. Every URL is absolute.

export type JsonLd = Record<string, unknown>;

function absolute(url: string, base: string | URL): string {
  return new URL(url, base).href;
}

export function businessJsonLd(site: Site, contact: ContactDetails, base: string | URL = site.site_url ?? 'http://localhost:4321'): JsonLd {
  const { settings, business } = site;
  const image = settings.seo_image_url || settings.hero_images[0];
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'ProfessionalService'],
    '@id': absolute('/#negocio', base),
    name: business?.name?.trim() || siteTitle(settings),
    description: siteDescription(settings),
    url: absolute('/', base),
    ...(image ? { image: absolute(image, base) } : {}),
    ...(contact.phone ? { telephone: contact.phone } : {}),
    ...(contact.email ? { email: contact.email } : {}),
    ...(business
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(business.address ? { streetAddress: business.address } : {}),
            addressLocality: business.city,
            addressRegion: business.state,
            ...(business.zip_code ? { postalCode: business.zip_code } : {}),
            addressCountry: 'BR',
          },
        }
      : contact.address
        ? { address: contact.address }
        : {}),
    ...(contact.instagramUrl ? { sameAs: [contact.instagramUrl] } : {}),
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '09:00', closes: '14:00' },
    ],
    priceRange: '$$',
  };
}

export function postJsonLd(post: BlogPost, site: Site, media: MediaMap, base: string | URL): JsonLd {
  const url = absolute(`/blog/${post.slug}`, base);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    ...(post.featured_image ? { image: absolute(shareImageUrl(post.featured_image, media), base) } : {}),
    ...(post.published_at ? { datePublished: post.published_at } : {}),
    dateModified: post.updated_at,
    author: { '@type': 'Person', name: post.author_name?.trim() || siteTitle(site.settings) },
    publisher: { '@type': 'Organization', name: siteTitle(site.settings) },
    inLanguage: 'pt-BR',
  };
}

export function projectJsonLd(project: Project, media: MediaMap, base: string | URL): JsonLd {
  const images = project.media.filter((m) => m.media_type === 'image');
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    name: project.client_names || project.title,
    ...(project.description ? { description: project.description } : {}),
    url: absolute(`/portfolio/${project.slug}`, base),
    ...(project.event_date ? { dateCreated: project.event_date } : {}),
    ...(project.location ? { contentLocation: { '@type': 'Place', name: project.location } } : {}),
    image: images.map((m) => ({
      '@type': 'ImageObject',
      contentUrl: absolute(shareImageUrl(m.media_url, media), base),
      ...(m.alt_text ? { caption: m.alt_text } : {}),
    })),
  };
}

/** Safe inside a <script> element: no "</script>" can close it early. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
