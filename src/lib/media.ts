import { getCollection } from 'astro:content';
import type { MediaManifest, MediaVariant } from '../../core/schemas/snapshot.ts';

/** Every uploaded image's manifest, by its stored URL (the snapshot's `media`). */
export type MediaMap = ReadonlyMap<string, MediaManifest>;

export async function getMediaMap(): Promise<MediaMap> {
  const entries = await getCollection('media');
  return new Map(entries.map((entry) => [entry.id, entry.data]));
}

/** One <source>: `sizes` and `media` when it differs from the picture's own (art direction). */
export type PictureSource = { type: string; srcset: string; sizes?: string; media?: string };

export type PictureData = {
  sources: PictureSource[];
  src: string;
  srcset: string | undefined;
  width: number;
  height: number;
  placeholder: string;
};

export const MIME: Record<MediaVariant['format'], string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

// Browsers take the first <source> whose type they support: the smallest files first.
const SOURCE_ORDER: MediaVariant['format'][] = ['avif', 'webp'];

// A space or a comma would split a srcset candidate; everything else is already a valid URL.
function srcsetUrl(url: string): string {
  return url.replace(/ /g, '%20').replace(/,/g, '%2C');
}

/** "url 400w, url 800w", one candidate per width, narrowest first. */
export function srcset(variants: MediaVariant[]): string {
  const byWidth = new Map<number, MediaVariant>();
  for (const v of variants) byWidth.set(v.width, v);
  return [...byWidth.values()]
    .sort((a, b) => a.width - b.width)
    .map((v) => `${srcsetUrl(v.url)} ${v.width}w`)
    .join(', ');
}

/**
 * What a <picture> needs from a manifest: AVIF and WebP sources, and an <img> fallback in the most
 * widely supported format there is (JPEG if it was made, else WebP, else the stored file).
 */
export function pictureData(manifest: MediaManifest, fallbackWidth = 1200): PictureData {
  const ofFormat = (format: MediaVariant['format']) => manifest.variants.filter((v) => v.format === format);
  const sources = SOURCE_ORDER.map((format) => ({ type: MIME[format], variants: ofFormat(format) }))
    .filter((s) => s.variants.length > 0)
    .map((s) => ({ type: s.type, srcset: srcset(s.variants) }));
  const fallbackVariants = ofFormat('jpeg').length > 0 ? ofFormat('jpeg') : ofFormat('webp');
  return {
    sources,
    src: closestVariant(fallbackVariants, fallbackWidth)?.url ?? manifest.url,
    srcset: fallbackVariants.length > 0 ? srcset(fallbackVariants) : undefined,
    width: manifest.width,
    height: manifest.height,
    placeholder: manifest.placeholder,
  };
}

/** The variant nearest to a width, preferring one at least that wide. */
export function closestVariant(variants: MediaVariant[], width: number): MediaVariant | undefined {
  const wide = variants.filter((v) => v.width >= width).sort((a, b) => a.width - b.width);
  return wide[0] ?? [...variants].sort((a, b) => b.width - a.width)[0];
}

/**
 * A URL to share a picture with other sites (Open Graph): a JPEG or WebP about 1200 px wide when the
 * manifest has one, since not every crawler reads AVIF.
 */
export function shareImageUrl(url: string, media: MediaMap): string {
  const manifest = media.get(url);
  if (!manifest) return url;
  const jpeg = manifest.variants.filter((v) => v.format === 'jpeg');
  const pick = closestVariant(jpeg.length > 0 ? jpeg : manifest.variants.filter((v) => v.format === 'webp'), 1200);
  return pick?.url ?? manifest.url;
}

/** A screen-sized file of an image (WebP or JPEG about 2400 px), for a link that opens it whole. */
export function fullViewUrl(url: string, media: MediaMap): string {
  const manifest = media.get(url);
  if (!manifest) return url;
  return closestVariant(manifest.variants.filter((v) => v.format !== 'avif'), 2400)?.url ?? manifest.url;
}

/** The picture that will be a page's largest paint, with the `sizes` its <img> is rendered with. */
export type LcpImage = { picture: PictureData; sizes: string };

export type ImagePreload = { srcset: string; sizes: string; type: string; media: string | undefined };

/**
 * <link rel="preload" as="image"> hints for a page's largest image, one per AVIF <source> (the format
 * every current browser picks first; one that cannot decode AVIF skips the hint by its `type`). A
 * source's `media` is narrowed by those before it, as the <picture> itself would, so at most one hint
 * matches and the file it fetches is the one the <img> then uses.
 */
export function imagePreloads({ picture, sizes }: LcpImage): ImagePreload[] {
  const preloads: ImagePreload[] = [];
  const earlier: string[] = [];
  for (const source of picture.sources) {
    if (source.type === MIME.avif) {
      // Media Queries 4 syntax: "(not (a)) and (b)". Each source's media is one parenthesised feature.
      const parts = [...earlier.map((m) => `(not ${m})`), ...(source.media ? [source.media] : [])];
      preloads.push({ srcset: source.srcset, sizes: source.sizes ?? sizes, type: source.type, media: parts.length ? parts.join(' and ') : undefined });
    }
    if (source.media && !earlier.includes(source.media)) earlier.push(source.media);
  }
  return preloads;
}
