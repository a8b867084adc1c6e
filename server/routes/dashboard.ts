import { Hono } from 'hono';
import { count, desc, eq, gte, sql } from 'drizzle-orm';
import { DASHBOARD_RECENT_PROJECTS, LEAD_STATUSES } from '../../core/constants.ts';

const LEAD_CHART_WEEKS = 12;
import type { Db } from '../db/client.ts';
import { blogPosts, categories, leads, projects, testimonials } from '../db/schema/index.ts';

/** GET /api/admin/dashboard: the four counts and the newest projects (admin-area §2 "Dashboard"). */
export function dashboardRoutes(db: Db): Hono {
  return new Hono().get('/', async (c) => {
    const total = async (table: typeof projects | typeof categories | typeof testimonials | typeof blogPosts) =>
      (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
    const since = new Date(Date.now() - LEAD_CHART_WEEKS * 7 * 24 * 3600 * 1000);
    // Weeks start on Monday, in Brazil's time, as the photographer counts them.
    const week = sql<string>`to_char(date_trunc('week', ${leads.created_at} at time zone 'America/Sao_Paulo'), 'YYYY-MM-DD')`;
    const [projectCount, categoryCount, testimonialCount, postCount, [newLeads], recent, byWeek, byStatus] = await Promise.all([
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
      db.select({ week, count: count() }).from(leads).where(gte(leads.created_at, since)).groupBy(week).orderBy(week),
      db.select({ status: leads.status, count: count() }).from(leads).groupBy(leads.status),
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
      leads_by_week: byWeek,
      leads_by_status: Object.fromEntries(LEAD_STATUSES.map((s) => [s, byStatus.find((r) => r.status === s)?.count ?? 0])),
    });
  });
}
