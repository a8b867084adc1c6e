import { HERO_IMAGE_SIZE } from '../../core/constants.ts';
import type { MediaMap } from './media.ts';

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
