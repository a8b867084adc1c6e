import { WORDS_PER_MINUTE } from './constants.ts';

/** Minutes to read an HTML post: words / 200, rounded up, at least 1 (admin-area §5). */
export function readTime(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
