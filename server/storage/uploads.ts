import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

// An upload is written to a temporary file while it arrives, hashed on the way, so a 50 MB photo never
// sits whole in the server's memory (issue 6: "streaming multipart with a size limit per kind"); the
// media service then decodes it from the file. The file lives until the upload is answered.

/** An uploaded file waiting on disk to be converted. */
export type ReceivedFile = {
  path: string;
  bytes: number;
  /** sha256 of the whole file, hex. */
  sha256: string;
  /** The first bytes, to recognise a format (HEIC) that the decoder refuses. */
  head: Buffer;
  /** Removes the temporary file; safe to call twice. */
  dispose(): Promise<void>;
};

/** The stream held more than the limit; what was written is already removed. */
export class UploadTooLargeError extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`upload larger than ${limit} bytes`);
    this.limit = limit;
  }
}

const HEAD_BYTES = 64;
let folder: Promise<string> | undefined;

/** This process's folder of files being received (under the system's temporary folder). */
export function receivingFolder(): Promise<string> {
  if (!folder) {
    folder = mkdtemp(path.join(tmpdir(), 'retrato-uploads-'));
    // Gone with the process; a file left by a crash is the system's temporary folder's to clean.
    void folder.then((made) => process.once('exit', () => rmSync(made, { recursive: true, force: true })));
  }
  return folder;
}

/**
 * Writes `source` to a new temporary file. Past `maxBytes` it keeps nothing, reads the source to its end
 * (so the request can still be answered) and then refuses with UploadTooLargeError.
 */
export async function receiveFile(source: Readable, maxBytes: number): Promise<ReceivedFile> {
  const file = path.join(await receivingFolder(), randomUUID());
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headBytes = 0;
  let bytes = 0;
  const dispose = () => rm(file, { force: true });
  try {
    await pipeline(
      source,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          bytes += chunk.length;
          if (bytes > maxBytes) continue;
          hash.update(chunk);
          if (headBytes < HEAD_BYTES) {
            head.push(chunk.subarray(0, HEAD_BYTES - headBytes));
            headBytes += head.at(-1)!.length;
          }
          yield chunk;
        }
      },
      createWriteStream(file, { flags: 'wx' }),
    );
    if (bytes > maxBytes) throw new UploadTooLargeError(maxBytes);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { path: file, bytes, sha256: hash.digest('hex'), head: Buffer.concat(head), dispose };
}
