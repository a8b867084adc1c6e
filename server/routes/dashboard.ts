import { Hono } from 'hono';
import { count, desc, eq } from 'drizzle-orm';
import { DASHBOARD_RECENT_PROJECTS } from '../../core/constants.ts';
import type { Db } from '../db/client.ts';
import { blogPosts, categories, leads, projects, testimonials } from '../db/schema/index.ts';

/** GET /api/admin/dashboard: the four counts and the newest projects (admin-area §2 "Dashboard"). */
export function dashboardRoutes(db: Db): Hono {
  return new Hono().get('/', async (c) => {
    const total = async (table: typeof projects | typeof categories | typeof testimonials | typeof blogPosts) =>
      (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
    const [projectCount, categoryCount, testimonialCount, postCount, [newLeads], recent] = await Promise.all([
      total(projects),
      total(categories),
      total(testimonials),
      total(blogPosts),
      db.select({ n: count() }).from(leads).where(eq(leads.status, 'new')),
      db
        .select({ id: projects.id, title: projects.title, is_published: projects.is_published, created_at: projects.created_at })
        .from(projects)
        .orderBy(desc(projects.created_at))
        .limit(DASHBOARD_RECENT_PROJECTS),
    ]);
    return c.json({
      counts: {
        projects: projectCount,
        categories: categoryCount,
        testimonials: testimonialCount,
        blog_posts: postCount,
        leads_new: newLeads?.n ?? 0,
      },
      recent_projects: recent,
    });
  });
}
