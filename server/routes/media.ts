import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { Hono } from 'hono';
import { UserError } from '../errors.ts';
import { MEDIA_KINDS, mediaMessages, UPLOAD_LIMITS, type MediaKind, type MediaService } from '../services/media.ts';
import { contentTypeOf, IMMUTABLE_CACHE_CONTROL, type Storage } from '../storage/index.ts';
import { receiveFile, UploadTooLargeError, type ReceivedFile } from '../storage/uploads.ts';

/** The largest upload of any kind; app.ts caps the request body at this (plus the multipart envelope). */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(UPLOAD_LIMITS));
const MULTIPART_OVERHEAD = 64 * 1024;
const noFile = 'Envie o arquivo no campo "file".';
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
      const upload = await receiveUpload(c.req.raw, c.req.query('kind') ? UPLOAD_LIMITS[queryKind] : UPLOAD_MAX_BYTES);
      const received = upload.file?.received;
      try {
        const kind = upload.fields.kind !== undefined ? kindOf(upload.fields.kind) : queryKind;
        if (!upload.file || !received) throw new UserError('invalid', noFile);
        if (received === TOO_LARGE || received.bytes > UPLOAD_LIMITS[kind]) {
          throw new UserError('too_large', mediaMessages.tooLarge(UPLOAD_LIMITS[kind]));
        }
        if (received.bytes === 0) throw new UserError('invalid', mediaMessages.notAnImage);
        const purpose = upload.fields.purpose ?? c.req.query('purpose');
        const stored = await media.storeImage(received, { originalName: upload.file.name, hero: purpose === 'hero' });
        return c.json(stored, 201);
      } finally {
        if (received && received !== TOO_LARGE) await received.dispose();
      }
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

const TOO_LARGE = 'too-large';
type Upload = {
  fields: Record<string, string>;
  /** The `file` part, on disk, or TOO_LARGE when it held more than the limit (nothing of it is kept). */
  file?: { name: string | undefined; received: ReceivedFile | typeof TOO_LARGE };
};

/**
 * Reads a multipart upload as it streams in: the `file` part goes to a temporary file (never whole into
 * memory), the small fields are kept. A file over `maxBytes` is read to its end but not kept, so the
 * answer can still be a clean 413.
 */
function receiveUpload(request: Request, maxBytes: number): Promise<Upload> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      // Browsers send file names as raw UTF-8 ("São João.jpg"); busboy's default would read them as latin1.
      defParamCharset: 'utf8',
      // One byte over the limit is how busboy tells "too large" from "exactly the limit"; past it busboy
      // skips the rest of the part.
      limits: { files: 1, fileSize: maxBytes + 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
  } catch {
    return Promise.reject(new UserError('invalid', noFile));
  }
  if (!request.body) return Promise.reject(new UserError('invalid', noFile));
  const body = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: Promise<Upload['file']> | undefined;
    let fileStream: Readable | undefined;
    let failed = false;
    const discard = (f: Upload['file']) => (f && f.received !== TOO_LARGE ? f.received.dispose() : undefined);
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      body.unpipe(parser);
      body.destroy();
      // A file still arriving will never end now: stop it, which removes what it wrote.
      fileStream?.destroy();
      void file?.then(discard);
      reject(error instanceof UserError ? error : new UserError('invalid', noFile));
    };
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || file) {
        stream.resume();
        return;
      }
      fileStream = stream;
      file = receiveFile(stream, maxBytes).then(
        (received) => ({ name: info.filename, received }),
        (error: unknown) => {
          if (error instanceof UploadTooLargeError) return { name: info.filename, received: TOO_LARGE as typeof TOO_LARGE };
          fail(error);
          return undefined;
        },
      );
    });
    parser.on('close', () => {
      if (!file) resolve({ fields });
      else void file.then((f) => (failed ? discard(f) : resolve({ fields, file: f })));
    });
    parser.on('error', fail);
    body.on('error', fail);
    body.pipe(parser);
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
