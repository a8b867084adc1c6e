import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { and, eq, lt } from 'drizzle-orm';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { IMAGE_MAX_SIDE, IMAGE_WEBP_QUALITY } from '../../core/constants.ts';
import type { MediaVariant } from '../../core/schemas/snapshot.ts';
import type { Db } from '../db/client.ts';
import { blogPosts, mediaFiles, projectMedia, projects, settings, teamMembers } from '../db/schema/index.ts';
import { UserError } from '../errors.ts';
import type { Storage } from '../storage/index.ts';

// Images are converted once, at upload, into responsive variants (DESIGN decision 5): AVIF and WebP at a
// few widths, EXIF orientation applied, sRGB, no metadata (so no GPS), with a tiny placeholder.
// This is the only module that imports sharp (STYLE "One module owns each outside thing").

/** Widths of the variants; the spec's 800 px thumbnail and 3840 px maximum are among them. */
export const VARIANT_WIDTHS = [480, 800, 1280, 1920, 2560, IMAGE_MAX_SIDE] as const;
/** The spec's hero crop: a 1920×1080 cover crop of a hero image, made beside its variants. */
export const HERO_CROP = { name: 'hero', width: 1920, height: 1080 } as const;
// sharp sees one core on this kind of machine unless told; AVIF encoding uses every thread it gets.
sharp.concurrency(availableParallelism());
// libvips keeps recent decoded images for reuse; each upload is processed once, so that only holds memory.
sharp.cache(false);

/** Decompression-bomb guard: a 100-megapixel photo passes; a small file that claims to be huge does not. */
const MAX_INPUT_PIXELS = 120_000_000;
const AVIF_QUALITY = 55;
/**
 * AVIF encoder effort (0 fastest … 9 smallest). On a 24-megapixel photo effort 2 costs 2.5× the CPU of
 * effort 1 for files 1–3% smaller (bench/README.md "Media"), so uploads use 1.
 */
const AVIF_EFFORT = 1;
/**
 * AVIF chroma at half resolution, as WebP and camera JPEGs have it: at 3840 px it takes 15–20% less CPU and
 * 17% fewer bytes than sharp's default 4:4:4, for the same luma (Y-PSNR 34.9 dB both; bench/README.md).
 */
const AVIF_CHROMA = '4:2:0';
/**
 * WebP is what browsers without AVIF get; no WebP is made above 2560 px. At 3840 px it was a 2.3 MB file
 * (three times the AVIF) that cost more CPU than any other WebP, for the rare old browser on a 4K screen,
 * which gets the 2560 px one instead.
 */
const WEBP_MAX_WIDTH = 2560;
/** WebP effort: 2 from 1920 px up (half the time of 4, within 2% of its bytes), 4 below. */
const webpOptions = (width: number) => ({ quality: Math.round(IMAGE_WEBP_QUALITY * 100), effort: width >= 1920 ? 2 : 4 });
/** What an upload is for; it sets the size limit (team photos: 2 MB, per the spec). */
export const MEDIA_KINDS = ['project', 'blog', 'team', 'settings'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
const MB = 1024 * 1024;
export const UPLOAD_LIMITS: Record<MediaKind, number> = { project: 50 * MB, blog: 25 * MB, team: 2 * MB, settings: 25 * MB };

/**
 * Images converted at the same time, per process. One conversion already keeps both cores busy (libvips
 * threads, AVIF and WebP encoded side by side); more would only add memory (an AVIF encoder holds ~300 MB
 * for a 3840 px image) and take the libuv threads that serve files, so parallel uploads queue here.
 */
const CONVERSIONS_AT_ONCE = 1;

/** How long a file may wait unreferenced (uploaded, form not saved yet) before the sweep removes it. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

export const mediaMessages = {
  notAnImage: 'Por favor, selecione apenas arquivos de imagem',
  tooLarge: (limit: number) => `Imagem muito grande. Máximo ${Math.round(limit / MB)}MB`,
  heic: 'Fotos HEIC (formato do iPhone) não são aceitas. Envie em JPEG: no iPhone, em Ajustes › Câmera › Formatos, escolha "Mais Compatível", ou exporte a foto como JPEG.',
  truncated: 'A imagem está incompleta (o arquivo foi cortado ou o envio foi interrompido). Envie o arquivo novamente.',
  unreadable: 'Não foi possível ler esta imagem. Envie um arquivo JPEG, PNG, WebP ou AVIF válido.',
  tooManyPixels: `Imagem com resolução grande demais. Máximo ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  inUse: 'Esta imagem está em uso no site. Remova-a do conteúdo antes de excluí-la.',
} as const;

const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'gif', 'tiff'];

export type MediaFile = typeof mediaFiles.$inferSelect;
export type ImageOptions = {
  /** Also make the 1920×1080 hero crop. */
  hero?: boolean;
  /** AVIF effort override (0 fastest … 9 smallest). */
  avifEffort?: number;
  /** Make only the crops (a stored image newly chosen as a hero). */
  cropsOnly?: boolean;
};
type StoreOptions = ImageOptions & { originalName?: string; isSample?: boolean };

/** One encoded file of a processed image, named within its hash folder (`800.avif`, `hero.webp`). */
export type EncodedFile = { name: string; format: 'avif' | 'webp'; width: number; height: number; data: Buffer };
export type ProcessedImage = {
  format: string;
  width: number;
  height: number;
  placeholder: string;
  variants: EncodedFile[];
  crops: Record<string, EncodedFile[]>;
};

/**
 * An image to convert: its bytes, or a file already on disk (an upload, received by server/storage as it
 * streamed in) that libvips reads from the file instead of from memory.
 */
export type ImageInput = Buffer | { path: string; bytes: number; sha256: string; head: Buffer };
const sourceOf = (input: ImageInput) => (Buffer.isBuffer(input) ? input : input.path);
const headOf = (input: ImageInput) => (Buffer.isBuffer(input) ? input.subarray(0, 64) : input.head);

type Raw = { data: Buffer; info: OutputInfo };
const rawInput = ({ info }: Raw) => ({ raw: { width: info.width, height: info.height, channels: info.channels } });

/** Reads the header and refuses what cannot or must not be decoded, with the photographer's words. */
async function inspect(input: ImageInput): Promise<Metadata> {
  let meta: Metadata;
  try {
    meta = await sharp(sourceOf(input), { limitInputPixels: false }).metadata();
  } catch {
    const head = headOf(input);
    throw new UserError('invalid', isHeic(head) ? mediaMessages.heic : looksLikeImage(head) ? mediaMessages.unreadable : mediaMessages.notAnImage);
  }
  if (meta.format === 'heif' && meta.compression !== 'av1') throw new UserError('invalid', mediaMessages.heic);
  if (!meta.format || !ACCEPTED_FORMATS.includes(meta.format === 'heif' ? 'avif' : meta.format)) {
    throw new UserError('invalid', mediaMessages.notAnImage);
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw new UserError('invalid', mediaMessages.tooManyPixels);
  return meta;
}

/** An ISO-BMFF file (`ftyp` box) whose brands are HEIC's: the iPhone's default, which sharp here cannot decode. */
function isHeic(head: Buffer): boolean {
  if (head.length < 16 || head.toString('latin1', 4, 8) !== 'ftyp') return false;
  const size = Math.min(head.readUInt32BE(0), head.length, 64);
  const brands = head.toString('latin1', 8, size);
  return /hei[cxms]|hev[cxms]|heif/.test(brands) && !/avi[fs]/.test(brands);
}

/** Magic numbers of the image formats people send; an image that fails to decode is then "unreadable". */
function looksLikeImage(head: Buffer): boolean {
  return (
    (head[0] === 0xff && head[1] === 0xd8) || // JPEG
    head.toString('latin1', 1, 4) === 'PNG' ||
    head.toString('latin1', 0, 3) === 'GIF' ||
    (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') ||
    head.toString('latin1', 4, 8) === 'ftyp'
  );
}

function decodeError(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  if (/premature end|truncat|unexpected end|end of (file|stream)|short read|not enough data|read error/i.test(message)) {
    throw new UserError('invalid', mediaMessages.truncated);
  }
  if (/pixel limit/i.test(message)) throw new UserError('invalid', mediaMessages.tooManyPixels);
  throw new UserError('invalid', mediaMessages.unreadable);
}

/**
 * Decodes an image once (upright, sRGB, 8 bits, shrunk on load when the format allows it, capped at the
 * largest variant), makes each smaller size from the previous one (3840 → 2560 → … → 480), then encodes
 * them: AVIF and WebP side by side.
 * Pure: writes nothing, so a refused or broken file leaves nothing behind.
 */
export async function processImage(input: ImageInput, options: ImageOptions = {}): Promise<ProcessedImage> {
  const meta = await inspect(input);
  let decoded: Raw;
  try {
    decoded = await sharp(sourceOf(input), { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .autoOrient()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    decodeError(error);
  }
  const { width, height } = decoded.info;
  const effort = options.avifEffort ?? AVIF_EFFORT;

  // Every size first, largest to smallest, each resized from the one before (Lanczos on ever smaller
  // images); resizing is cheap next to encoding.
  const sizes: Raw[] = [decoded];
  for (const w of VARIANT_WIDTHS.filter((w) => w < width).reverse()) {
    const from = sizes.at(-1)!;
    sizes.push(await sharp(from.data, rawInput(from)).resize({ width: w }).raw().toBuffer({ resolveWithObject: true }));
  }
  const smallest = sizes.at(-1)!;

  // Then the files, largest first: the AVIFs one after another and, beside them, the WebPs one after
  // another. Both cores stay busy (an AVIF encode alone uses ~1.8 of 2), but two AVIF encoders never run
  // at once: the 3840 px one holds ~300 MB by itself.
  type Job = { name: string; format: EncodedFile['format']; from: Raw; crop?: string };
  const jobs: Job[] = [];
  // The crop comes from the smallest size that still covers it, so a panorama is covered as well as a portrait.
  if (options.hero) {
    const from = sizes.findLast((r) => r.info.width >= HERO_CROP.width && r.info.height >= HERO_CROP.height) ?? decoded;
    const cropped = await heroCrop(from);
    for (const format of ['avif', 'webp'] as const) jobs.push({ name: HERO_CROP.name, format, from: cropped, crop: HERO_CROP.name });
  }
  if (!options.cropsOnly) {
    for (const from of sizes) {
      jobs.push({ name: String(from.info.width), format: 'avif', from });
      if (from.info.width <= WEBP_MAX_WIDTH) jobs.push({ name: String(from.info.width), format: 'webp', from });
    }
  }
  const encoded = new Map<Job, EncodedFile>();
  const encodeAll = async (format: EncodedFile['format']) => {
    for (const job of jobs.filter((j) => j.format === format)) {
      const image = sharp(job.from.data, rawInput(job.from));
      const data = await (format === 'avif'
        ? image.avif({ quality: AVIF_QUALITY, effort, chromaSubsampling: AVIF_CHROMA })
        : image.webp(webpOptions(job.from.info.width))
      ).toBuffer();
      encoded.set(job, { name: `${job.name}.${format}`, format, width: job.from.info.width, height: job.from.info.height, data });
    }
  };
  await Promise.all([encodeAll('avif'), encodeAll('webp')]);
  const files = jobs.map((job) => encoded.get(job)!);
  const crops: Record<string, EncodedFile[]> = {};
  if (options.hero) crops[HERO_CROP.name] = files.filter((_, i) => jobs[i]!.crop);
  // Smallest first, AVIF before WebP at each width: the order the manifest has always listed them in.
  const variants = files
    .filter((_, i) => !jobs[i]!.crop)
    .sort((a, b) => a.width - b.width || a.format.localeCompare(b.format));

  const tiny = await sharp(smallest.data, rawInput(smallest)).resize({ width: 16 }).blur(0.6).webp({ quality: 40 }).toBuffer();
  return {
    format: meta.format === 'heif' ? 'avif' : meta.format!,
    width,
    height,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    variants,
    crops,
  };

  async function heroCrop(from: Raw): Promise<Raw> {
    return sharp(from.data, rawInput(from))
      .resize({ width: HERO_CROP.width, height: HERO_CROP.height, fit: 'cover', position: sharp.strategy.attention })
      .raw()
      .toBuffer({ resolveWithObject: true });
  }
}
/** Runs at most `limit` tasks at once, in arrival order. */
function createLimiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finishing task hands its slot straight to the next one waiting, so `active` never exceeds `limit`.
    if (active < limit) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}
const conversions = createLimiter(CONVERSIONS_AT_ONCE);

export function createMediaService(db: Db, storage: Storage) {
  /** Uploads of the same bytes in flight in this process: a retry joins the first instead of racing it. */
  const inFlight = new Map<string, Promise<MediaFile>>();

  const byHash = async (hash: string) => (await db.select().from(mediaFiles).where(eq(mediaFiles.hash, hash)).limit(1))[0];

  /** Stores encoded files; if any write fails, removes what was written and rethrows. */
  async function putAll(hash: string, files: EncodedFile[]): Promise<MediaVariant[]> {
    try {
      return await Promise.all(
        files.map(async (file) => {
          const key = `${hash}/${file.name}`;
          await storage.put(key, file.data);
          return { format: file.format, width: file.width, height: file.height, url: storage.url(key), bytes: file.data.length };
        }),
      );
    } catch (error) {
      await storage.remove(hash).catch(() => undefined);
      throw error;
    }
  }

  async function store(hash: string, input: ImageInput, options: StoreOptions): Promise<MediaFile> {
    const existing = await byHash(hash);
    if (existing) {
      if (!options.hero || existing.crops[HERO_CROP.name]) return existing;
      // The same photo, now chosen as a hero image: add its crop to the record.
      const processed = await conversions(() => processImage(input, { ...options, hero: true, cropsOnly: true }));
      const crop = await putAll(hash, processed.crops[HERO_CROP.name]!);
      const [updated] = await db
        .update(mediaFiles)
        .set({ crops: { ...existing.crops, [HERO_CROP.name]: crop } })
        .where(eq(mediaFiles.id, existing.id))
        .returning();
      return updated!;
    }

    const processed = await conversions(() => processImage(input, options));
    const variants = await putAll(hash, processed.variants);
    const crops: Record<string, MediaVariant[]> = {};
    try {
      for (const [name, files] of Object.entries(processed.crops)) crops[name] = await putAll(hash, files);
      const largest = variants.findLast((v) => v.format === 'webp')!;
      const [row] = await db
        .insert(mediaFiles)
        .values({
          hash,
          url: largest.url,
          original_name: options.originalName?.slice(0, 255) ?? null,
          mime_type: `image/${processed.format}`,
          bytes: Buffer.isBuffer(input) ? input.length : input.bytes,
          width: processed.width,
          height: processed.height,
          placeholder: processed.placeholder,
          variants,
          crops,
          is_sample: options.isSample ?? false,
        })
        .onConflictDoNothing()
        .returning();
      // Another process stored the same bytes meanwhile: its files are these same files.
      return row ?? (await byHash(hash))!;
    } catch (error) {
      await storage.remove(hash).catch(() => undefined);
      throw error;
    }
  }

  /** The hashes of every media file that public content points at (by any of its variants' URLs). */
  async function referencedHashes(): Promise<Set<string>> {
    const texts: (string | null)[] = [];
    for (const r of await db.select({ a: projects.cover_image }).from(projects)) texts.push(r.a);
    for (const r of await db.select({ a: projectMedia.media_url, b: projectMedia.thumbnail_url }).from(projectMedia)) texts.push(r.a, r.b);
    // Posts' own HTML may embed uploaded images too.
    for (const r of await db.select({ a: blogPosts.featured_image, b: blogPosts.content }).from(blogPosts)) texts.push(r.a, r.b);
    for (const r of await db.select({ a: teamMembers.image_url }).from(teamMembers)) texts.push(r.a);
    for (const r of await db
      .select({
        a: settings.logo_url,
        b: settings.studio_logo_url,
        c: settings.favicon_url,
        d: settings.seo_image_url,
        e: settings.about_image_url,
        f: settings.hero_images,
      })
      .from(settings)) {
      texts.push(r.a, r.b, r.c, r.d, r.e, ...(r.f ?? []));
    }
    const hashes = new Set<string>();
    for (const text of texts) {
      if (!text) continue;
      for (const match of text.matchAll(/\b([0-9a-f]{32})\/[a-z0-9-]+\.[a-z0-9]+/g)) hashes.add(match[1]!);
    }
    return hashes;
  }

  async function removeFile(file: MediaFile) {
    // Files first: a row without files would be a broken image; files without a row are never linked.
    await storage.remove(file.hash);
    await db.delete(mediaFiles).where(eq(mediaFiles.id, file.id));
  }

  return {
    /** Stores an image and its variants; the same bytes uploaded twice give the same record. */
    async storeImage(input: ImageInput, options: StoreOptions = {}): Promise<MediaFile> {
      const hash = (Buffer.isBuffer(input) ? createHash('sha256').update(input).digest('hex') : input.sha256).slice(0, 32);
      const running = inFlight.get(hash);
      if (running) {
        const first = await running.catch(() => undefined);
        if (first && (!options.hero || first.crops[HERO_CROP.name])) return first;
      }
      const job = store(hash, input, options);
      inFlight.set(hash, job);
      try {
        return await job;
      } finally {
        if (inFlight.get(hash) === job) inFlight.delete(hash);
      }
    },

    /** Rasterizes an SVG (the project's own sample art) and stores it as an uploaded photo. */
    async storeSvg(svg: string, options: StoreOptions = {}): Promise<MediaFile> {
      const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 90, mozjpeg: true }).toBuffer();
      return this.storeImage(jpeg, options);
    },

    async get(id: string): Promise<MediaFile | undefined> {
      return (await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1))[0];
    },

    /** Deletes a media record and its files; refused while content still shows it. */
    async remove(id: string): Promise<void> {
      const file = await this.get(id);
      if (!file) throw new UserError('not_found', 'Imagem não encontrada.');
      if ((await referencedHashes()).has(file.hash)) throw new UserError('conflict', mediaMessages.inUse);
      await removeFile(file);
    },

    /**
     * The orphan sweep: removes media files (records and stored files) that no content points at any more
     * and that are older than the grace period, so an upload not yet saved into its form is kept.
     * Deleting a project, a photo or a post frees its images this way. Returns how many were removed.
     */
    async removeOrphans(options: { graceMs?: number; now?: Date } = {}): Promise<number> {
      const cutoff = new Date((options.now ?? new Date()).getTime() - (options.graceMs ?? ORPHAN_GRACE_MS));
      const candidates = await db.select().from(mediaFiles).where(lt(mediaFiles.created_at, cutoff));
      if (candidates.length === 0) return 0;
      const referenced = await referencedHashes();
      let removed = 0;
      for (const file of candidates) {
        if (referenced.has(file.hash) || inFlight.has(file.hash)) continue;
        // Checked again against the row itself, in case it was re-uploaded (and so renewed) meanwhile.
        const [still] = await db.select({ id: mediaFiles.id }).from(mediaFiles).where(and(eq(mediaFiles.id, file.id), lt(mediaFiles.created_at, cutoff)));
        if (!still) continue;
        await removeFile(file);
        removed++;
      }
      return removed;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
