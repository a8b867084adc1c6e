import sharp from 'sharp';
import type { MediaVariant } from '../../core/schemas/snapshot.ts';
import type { TestServer } from './helpers.ts';

// Photos for the media tests, made with sharp the way cameras and phones make them.

export type UploadedMedia = {
  id: string;
  hash: string;
  url: string;
  original_name: string | null;
  mime_type: string;
  width: number;
  height: number;
  placeholder: string;
  variants: MediaVariant[];
  crops: Record<string, MediaVariant[]>;
  created_at: string;
};

/** POST /api/admin/media as the admin's upload does: multipart `file`, optional fields. */
export function upload(server: TestServer, cookie: string, file: Buffer, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(file)], { type: 'application/octet-stream' }), name);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return server.fetch('/api/admin/media', { method: 'POST', cookie, headers: { origin: 'http://localhost' }, body: form });
}

/** A smooth JPEG (different bytes for each seed). */
export async function gradientJpeg(width: number, height: number, seed: number): Promise<Buffer> {
  const hue = (seed * 67) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,80%)"/><stop offset="1" stop-color="hsl(${(hue + 140) % 360},50%,25%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="hsl(${(hue + 60) % 360},50%,55%)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/**
 * A phone photo: pixels stored sideways (1200×800, top half red, bottom half blue) with EXIF orientation 6
 * ("rotate 90° clockwise to show"), camera make and model, and GPS coordinates (Rio de Janeiro).
 */
export async function phonePhotoWithGps(): Promise<Buffer> {
  const half = (colour: string) => sharp({ create: { width: 1200, height: 400, channels: 3, background: colour } }).png().toBuffer();
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#000' } })
    .composite([
      { input: await half('#ff0000'), top: 0, left: 0 },
      { input: await half('#0000ff'), top: 400, left: 0 },
    ])
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '22/1 54/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '43/1 10/1 20/1' },
    } as never)
    .toBuffer();
}

/** Whether an EXIF block's first IFD points at a GPS IFD (tag 0x8825). */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.toString('latin1', 0, 4) === 'Exif' ? 6 : 0;
  const little = exif.toString('latin1', tiff, tiff + 2) === 'II';
  const u16 = (at: number) => (little ? exif.readUInt16LE(at) : exif.readUInt16BE(at));
  const u32 = (at: number) => (little ? exif.readUInt32LE(at) : exif.readUInt32BE(at));
  const ifd = tiff + u32(tiff + 4);
  for (let i = 0, n = u16(ifd); i < n; i++) if (u16(ifd + 2 + i * 12) === 0x8825) return true;
  return false;
}
