import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Loader } from 'astro/loaders';
import { z } from 'zod';
import { snapshotSchema, type Snapshot } from '../../core/schemas/snapshot.ts';

// The site build is a pure function of the content snapshot (DESIGN "The content snapshot"): the
// publisher writes it to a file, or a build that runs elsewhere fetches it from the server.

export type SnapshotSource =
  | { kind: 'file'; file: string }
  | { kind: 'url'; url: string; token: string | undefined };

type Env = Record<string, string | undefined>;

/** Where this build takes its snapshot from; throws when the environment names no source. */
export function snapshotSource(env: Env = process.env): SnapshotSource {
  if (env.RETRATO_SNAPSHOT_FILE) return { kind: 'file', file: path.resolve(env.RETRATO_SNAPSHOT_FILE) };
  if (env.RETRATO_SNAPSHOT_URL) {
    return { kind: 'url', url: env.RETRATO_SNAPSHOT_URL, token: env.RETRATO_BUILD_TOKEN || undefined };
  }
  throw new Error(
    'No content snapshot to build from: set RETRATO_SNAPSHOT_FILE to a snapshot JSON file, or ' +
      'RETRATO_SNAPSHOT_URL (with RETRATO_BUILD_TOKEN) to the server\'s /api/site/snapshot.',
  );
}

/** Reads and validates the snapshot; the error names the source and every invalid field. */
export async function readSnapshot(source: SnapshotSource): Promise<Snapshot> {
  const where = source.kind === 'file' ? source.file : source.url;
  let raw: unknown;
  try {
    raw = source.kind === 'file' ? JSON.parse(await readFile(source.file, 'utf8')) : await fetchSnapshot(source);
  } catch (error) {
    throw new Error(`Could not read the content snapshot from ${where}: ${(error as Error).message}`, { cause: error });
  }
  const parsed = snapshotSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`The content snapshot from ${where} is invalid:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

async function fetchSnapshot(source: { url: string; token: string | undefined }): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (source.token) headers.authorization = `Bearer ${source.token}`;
  const response = await fetch(source.url, { headers });
  if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`);
  return response.json();
}

// Every collection loader asks for the snapshot; it is read once per process. `astro build` is one
// process per publish, so each build reads the snapshot afresh and nothing is kept between builds.
let snapshotOnce: Promise<Snapshot> | undefined;
function currentSnapshot(): Promise<Snapshot> {
  snapshotOnce ??= readSnapshot(snapshotSource());
  return snapshotOnce;
}

export type SnapshotEntry = { id: string; data: Record<string, unknown> };

/**
 * A content-layer loader that fills one collection from the snapshot. It replaces the collection's
 * entries on every run, so the content cache can never serve a previous snapshot.
 */
export function snapshotLoader(select: (snapshot: Snapshot) => SnapshotEntry[]): Loader {
  return {
    name: 'retrato-snapshot',
    load: async ({ store, parseData }) => {
      const entries = select(await currentSnapshot());
      store.clear();
      for (const { id, data } of entries) {
        store.set({ id, data: await parseData({ id, data }) });
      }
    },
  };
}
