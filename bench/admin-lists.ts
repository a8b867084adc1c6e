import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { categories, leads } from '../server/db/schema/index.ts';
import startPostgres from '../tests/setup/postgres.ts';
import { startBenchServer } from './server.ts';

// npm run bench -- admin-lists: every list the admin asks for, as react-admin asks for it, against the real
// server holding 10,000 leads and 1,000 projects (issue 4: each list answers in ≤ 100 ms server time).
// Runs on PGlite, then on PostgreSQL: DATABASE_URL (an empty database; the data stays there) or a throwaway cluster made from the
// local binaries as the integration suite does. BENCH_DATABASES=pglite or =postgres runs one only.
// The data is written with set-based SQL before the server starts: the measurement is of the HTTP lists.

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 3;
const LEADS = 10_000;
const PROJECTS = 1_000;

type Db = ReturnType<typeof openDatabase>['db'];

/** Realistic volumes around the two big tables: a studio's categories, media, posts, reviews and team. */
async function seed(db: Db) {
  await db.execute(sql`
    insert into categories (name, slug, description)
    select name, slug, 'Trabalhos de ' || name
    from (values ('Casamentos', 'casamentos'), ('Pré Wedding', 'pre-wedding'), ('Ensaios', 'ensaios'),
                 ('Gestantes', 'gestantes'), ('Família', 'familia'), ('Debutantes', 'debutantes'),
                 ('Corporativo', 'corporativo'), ('Newborn', 'newborn')) as c(name, slug)`);
  await db.execute(sql`
    insert into projects (title, slug, client_names, location, event_date, description, category_id, cover_image,
                          is_featured, is_published, created_at, updated_at)
    select 'Casamento ' || first || ' & ' || second || ' ' || g,
           'casamento-' || g,
           first || ' & ' || second || ' Silva' || (g % 97),
           'São Paulo, SP',
           (date '2024-01-01' + (g % 900))::date,
           'Um dia cheio de luz e de gente querida. ' || repeat('Texto do projeto. ', 20),
           (select id from categories order by slug offset (g % 8) limit 1),
           '/media/bench/' || g || '/cover.avif',
           g % 25 = 0,
           g % 4 <> 0,
           now() - g * interval '1 day',
           now() - g * interval '1 day'
    from generate_series(1, ${PROJECTS}) as g,
         lateral (select (array['Ana','Bia','Carla','Duda','Eva','Fê','Gabi'])[1 + g % 7] as first,
                         (array['Bruno','Caio','Davi','Enzo','Igor','João'])[1 + g % 6] as second) as n`);
  // Six media per project: five photos and a video, as the project form makes them.
  await db.execute(sql`
    insert into project_media (project_id, media_url, media_type, thumbnail_url, alt_text, sort_order)
    select p.id,
           case when i = 6 then 'https://www.youtube.com/watch?v=bench' || i else '/media/bench/' || p.slug || '/' || i || '.avif' end,
           case when i = 6 then 'video' else 'image' end,
           case when i = 6 then null else '/media/bench/' || p.slug || '/' || i || '-800.avif' end,
           'Foto ' || i || ' de ' || p.title,
           i - 1
    from projects p, generate_series(1, 6) as i`);
  await db.execute(sql`
    insert into leads (name, email, phone, event_type, event_date, location, message, status, created_at, updated_at)
    select 'Cliente ' || g, 'cliente' || g || '@example.com', '(11) 9' || lpad((g % 100000000)::text, 8, '0'),
           (array['casamento','pre-wedding','ensaio','outro'])[1 + g % 4],
           (date '2026-01-01' + (g % 700))::date,
           'Campinas, SP',
           'Olá! Gostaria de um orçamento para o nosso evento. ' || repeat('Detalhes do pedido. ', 8),
           (array['new','contacted','contacted','converted','lost','lost','lost','lost','lost','lost'])[1 + g % 10],
           now() - g * interval '2 hours',
           now() - g * interval '2 hours'
    from generate_series(1, ${LEADS}) as g`);
  // Each lead sent its webhook and its WhatsApp alert (the deliveries the admin shows per lead), long ago:
  // queued and sent, so the outbox has nothing to do while the lists are measured.
  await db.execute(sql`
    insert into deliveries (lead_id, channel, event, status, attempts, sent_at, queued_at, created_at, updated_at)
    select l.id, ch, 'contact.created', 'sent', 1, l.created_at, l.created_at, l.created_at, l.created_at
    from leads l, unnest(array['webhook','whatsapp']) as ch`);
  await db.execute(sql`
    insert into portfolio_blog_categories (name, slug, color)
    select 'Categoria ' || g, 'categoria-' || g, '#d97706' from generate_series(1, 6) as g`);
  await db.execute(sql`
    insert into portfolio_blog_posts (title, slug, excerpt, content, author_name, read_time, is_published, is_featured,
                                      published_at, created_at, updated_at)
    select 'Post ' || g, 'post-' || g, 'Resumo do post ' || g,
           '<h2>Dicas</h2>' || repeat('<p>Chegue cedo, respire e confie na sua equipe de fotografia.</p>', 60),
           'Fotógrafa', 5, g % 5 <> 0, g % 20 = 0,
           case when g % 5 <> 0 then now() - g * interval '3 days' end,
           now() - g * interval '3 days', now() - g * interval '3 days'
    from generate_series(1, 200) as g`);
  await db.execute(sql`
    insert into portfolio_blog_post_categories (post_id, category_id)
    select p.id, c.id from portfolio_blog_posts p
    join portfolio_blog_categories c on c.slug in ('categoria-' || (1 + length(p.slug) % 6), 'categoria-' || (1 + (length(p.slug) + 2) % 6))`);
  await db.execute(sql`
    insert into testimonials (client_name, content, rating, is_featured, google_review_id, google_data, created_at)
    select 'Casal ' || g, 'Fotos lindas, atendimento impecável do começo ao fim. ' || repeat('Recomendo! ', 10),
           5 - g % 2, g % 10 = 0,
           case when g % 3 = 0 then 'google-' || g end,
           case when g % 3 = 0 then '{"relative_time":"há 2 meses"}'::jsonb end,
           now() - g * interval '1 day'
    from generate_series(1, 300) as g`);
  await db.execute(sql`
    insert into portfolio_team_members (name, role, bio, image_url, is_active, display_order)
    select 'Pessoa ' || g, 'Fotógrafa', 'Fotografa casamentos há ' || g || ' anos.', '/media/bench/team-' || g || '.avif',
           g % 5 <> 0, g
    from generate_series(1, 12) as g`);
}

type Case = { name: string; path: string; check?: (response: Response, body: string) => void };

/** The admin's calls, in ra-data-simple-rest's shape (sort, range, filter; a Range header it sends too). */
function cases(ids: { categoryId: string; leadId: string }): Case[] {
  const list = (resource: string, sort: [string, string], range: [number, number], filter: object = {}) =>
    `/api/admin/${resource}?sort=${encodeURIComponent(JSON.stringify(sort))}&range=${encodeURIComponent(JSON.stringify(range))}&filter=${encodeURIComponent(JSON.stringify(filter))}`;
  const total = (expected: number) => (response: Response) => {
    const range = response.headers.get('content-range') ?? '';
    if (!range.endsWith(`/${expected}`)) throw new Error(`expected a total of ${expected}, got "${range}"`);
  };
  return [
    // Every page: the publishing indicator in the app bar.
    { name: 'site state (every page)', path: '/api/admin/site' },
    { name: 'dashboard', path: '/api/admin/dashboard' },
    { name: 'leads: stats (counters)', path: '/api/admin/leads/stats' },
    { name: 'leads: page 1 (25, newest first)', path: list('leads', ['created_at', 'DESC'], [0, 24]), check: total(LEADS) },
    { name: 'leads: status "new"', path: list('leads', ['created_at', 'DESC'], [0, 24], { status: 'new' }), check: total(LEADS / 10) },
    { name: 'leads: status "lost"', path: list('leads', ['created_at', 'DESC'], [0, 24], { status: 'lost' }), check: total(LEADS * 0.6) },
    { name: 'leads: page 200 (offset 4975)', path: list('leads', ['created_at', 'DESC'], [4975, 4999]) },
    { name: 'leads: deliveries of one', path: `/api/admin/leads/${ids.leadId}/deliveries` },
    { name: 'leads: CSV export, all', path: '/api/admin/leads/export.csv' },
    { name: 'leads: CSV export, status "new"', path: '/api/admin/leads/export.csv?status=new' },
    { name: 'projects: page 1', path: list('projects', ['created_at', 'DESC'], [0, 9]), check: total(PROJECTS) },
    { name: 'projects: published', path: list('projects', ['created_at', 'DESC'], [0, 9], { is_published: true }), check: total(PROJECTS * 0.75) },
    { name: 'projects: category', path: list('projects', ['created_at', 'DESC'], [0, 9], { category_id: ids.categoryId }) },
    { name: 'projects: search q', path: list('projects', ['created_at', 'DESC'], [0, 9], { q: 'silva4' }) },
    { name: 'projects: sorted by title', path: list('projects', ['title', 'ASC'], [0, 9]) },
    { name: 'projects: category filter choices', path: list('categories', ['name', 'ASC'], [0, 24]) },
    { name: 'categories', path: list('categories', ['name', 'ASC'], [0, 9]) },
    { name: 'blog posts', path: list('blog-posts', ['created_at', 'DESC'], [0, 9]), check: total(200) },
    { name: 'blog categories (post form)', path: list('blog-categories', ['name', 'ASC'], [0, 199]) },
    { name: 'testimonials', path: list('testimonials', ['created_at', 'DESC'], [0, 9]), check: total(300) },
    { name: 'team members', path: list('team-members', ['display_order', 'ASC'], [0, 199]), check: total(12) },
  ];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function measure(kind: 'pglite' | 'postgres', databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'retrato-bench-lists-'));
  const seedStarted = performance.now();
  const database = openDatabase({ dataDir, databaseUrl });
  await database.migrate();
  await seed(database.db);
  const [lead] = await database.db.select({ id: leads.id }).from(leads).orderBy(desc(leads.created_at)).limit(1);
  const [category] = await database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'casamentos'));
  await database.close();
  const seedMs = Math.round(performance.now() - seedStarted);

  const server = await startBenchServer(dataDir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  try {
    const { url } = server;
    const cookie = await server.signIn();

    const results = [];
    for (const c of cases({ categoryId: category!.id, leadId: lead!.id })) {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const started = performance.now();
        const response = await fetch(`${url}${c.path}`, { headers: { cookie, accept: 'application/json' } });
        const body = await response.text();
        const elapsed = performance.now() - started;
        if (!response.ok) throw new Error(`${c.name}: ${response.status} ${body.slice(0, 200)}`);
        c.check?.(response, body);
        bytes = body.length;
        if (i >= WARMUP) times.push(elapsed);
      }
      times.sort((a, b) => a - b);
      const row = { name: c.name, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(times.at(-1)!), kb: Math.round(bytes / 1024) };
      console.log(`${kind.padEnd(8)} ${row.name.padEnd(36)} p50 ${String(row.p50).padStart(6)} ms  p95 ${String(row.p95).padStart(6)} ms  max ${String(row.max).padStart(6)} ms  ${row.kb} KB`);
      results.push(row);
    }
    return { database: kind, seed_ms: seedMs, runs_per_case: RUNS, results };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const runs = [];
const loadBefore = loadavg()[0]!;
const startedAt = new Date().toISOString();
if (wanted.includes('pglite')) runs.push(await measure('pglite', undefined));
if (wanted.includes('postgres')) {
  let url = process.env.DATABASE_URL;
  let stop: (() => void) | undefined;
  if (!url) {
    const setup = await startPostgres({ provide: (_key: string, value: string | null) => void (url = value ?? undefined) } as never);
    stop = setup ?? undefined;
  }
  if (url) {
    try {
      runs.push(await measure('postgres', url));
    } finally {
      stop?.();
    }
  } else {
    console.warn('no PostgreSQL (no DATABASE_URL, no local binaries): measured PGlite only');
  }
}
const summary = {
  measured_at: startedAt,
  load_average_1m: { before: Math.round(loadBefore * 10) / 10, after: Math.round(loadavg()[0]! * 10) / 10 },
  leads: LEADS,
  projects: PROJECTS,
  runs,
};
mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(path.join(import.meta.dirname, 'results', 'admin-lists.json'), JSON.stringify(summary, null, 2));
console.log(`load average (1 min): ${summary.load_average_1m.before} before, ${summary.load_average_1m.after} after`);
