import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../log.ts';
import { binOf, runBuild } from './builder.ts';
import { fingerprint } from './fingerprint.ts';
import { precompress } from './precompress.ts';
import { exportSnapshot } from './snapshot.ts';

// Publishing (DESIGN "How data flows" 4): export the snapshot, run `astro build` into a new folder,
// then switch the served site to it at once. The old build serves until then; a failed build keeps it.
// Requests are debounced (edits come in bursts) and single-flight (one build at a time, then one more
// if anything changed meanwhile).

export type SiteBuild = { id: string; fingerprint: string; built_at: string; duration_ms: number };
export type SiteState = {
  status: 'idle' | 'building' | 'failed';
  stage: 'snapshot' | 'astro' | 'switch' | null;
  current: SiteBuild | null;
  pending: boolean;
  started_at: string | null;
  error: string | null;
};

/** What the site's look depends on besides content: its own sources. */
const SITE_SOURCES = ['src', 'public', 'core', 'astro.config.ts', 'package-lock.json'];

export function createPublisher(options: { config: Config; db: Db; log: Logger }) {
  const { config, db, log } = options;
  const siteDir = path.join(config.dataDir, 'site');
  const pointerFile = path.join(siteDir, 'current.json');
  const sourceFingerprint = fingerprint(config.rootDir, SITE_SOURCES);

  const state: SiteState = { status: 'idle', stage: null, current: readPointer(), pending: false, started_at: null, error: null };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const waiters: (() => void)[] = [];

  function readPointer(): SiteBuild | null {
    try {
      const build = JSON.parse(readFileSync(pointerFile, 'utf8')) as SiteBuild;
      return existsSync(path.join(siteDir, 'builds', build.id, 'index.html')) ? build : null;
    } catch {
      return null;
    }
  }

  async function build(): Promise<void> {
    const started = Date.now();
    state.status = 'building';
    state.stage = 'snapshot';
    state.started_at = new Date(started).toISOString();
    state.pending = false;
    const id = `${started.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const workDir = path.join(siteDir, 'work', id);
    const outDir = path.join(siteDir, 'builds', id);
    try {
      const snapshot = await exportSnapshot(db, config.publicUrl);
      const { generated_at: _, ...content } = snapshot;
      const print = fingerprint(config.rootDir, [], sourceFingerprint + JSON.stringify(content));
      if (state.current?.fingerprint === print) {
        state.status = 'idle';
        state.error = null;
        return;
      }
      await mkdir(workDir, { recursive: true });
      const snapshotFile = path.join(workDir, 'snapshot.json');
      await writeFile(snapshotFile, JSON.stringify(snapshot));
      state.stage = 'astro';
      await runBuild(binOf('astro', config.rootDir), ['build'], {
        cwd: config.rootDir,
        env: {
          RETRATO_SNAPSHOT_FILE: snapshotFile,
          RETRATO_SITE_OUT: outDir,
          RETRATO_BUILD_CACHE: path.join(workDir, 'cache'),
          PUBLIC_URL: config.publicUrl,
        },
        onLine: (line) => log.debug(`astro: ${line}`),
      });
      state.stage = 'switch';
      await precompress(outDir);
      const next: SiteBuild = { id, fingerprint: print, built_at: new Date().toISOString(), duration_ms: Date.now() - started };
      await writeFile(`${pointerFile}.tmp`, JSON.stringify(next));
      await rename(`${pointerFile}.tmp`, pointerFile);
      const previous = state.current;
      state.current = next;
      state.status = 'idle';
      state.error = null;
      log.info(`site published (build ${id}, ${next.duration_ms} ms)`);
      await removeBuildsExcept([id, previous?.id]);
    } catch (error) {
      state.status = 'failed';
      state.error = error instanceof Error ? error.message : String(error);
      log.error('site build failed; the previous site keeps being served', error);
      await rm(outDir, { recursive: true, force: true });
    } finally {
      state.stage = null;
      await rm(workDir, { recursive: true, force: true });
    }
  }

  async function removeBuildsExcept(keep: (string | undefined)[]) {
    const buildsDir = path.join(siteDir, 'builds');
    for (const name of readdirSync(buildsDir)) {
      if (!keep.includes(name)) await rm(path.join(buildsDir, name), { recursive: true, force: true });
    }
  }

  function run() {
    if (running) {
      state.pending = true;
      return;
    }
    running = build().finally(() => {
      running = undefined;
      if (state.pending) schedule(config.siteBuildDebounceMs);
      else waiters.splice(0).forEach((resolve) => resolve());
    });
  }

  function schedule(delay: number) {
    state.pending = true;
    clearTimeout(timer);
    timer = setTimeout(run, delay);
  }

  return {
    state: (): SiteState => ({ ...state }),
    /** The folder of the site being served, or null before the first build. */
    currentDir: () => (state.current ? path.join(siteDir, 'builds', state.current.id) : null),
    /** Asks for a build soon; several requests in a burst make one build. */
    request: (reason: string) => {
      log.debug(`site build requested: ${reason}`);
      schedule(config.siteBuildDebounceMs);
    },
    /** Builds now (unless the content and sources are unchanged) and resolves when the site is settled. */
    publishNow(): Promise<void> {
      const settled = new Promise<void>((resolve) => waiters.push(resolve));
      clearTimeout(timer);
      state.pending = true;
      run();
      return settled;
    },
    stop: () => clearTimeout(timer),
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
