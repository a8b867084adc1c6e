import { getCollection } from 'astro:content';
import { HOME_FEATURED_PROJECTS } from '../../core/constants.ts';
import type { Category, Project, ProjectMedia } from '../../core/schemas/snapshot.ts';

/** A project that can appear in public lists: it has a category (public-site §5). */
export type ListedProject = Project & { category: NonNullable<Project['category']> };

// The content store keeps entries sorted by id (slug), not in the snapshot's order, so every list
// is put in the spec's order here (public-site §7).

/** Every published project, newest event first (undated last), then newest created first. */
export async function getProjects(): Promise<Project[]> {
  return (await getCollection('projects')).map((entry) => entry.data).sort(byEventDateDesc);
}

function byEventDateDesc(a: Project, b: Project): number {
  if (a.event_date !== b.event_date) {
    if (a.event_date === null) return 1;
    if (b.event_date === null) return -1;
    return b.event_date.localeCompare(a.event_date);
  }
  return b.created_at.localeCompare(a.created_at);
}

/** Categories ordered by name. */
export async function getCategories(): Promise<Category[]> {
  return (await getCollection('categories')).map((entry) => entry.data).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

/** Projects without a category are dropped from public lists (public-site §5). */
export function listedProjects(projects: Project[]): ListedProject[] {
  return projects.filter((p): p is ListedProject => p.category !== null);
}

export function projectsInCategory(projects: ListedProject[], categorySlug: string): ListedProject[] {
  return projects.filter((p) => p.category.slug === categorySlug);
}

/**
 * The home page's "Trabalhos Recentes": up to 6 featured projects (public-site §7). When none is
 * featured, the most recent ones stand in, so the home page never shows an empty section.
 */
export function homeProjects(projects: ListedProject[]): ListedProject[] {
  const featured = projects.filter((p) => p.is_featured);
  return (featured.length > 0 ? featured : projects).slice(0, HOME_FEATURED_PROJECTS);
}

/** The name a project is shown under: its client names, else its title (public-site §2). */
export function projectName(project: Project): string {
  return project.client_names.trim() || project.title;
}

/** Cover of a card: the cover image, else the first photo of the project. */
export function projectCover(project: Project): string | undefined {
  return project.cover_image ?? project.media.find((m) => m.media_type === 'image')?.media_url;
}

/** Alternative text of a project's photo: its own alt text, else the project's name. */
export function mediaAlt(media: ProjectMedia, project: Project, position: number): string {
  const alt = media.alt_text?.trim();
  if (alt) return alt;
  return `${projectName(project)} — foto ${position}`;
}

export type PortfolioPage =
  | { kind: 'category'; slug: string; category: Category }
  | { kind: 'project'; slug: string; project: Project };

/**
 * The pages under /portfolio/<slug>: one per category (a filtered list) and one per project (DESIGN
 * override 8). The admin keeps the two kinds of slug apart; should a snapshot still carry a clash,
 * the category keeps the address, so that the filter bar never leads to a project.
 */
export function portfolioPages(categories: Category[], projects: Project[]): PortfolioPage[] {
  const pages = new Map<string, PortfolioPage>();
  for (const category of categories) pages.set(category.slug, { kind: 'category', slug: category.slug, category });
  for (const project of projects) {
    if (pages.has(project.slug)) {
      console.warn(`[retrato] project "${project.slug}" has the slug of a category; its page was not built.`);
      continue;
    }
    pages.set(project.slug, { kind: 'project', slug: project.slug, project });
  }
  return [...pages.values()];
}
