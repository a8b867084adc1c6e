import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, databases, startTestServer, type TestServer } from './helpers.ts';

describe.each(databases)('admin sign-in on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.stop());

  it('answers 401 on every admin route without a session', async () => {
    const paths = [
      '/api/admin/dashboard',
      '/api/admin/site',
      '/api/admin/projects',
      '/api/admin/categories',
      '/api/admin/testimonials',
      '/api/admin/blog-posts',
      '/api/admin/blog-categories',
      '/api/admin/team-members',
      '/api/admin/leads',
      '/api/admin/anything-else',
      '/api/site/snapshot',
    ];
    for (const path of paths) {
      const response = await server.fetch(path);
      expect(response.status, path).toBe(401);
      expect((await response.json()).error.message).toBe('Faça login para continuar.');
    }
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await server.fetch('/api/admin/categories/00000000-0000-4000-8000-000000000000', { method });
      expect(response.status, method).toBe(401);
    }
    expect((await server.fetch('/api/admin/media', { method: 'POST' })).status).toBe(401);
  });

  it('refuses a wrong password', async () => {
    const response = await server.fetch('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ email: ADMIN.email, password: 'not-the-password' }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('gives a session that lists projects, and sign-out ends it', async () => {
    const cookie = await server.signIn();
    const session = await (await server.fetch('/api/auth/get-session', { cookie })).json();
    expect(session.user.email).toBe(ADMIN.email);

    const list = await server.fetch('/api/admin/projects', { cookie });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^projects \d+-\d+\/\d+$/);

    const out = await server.fetch('/api/auth/sign-out', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect((await server.fetch('/api/admin/projects', { cookie })).status).toBe(401);
  });

  it('does not let anyone sign up', async () => {
    const response = await server.fetch('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ email: 'intruder@example.com', password: 'intruder-password', name: 'x' }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    await expect(server.signIn('intruder@example.com', 'intruder-password')).rejects.toThrow(/401/);
  });
});
