import { Hono } from 'hono';
import { UserError } from '../errors.ts';
import { MEDIA_KINDS, mediaMessages, UPLOAD_LIMITS, type MediaKind, type MediaService } from '../services/media.ts';
import { contentTypeOf, IMMUTABLE_CACHE_CONTROL, type Storage } from '../storage/index.ts';

/** The largest upload of any kind; app.ts caps the request body at this (plus the multipart envelope). */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(UPLOAD_LIMITS));
const MULTIPART_OVERHEAD = 64 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function kindOf(value: unknown): MediaKind {
  if (value === null || value === undefined || value === '') return 'project';
  if (typeof value === 'string' && (MEDIA_KINDS as readonly string[]).includes(value)) return value as MediaKind;
  throw new UserError('invalid', `Tipo de envio inválido. Use um destes: ${MEDIA_KINDS.join(', ')}.`);
}

/**
 * POST /api/admin/media (multipart `file`; optional `kind` = project|blog|team|settings and
 * `purpose=hero`, as form fields or in the query string) → 201 with the stored media and its variants.
 * The same bytes sent again answer the same record, so an interrupted batch can simply be sent again.
 * GET /:id → the record; DELETE /:id → removes it and its files (409 while content still shows it).
 */
export function mediaUploadRoutes(media: MediaService): Hono {
  return new Hono()
    .post('/', async (c) => {
      // With the kind in the query string, a request over its limit is refused before its body is read.
      const queryKind = kindOf(c.req.query('kind'));
      const declared = Number(c.req.header('content-length'));
      if (c.req.query('kind') && declared > UPLOAD_LIMITS[queryKind] + MULTIPART_OVERHEAD) {
        throw new UserError('too_large', mediaMessages.tooLarge(UPLOAD_LIMITS[queryKind]));
      }
      const form = await c.req.formData().catch(() => {
        throw new UserError('invalid', 'Envie o arquivo no campo "file".');
      });
      const file = form.get('file');
      if (!(file instanceof File)) throw new UserError('invalid', 'Envie o arquivo no campo "file".');
      const kind = form.has('kind') ? kindOf(form.get('kind')) : queryKind;
      if (file.size > UPLOAD_LIMITS[kind]) throw new UserError('too_large', mediaMessages.tooLarge(UPLOAD_LIMITS[kind]));
      if (file.size === 0) throw new UserError('invalid', mediaMessages.notAnImage);
      const purpose = form.get('purpose') ?? c.req.query('purpose');
      const stored = await media.storeImage(Buffer.from(await file.arrayBuffer()), {
        originalName: file.name,
        hero: purpose === 'hero',
      });
      return c.json(stored, 201);
    })
    .get('/:id', async (c) => {
      const id = c.req.param('id');
      const file = UUID.test(id) ? await media.get(id) : undefined;
      if (!file) throw new UserError('not_found', 'Imagem não encontrada.');
      return c.json(file);
    })
    .delete('/:id', async (c) => {
      const id = c.req.param('id');
      if (!UUID.test(id)) throw new UserError('not_found', 'Imagem não encontrada.');
      await media.remove(id);
      return c.json({ id });
    });
}

/** GET /media/<key>: files of the local storage, content-addressed, so cached forever. */
export function mediaFileRoutes(storage: Storage): Hono {
  return new Hono().get('/*', async (c) => {
    const key = storage.keyOf(c.req.path);
    const data = key ? await storage.get(key) : undefined;
    if (!data || !key) return c.notFound();
    return c.body(new Uint8Array(data), 200, {
      'Content-Type': contentTypeOf(key),
      'Cache-Control': IMMUTABLE_CACHE_CONTROL,
    });
  });
}
