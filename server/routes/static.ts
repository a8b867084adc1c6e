import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';

// Serves a folder of built files: the public site (whose folder changes at each publish) and the admin
// app (a single-page app: unknown paths get its index.html). Hashed assets are cached forever.

type Found = { file: string; size: number };

async function findFile(root: string, urlPath: string): Promise<Found | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const relative = path.posix.normalize(decoded).replace(/^(\.\.(\/|$))+/, '');
  const base = path.join(root, relative);
  if (!base.startsWith(root)) return undefined;
  for (const candidate of [base, path.join(base, 'index.html'), `${base}.html`]) {
    try {
      const info = await stat(candidate);
      if (info.isFile()) return { file: candidate, size: info.size };
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}

/** The precompressed twin of a file (see services/precompress.ts) that the client accepts, if any. */
async function compressedTwin(file: string, acceptEncoding: string): Promise<{ file: string; size: number; encoding: string } | undefined> {
  for (const [encoding, extension] of [['br', '.br'], ['gzip', '.gz']] as const) {
    if (!new RegExp(`\\b${encoding}\\b`).test(acceptEncoding)) continue;
    try {
      const info = await stat(file + extension);
      if (info.isFile()) return { file: file + extension, size: info.size, encoding };
    } catch {
      // no twin in this encoding
    }
  }
  return undefined;
}

async function send(found: Found, status: number, cacheControl: string, acceptEncoding = ''): Promise<Response> {
  const type = getMimeType(found.file) ?? 'application/octet-stream';
  const twin = await compressedTwin(found.file, acceptEncoding);
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
  if (twin) headers['Content-Encoding'] = twin.encoding;
  headers['Content-Length'] = String(twin ? twin.size : found.size);
  const body = Readable.toWeb(createReadStream(twin ? twin.file : found.file)) as ReadableStream;
  return new Response(body, { status, headers });
}

function cacheFor(file: string, hashedDir: string): string {
  if (file.includes(`${path.sep}${hashedDir}${path.sep}`)) return 'public, max-age=31536000, immutable';
  return file.endsWith('.html') ? 'no-cache' : 'public, max-age=3600';
}

/** The public site from the folder `currentDir()` names at the time of each request. */
export function publicSiteRoutes(currentDir: () => string | null, notReady: () => Response): Hono {
  return new Hono().get('/*', async (c) => {
    const root = currentDir();
    if (!root) return notReady();
    const accept = c.req.header('accept-encoding') ?? '';
    const found = await findFile(root, c.req.path);
    if (found) return send(found, 200, cacheFor(found.file, '_astro'), accept);
    const notFound = await findFile(root, '/404.html');
    return notFound ? send(notFound, 404, 'no-cache', accept) : c.text('Página não encontrada', 404);
  });
}

/** The admin single-page app mounted at /admin. */
export function adminAppRoutes(dir: string, notReady: () => Response): Hono {
  return new Hono().get('/*', async (c) => {
    const relative = c.req.path.replace(/^\/admin/, '') || '/';
    const found = (await findFile(dir, relative)) ?? (await findFile(dir, '/index.html'));
    if (!found) return notReady();
    const isAsset = relative.startsWith('/assets/') && found.file.includes(`${path.sep}assets${path.sep}`);
    if (relative.startsWith('/assets/') && !isAsset) return c.notFound();
    return send(found, 200, cacheFor(found.file, 'assets'), c.req.header('accept-encoding') ?? '');
  });
}
