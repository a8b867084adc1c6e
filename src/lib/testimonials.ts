import { getCollection } from 'astro:content';
import type { Testimonial } from '../../core/schemas/snapshot.ts';

/** Testimonials for the home page: newest first, with the featured ones moved to the front (public-site §7). */
export async function getHomeTestimonials(): Promise<Testimonial[]> {
  // The content store sorts entries by id; put them back in date order.
  const all = (await getCollection('testimonials'))
    .map((entry) => entry.data)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  return [...all.filter((t) => t.is_featured), ...all.filter((t) => !t.is_featured)];
}
