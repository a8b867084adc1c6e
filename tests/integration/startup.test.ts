import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPostgresDatabase, databases, startTestServer, type TestServer } from './helpers.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

function createAdmin(dataDir: string, email: string, password: string) {
  return run(process.execPath, ['scripts/create-admin.ts', '--email', email, '--password', password], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error' },
  });
}

describe('start-up', () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'retrato-start-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  it.each(databases)('keeps data and sessions across a restart on %s', async (kind) => {
    const dataDir = tempDir();
    const databaseUrl = kind === 'postgres' ? await createPostgresDatabase() : undefined;
    const first = await startTestServer(kind, { dataDir, databaseUrl });
    const cookie = await first.signIn();
    const created = await first.fetch('/api/admin/categories', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Aniversário' }),
    });
    expect(created.status).toBe(201);
    const countBefore = (await first.fetch('/api/admin/categories', { cookie })).headers.get('content-range');
    await first.stop();

    const second = await startTestServer(kind, { dataDir, databaseUrl });
    cleanup.push(() => second.stop());
    const after = await second.fetch('/api/admin/categories?filter={"q":"Aniversário"}', { cookie });
    expect(after.status).toBe(200);
    expect((await after.json()).map((c: { name: string }) => c.name)).toEqual(['Aniversário']);
    // Nothing was seeded a second time.
    expect((await second.fetch('/api/admin/categories', { cookie })).headers.get('content-range')).toBe(countBefore);
  });

  it('creates an admin account from the command line', async () => {
    const dataDir = tempDir();
    const { stdout } = await createAdmin(dataDir, 'fotografa@example.com', 'uma-senha-longa');
    expect(stdout).toContain('Admin account created for fotografa@example.com');
    const server = await startTestServer('pglite', { dataDir, env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } });
    cleanup.push(() => server.stop());
    await expect(server.signIn('fotografa@example.com', 'uma-senha-longa')).resolves.toContain('=');
  });

  it('refuses to open the embedded database while the server has it open', async () => {
    const server: TestServer = await startTestServer('pglite');
    cleanup.push(() => server.stop());
    const attempt = createAdmin(server.dataDir, 'outra@example.com', 'uma-senha-longa');
    await expect(attempt).rejects.toMatchObject({ stderr: expect.stringContaining('in use by another Retrato process') });
  });

  it('says how to create the first account when there is none', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      const server = await startTestServer('pglite', { env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '', LOG_LEVEL: 'warn' } });
      cleanup.push(() => server.stop());
    } finally {
      spy.mockRestore();
    }
    const text = lines.join('');
    expect(text).toContain('There is no admin account yet');
    expect(text).toContain('npm run admin:create -- --email');
  });
});
