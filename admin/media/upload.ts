import { IMAGE_MAX_SIDE, IMAGE_THUMB_WIDTH, IMAGE_WEBP_QUALITY } from '../../core/constants.ts';

// Uploads to POST /api/admin/media. Photos straight from a camera are shrunk in the browser first
// (DESIGN decision 5: longest side ≤ 3840 px, WebP 0.86) so that a phone on a venue's Wi-Fi sends a
// fraction of the bytes; the server makes the responsive variants either way.

export type MediaKind = 'project' | 'blog' | 'team' | 'settings';

export type StoredMedia = {
  id: string;
  url: string;
  width: number;
  height: number;
  placeholder?: string;
  variants: { format: string; width: number; height: number; url: string; bytes: number }[];
};

export class UploadError extends Error {}

const FALLBACK_MESSAGE = 'Erro ao enviar imagem';

/** The image itself when it is already small enough, else a WebP whose longest side is 3840 px. */
export async function shrinkImage(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file; // A format the browser cannot decode (HEIC, say): the server may still read it.
  }
  try {
    const longest = Math.max(bitmap.width, bitmap.height);
    if (longest <= IMAGE_MAX_SIDE) return file;
    const scale = IMAGE_MAX_SIDE / longest;
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(width, height);
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
      return await canvas.convertToBlob({ type: 'image/webp', quality: IMAGE_WEBP_QUALITY });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', IMAGE_WEBP_QUALITY));
    return blob ?? file;
  } finally {
    bitmap.close();
  }
}

/**
 * Sends one file, reporting progress from 0 to 1. XMLHttpRequest rather than fetch because only it reports
 * upload progress. The server answers the same record for the same bytes, so a retry is always safe.
 */
export function uploadMedia(
  file: Blob,
  options: { kind?: MediaKind; name?: string; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<StoredMedia> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // The kind also in the query string lets the server refuse an over-limit file before reading it.
    xhr.open('POST', `/api/admin/media${options.kind ? `?kind=${options.kind}` : ''}`);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as (StoredMedia & { error?: { message?: string } }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.url) {
        options.onProgress?.(1);
        resolve(body);
      } else {
        reject(new UploadError(body?.error?.message || FALLBACK_MESSAGE));
      }
    };
    xhr.onerror = () => reject(new UploadError(FALLBACK_MESSAGE));
    xhr.onabort = () => reject(new UploadError('Envio cancelado'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    const name = options.name ?? (file instanceof File ? file.name : 'imagem.webp');
    form.append('file', file, file.type === 'image/webp' && !/\.webp$/i.test(name) ? name.replace(/\.[^.]*$/, '') + '.webp' : name);
    if (options.kind) form.append('kind', options.kind);
    xhr.send(form);
  });
}

/** The 800-px WebP variant, the spec's thumbnail (admin-area §9); the full image when there is none. */
export function thumbnailOf(media: StoredMedia): string {
  const webp = media.variants.filter((variant) => variant.format === 'webp');
  const exact = webp.find((variant) => variant.width === IMAGE_THUMB_WIDTH);
  if (exact) return exact.url;
  const smaller = webp.filter((variant) => variant.width <= IMAGE_THUMB_WIDTH).sort((a, b) => b.width - a.width)[0];
  return (smaller ?? webp[0])?.url ?? media.url;
}

export const isImageFile = (file: File) => file.type.startsWith('image/');
