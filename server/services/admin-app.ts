import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import { binOf, runBuild } from './builder.ts';
import { fingerprint } from './fingerprint.ts';
import { precompress } from './precompress.ts';

// The admin is a single-page app built with Vite into dist/admin. `npm start` builds it when it is
// missing or older than its sources, so a fresh clone needs no separate build step.

const ADMIN_SOURCES = ['admin', 'core', 'package-lock.json'];

export function adminDir(config: Config): string {
  return path.join(config.rootDir, 'dist', 'admin');
}

export async function ensureAdminBuilt(config: Config, log: Logger): Promise<void> {
  const outDir = adminDir(config);
  const stamp = path.join(outDir, '.fingerprint');
  const wanted = fingerprint(config.rootDir, ADMIN_SOURCES);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted && existsSync(path.join(outDir, 'index.html'))) return;
  const started = Date.now();
  log.info('building the admin app...');
  await runBuild(binOf('vite', config.rootDir), ['build', '--config', 'admin/vite.config.ts', '--logLevel', 'warn'], {
    cwd: config.rootDir,
    env: {},
  });
  await precompress(outDir);
  writeFileSync(stamp, wanted);
  log.info(`admin app built in ${Date.now() - started} ms`);
}
