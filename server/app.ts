import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import type { Auth } from './auth/index.ts';
import type { ApiKeyService } from './services/api-keys.ts';
import { CLIENT_IP_HEADER } from './auth/index.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { UserError, messages } from './errors.ts';
import type { Events } from './events.ts';
import type { Logger } from './log.ts';
import { crudRoutes } from './routes/crud.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { apiKeyRoutes, automationRoutes } from './routes/automation.ts';
import { clientIp } from './routes/client-ip.ts';
import { gatewayRoutes } from './routes/gateway.ts';
import { adminLeadRoutes, leadRoutes } from './routes/leads.ts';
import { mediaFileRoutes, mediaUploadRoutes, UPLOAD_MAX_BYTES } from './routes/media.ts';
import { siteRoutes, snapshotRoutes } from './routes/site.ts';
import { singletonRoutes } from './routes/singletons.ts';
import { adminAppRoutes, publicSiteRoutes } from './routes/static.ts';
import { categoriesResource } from './services/categories.ts';
import { blogPostsResource } from './services/blog-posts.ts';
import { blogCategoriesResource, leadsResource, teamMembersResource, testimonialsResource } from './services/catalogue.ts';
import type { LeadService } from './services/leads.ts';
import type { MediaService } from './services/media.ts';
import { projectsResource } from './services/projects.ts';
import { removeSamples } from './services/samples/remove.ts';
import type { Publisher } from './services/publisher.ts';
import type { ResourceService } from './services/resources.ts';
import { businessInfoSingleton, settingsSingleton, themeSingleton, type SingletonService } from './services/singletons.ts';
import type { Storage } from './storage/index.ts';

export type AppContext = {
  config: Config;
  db: Db;
  auth: Auth;
  log: Logger;
  events: Events;
  resources: ResourceService;
  singletons: SingletonService;
  leads: LeadService;
  apiKeys: ApiKeyService;
  media: MediaService;
  storage: Storage;
  publisher: Publisher;
  adminDir: string;
  /** True once the first start's content (sample seeding) is in place. */
  isInitialized: () => boolean;
  /** True once the content is in place, the admin app is built and the site has a build to serve. */
  isReady: () => boolean;
};

/** The admin resources, by the name of their API path (DESIGN "Contracts"). */
export const adminResources = [
  projectsResource,
  categoriesResource,
  testimonialsResource,
  blogPostsResource,
  blogCategoriesResource,
  teamMembersResource,
  leadsResource,
];

const JSON_BODY_LIMIT = 1024 * 1024;

export function createApp(ctx: AppContext): Hono {
  const app = new Hono();
  const preparing = () =>
    new Response(
      '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><meta http-equiv="refresh" content="3"><title>Preparando o site</title><p style="font-family:sans-serif;text-align:center;margin-top:20vh">Preparando o site… esta página se atualiza sozinha.</p></html>',
      { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '3' } },
    );

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    if (error instanceof UserError) {
      return c.json({ error: { message: error.message, ...(error.fields ? { fields: error.fields } : {}) } }, error.status);
    }
    ctx.log.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json({ error: { message: messages.internal } }, 500);
  });

  app.get('/api/health', (c) =>
    ctx.isReady() ? c.json({ status: 'ok' }) : c.json({ status: 'starting' }, 503),
  );

  // Better Auth reads the client address from this header for its sign-in rate limit; it is always set
  // here, from the connection or, behind a trusted proxy, from X-Forwarded-For.
  app.on(['GET', 'POST'], '/api/auth/*', (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, ctx.config.trustProxy));
    return ctx.auth.handler(new Request(c.req.raw, { headers }));
  });

  app.use('/api/leads', bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.json({ error: { message: 'Mensagem muito grande.' } }, 413) }));
  app.route('/api/leads', leadRoutes(ctx.leads, ctx.config));
  app.route('/api/v1', automationRoutes(ctx.apiKeys, ctx.db, ctx.resources));

  app.use('/api/site/*', async (c, next) => {
    const token = c.req.header('authorization')?.replace(/^Bearer\s+/i, '');
    if (token && token === ctx.config.siteBuildToken) return next();
    return requireSession(ctx.auth)(c, next);
  });
  app.route('/api/site/snapshot', snapshotRoutes(ctx.db, ctx.config.publicUrl));

  const admin = new Hono();
  admin.use('*', requireSession(ctx.auth));
  // Beside SameSite cookies: a form or upload posted from another site is refused by its Origin. Only POST
  // can be sent across sites without a CORS preflight, so only POST needs the check.
  admin.post('*', csrf({ origin: ctx.config.publicUrl }));
  admin.use('*', async (c, next) => {
    if (ctx.isInitialized()) return next();
    return c.json({ error: { message: 'O servidor está preparando o conteúdo inicial. Tente de novo em instantes.' } }, 503);
  });
  // The upload route counts the bytes as they stream to disk; a declared size over the limit is refused
  // here at once. (Hono's bodyLimit would hold a body sent without Content-Length in memory to count it.)
  admin.use('/media', async (c, next) =>
    Number(c.req.header('content-length') ?? 0) > UPLOAD_MAX_BYTES + 64 * 1024 ? c.json({ error: { message: 'Arquivo muito grande. Máximo 50MB.' } }, 413) : next(),
  );
  admin.use('*', async (c, next) => (c.req.path.endsWith('/media') ? next() : bodyLimit({ maxSize: JSON_BODY_LIMIT })(c, next)));
  admin.route('/dashboard', dashboardRoutes(ctx.db));
  admin.route('/site', siteRoutes(ctx.publisher));
  admin.route('/media', mediaUploadRoutes(ctx.media));
  admin.delete('/samples', async (c) => c.json({ removed: await removeSamples(ctx.db, ctx.events) }));
  // Before the generic routes, whose `/:id` would take these paths for ids.
  admin.route('/leads', adminLeadRoutes(ctx.leads, ctx.db));
  admin.route('/settings', gatewayRoutes(ctx.db));
  admin.route('/api-keys', apiKeyRoutes(ctx.apiKeys));
  for (const resource of adminResources) admin.route(`/${resource.name}`, crudRoutes(resource, ctx.resources));
  for (const singleton of [settingsSingleton, businessInfoSingleton, themeSingleton]) {
    admin.route(`/${singleton.name}`, singletonRoutes(singleton, ctx.singletons));
  }
  admin.all('*', (c) => c.json({ error: { message: 'Recurso não encontrado.' } }, 404));
  app.route('/api/admin', admin);

  app.all('/api/*', (c) => c.json({ error: { message: 'Rota não encontrada.' } }, 404));
  app.route('/media', mediaFileRoutes(ctx.storage));
  app.get('/admin', (c) => c.redirect('/admin/', 301));
  app.route('/admin', adminAppRoutes(ctx.adminDir, preparing));
  app.route('/', publicSiteRoutes(ctx.publisher.currentDir, preparing));
  return app;
}

function requireSession(auth: Auth) {
  return async (c: import('hono').Context, next: () => Promise<void>) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return c.json({ error: { message: messages.unauthorized } }, 401);
    await next();
  };
}
