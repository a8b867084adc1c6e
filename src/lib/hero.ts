import { HERO_IMAGE_SIZE } from '../../core/constants.ts';
import { MIME, pictureData, srcset, type LcpImage, type MediaMap, type PictureSource } from './media.ts';

/** The name of the hero crop in a media manifest's `crops` (made by server/services/media.ts). */
const HERO_CROP = { name: 'hero' } as const;

/**
 * The URL to request for a hero image. Uploaded images carry their own responsive variants; an
 * outside image without a query string is asked for at 1920×1080, cropped and compressed
 * (public-site §2 "Home"), in the parameters image CDNs such as Unsplash understand.
 */
export function heroImageUrl(url: string, media: MediaMap): string {
  if (media.has(url) || !/^https?:\/\//i.test(url) || url.includes('?')) return url;
  const { width, height } = HERO_IMAGE_SIZE;
  return `${url}?w=${width}&h=${height}&fit=crop&q=80&auto=format`;
}

/** The hero box's height (HomeHero: the screen less the 4.5rem header); its width is the screen's. */
const HERO_HEIGHT = '(100svh - 4.5rem)';
/** Phones and other tall screens, where a landscape photo covers the box by its height. */
const TALL_SCREEN = '(max-aspect-ratio: 1/1)';
/**
 * The widest file a tall screen gets. Covering a 412×751 hero on a 1.75× phone would take the 2560 px
 * file (213 KB for a camera photo, bench/README.md "Media"); 1920 px (92 KB) cost 150 ms of LCP on slow
 * 4G; 1280 px (35 KB) is about 1.1 device pixels per CSS pixel behind the hero's dark gradient. A portrait
 * crop made at upload would do better (bench/README.md "Public site").
 */
const TALL_SCREEN_MAX_WIDTH = 1280;

/**
 * What a hero slide renders (public-site §2 "Home"): on tall screens the photo's own variants up to
 * 1280 px, sized for `object-fit: cover` (as wide as the box is tall times the photo's shape, more than
 * 100vw); on other screens the 1920×1080 hero crop when the photo has one (framed on its subject, the
 * spec's hero size) and the larger variants for wider or denser screens.
 */
export function heroPicture(url: string, media: MediaMap): LcpImage | undefined {
  const manifest = media.get(url);
  if (!manifest) return undefined;
  const base = pictureData(manifest, 1920);
  const cover = (aspect: number) => `calc(${HERO_HEIGHT} * ${Number(aspect.toFixed(3))})`;
  const crop = manifest.crops[HERO_CROP.name] ?? [];
  const aspect = manifest.width / manifest.height;
  const sources: PictureSource[] = [];
  for (const format of ['avif', 'webp'] as const) {
    const variants = manifest.variants.filter((v) => v.format === format);
    const tall = variants.filter((v) => v.width <= TALL_SCREEN_MAX_WIDTH);
    if (tall.length > 0) sources.push({ type: MIME[format], srcset: srcset(tall), sizes: cover(aspect), media: TALL_SCREEN });
  }
  for (const format of ['avif', 'webp'] as const) {
    const variants = manifest.variants.filter((v) => v.format === format);
    const cropped = crop.find((v) => v.format === format);
    const wide = cropped ? [cropped, ...variants.filter((v) => v.width > cropped.width)] : variants;
    const wideAspect = cropped ? cropped.width / cropped.height : aspect;
    if (wide.length > 0) sources.push({ type: MIME[format], srcset: srcset(wide), sizes: `max(100vw, ${cover(wideAspect)})` });
  }
  return { picture: { ...base, sources }, sizes: `max(100vw, ${cover(aspect)})` };
}
