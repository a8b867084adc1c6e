import { defineCollection } from 'astro:content';
import { z } from 'zod';
import {
  blogCategorySchema,
  blogPostSchema,
  categorySchema,
  mediaManifestSchema,
  projectSchema,
  snapshotSchema,
  teamMemberSchema,
  testimonialSchema,
} from '../core/schemas/snapshot.ts';
import { snapshotLoader } from './lib/snapshot-loader.ts';

// Every collection comes from the one content snapshot (DESIGN "The content snapshot"). Items with a
// public address are keyed by slug; media manifests by their stored URL, which is how content refers to them.

/** The singletons of the snapshot, as the one entry "site". */
const siteSchema = snapshotSchema.pick({
  generated_at: true,
  site_url: true,
  settings: true,
  business: true,
  theme: true,
});

const site = defineCollection({
  schema: siteSchema,
  loader: snapshotLoader((s) => [
    {
      id: 'site',
      data: { generated_at: s.generated_at, site_url: s.site_url, settings: s.settings, business: s.business, theme: s.theme },
    },
  ]),
});

const media = defineCollection({
  schema: mediaManifestSchema,
  loader: snapshotLoader((s) => Object.entries(s.media).map(([url, manifest]) => ({ id: url, data: manifest }))),
});

const categories = defineCollection({
  schema: categorySchema,
  loader: snapshotLoader((s) => s.categories.map((c) => ({ id: c.slug, data: c }))),
});

const projects = defineCollection({
  schema: projectSchema,
  loader: snapshotLoader((s) => s.projects.map((p) => ({ id: p.slug, data: p }))),
});

const testimonials = defineCollection({
  schema: testimonialSchema,
  loader: snapshotLoader((s) => s.testimonials.map((t) => ({ id: t.id, data: t }))),
});

// The snapshot lists the team by display_order then created_at, but a member carries no created_at:
// keep the snapshot's position so the site can restore that order (the store sorts entries by id).
const team = defineCollection({
  schema: teamMemberSchema.extend({ position: z.number().int() }),
  loader: snapshotLoader((s) => s.team.map((m, position) => ({ id: m.id, data: { ...m, position } }))),
});

const blogCategories = defineCollection({
  schema: blogCategorySchema,
  loader: snapshotLoader((s) => s.blog_categories.map((c) => ({ id: c.slug, data: c }))),
});

const posts = defineCollection({
  schema: blogPostSchema,
  loader: snapshotLoader((s) => s.posts.map((p) => ({ id: p.slug, data: p }))),
});

export const collections = { site, media, categories, projects, testimonials, team, blogCategories, posts };
