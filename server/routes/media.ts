import { Hono } from 'hono';
import { UserError } from '../errors.ts';
import type { MediaService } from '../services/media.ts';
import type { Storage } from '../storage/index.ts';

export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;

/** POST /api/admin/media (multipart `file`) → 201 with the stored media and its variants. */
export function mediaUploadRoutes(media: MediaService): Hono {
  return new Hono().post('/', async (c) => {
    const form = await c.req.formData().catch(() => {
      throw new UserError('invalid', 'Envie o arquivo no campo "file".');
    });
    const file = form.get('file');
    if (!(file instanceof File)) throw new UserError('invalid', 'Envie o arquivo no campo "file".');
    if (file.size > UPLOAD_MAX_BYTES) throw new UserError('too_large', 'Arquivo muito grande. Máximo 50MB.');
    const stored = await media.storeImage(Buffer.from(await file.arrayBuffer()), { originalName: file.name });
    return c.json(stored, 201);
  });
}

/** GET /media/<key>: stored files, content-addressed, so cached forever. */
export function mediaFileRoutes(storage: Storage): Hono {
  const types: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };
  return new Hono().get('/*', async (c) => {
    const key = storage.keyOf(c.req.path);
    const data = key ? await storage.get(key) : undefined;
    if (!data || !key) return c.notFound();
    const extension = key.split('.').pop() ?? '';
    return c.body(new Uint8Array(data), 200, {
      'Content-Type': types[extension] ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}
