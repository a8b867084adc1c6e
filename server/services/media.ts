import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { IMAGE_MAX_SIDE, IMAGE_WEBP_QUALITY } from '../../core/constants.ts';
import type { MediaVariant } from '../../core/schemas/snapshot.ts';
import type { Db } from '../db/client.ts';
import { mediaFiles } from '../db/schema/index.ts';
import { UserError } from '../errors.ts';
import type { Storage } from '../storage/index.ts';

// Images are converted once, at upload, into responsive variants (DESIGN decision 5): AVIF and WebP at a
// few widths, EXIF orientation applied, sRGB, no metadata (so no GPS), with a tiny placeholder.

/** Widths of the variants; the spec's 800 px thumbnail and 3840 px maximum are among them. */
export const VARIANT_WIDTHS = [480, 800, 1280, 1920, 2560, IMAGE_MAX_SIDE] as const;
// sharp sees one core on this kind of machine unless told; AVIF encoding uses every thread it gets.
sharp.concurrency(availableParallelism());
// libvips keeps recent decoded images for reuse; each upload is processed once, so that only holds memory.
sharp.cache(false);

const MAX_INPUT_PIXELS = 120_000_000; // decompression-bomb guard: ~ a 100-megapixel photo passes
const AVIF_QUALITY = 55;
/** AVIF encoder effort: 2 for uploads; the seeder's flat paintings lose nothing at 1, three times faster. */
const AVIF_EFFORT = 2;
const WEBP = { quality: Math.round(IMAGE_WEBP_QUALITY * 100), effort: 4 } as const;

export const mediaMessages = {
  notAnImage: 'Por favor, selecione apenas arquivos de imagem',
  unreadable: 'Não foi possível ler esta imagem. Envie um arquivo JPEG, PNG, WebP ou AVIF válido.',
} as const;

export type MediaFile = typeof mediaFiles.$inferSelect;
type StoreOptions = { originalName?: string; isSample?: boolean; avifEffort?: number };

export function createMediaService(db: Db, storage: Storage) {
  return {
    /** Stores an image and its variants; the same bytes uploaded twice give the same record. */
    async storeImage(input: Buffer, options: StoreOptions = {}): Promise<MediaFile> {
      const hash = createHash('sha256').update(input).digest('hex').slice(0, 32);
      const [existing] = await db.select().from(mediaFiles).where(eq(mediaFiles.hash, hash)).limit(1);
      if (existing) return existing;

      const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
      let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
      try {
        meta = await source.metadata();
      } catch {
        throw new UserError('invalid', mediaMessages.unreadable);
      }
      if (!meta.format || !['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff'].includes(meta.format)) {
        throw new UserError('invalid', mediaMessages.notAnImage);
      }
      // Decoded once, upright and in sRGB, capped at the largest variant; every variant is made from it.
      const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;

      const widths = [...VARIANT_WIDTHS.filter((w) => w < info.width), info.width];
      const variants: MediaVariant[] = [];
      for (const width of widths) {
        const resized = sharp(data, raw).resize({ width });
        for (const format of ['avif', 'webp'] as const) {
          const encoded = await (format === 'avif' ? resized.clone().avif({ quality: AVIF_QUALITY, effort: options.avifEffort ?? AVIF_EFFORT }) : resized.clone().webp(WEBP)).toBuffer({
            resolveWithObject: true,
          });
          const key = `${hash}/${width}.${format}`;
          await storage.put(key, encoded.data);
          variants.push({ format, width, height: encoded.info.height, url: storage.url(key), bytes: encoded.data.length });
        }
      }
      const tiny = await sharp(data, raw).resize({ width: 16 }).blur(0.6).webp({ quality: 40 }).toBuffer();
      const largest = variants.findLast((v) => v.format === 'webp')!;

      const [row] = await db
        .insert(mediaFiles)
        .values({
          hash,
          url: largest.url,
          original_name: options.originalName ?? null,
          mime_type: `image/${meta.format}`,
          bytes: input.length,
          width: info.width,
          height: info.height,
          placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
          variants,
          is_sample: options.isSample ?? false,
        })
        .onConflictDoNothing()
        .returning();
      return row ?? (await db.select().from(mediaFiles).where(eq(mediaFiles.hash, hash)))[0]!;
    },

    /** Rasterizes an SVG (the project's own sample art) and stores it as an uploaded photo. */
    async storeSvg(svg: string, options: StoreOptions = {}): Promise<MediaFile> {
      const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 90, mozjpeg: true }).toBuffer();
      return this.storeImage(jpeg, options);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
