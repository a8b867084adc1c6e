import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { receiveFile, receivingFolder, UploadTooLargeError } from '../../server/storage/uploads.ts';

// Uploads are written to disk while they arrive, so a large photo never sits whole in the server's memory.
describe('receiving an upload', () => {
  const KB = 1024;
  const chunkOf = (i: number) => Buffer.alloc(256 * KB, i + 1);

  /** The bytes on disk of the one file being received, once it appears. */
  async function sizeOnDisk(): Promise<number> {
    const folder = await receivingFolder();
    const files = readdirSync(folder);
    return files.length === 1 ? statSync(path.join(folder, files[0]!)).size : 0;
  }

  /**
   * A source that sends each chunk only once everything sent before is on disk; if the receiver held the
   * upload in memory until its end, the wait would never end.
   */
  function slowSource(chunks: number, seen: number[], limit = Infinity) {
    return Readable.from(
      (async function* () {
        let sent = 0;
        for (let i = 0; i < chunks; i++) {
          if (sent > 0) {
            const deadline = Date.now() + 5000;
            while ((await sizeOnDisk()) < Math.min(sent, limit) && Date.now() < deadline) await sleep(5);
            seen.push(await sizeOnDisk());
          }
          yield chunkOf(i);
          sent += 256 * KB;
        }
      })(),
      { objectMode: false },
    );
  }

  it('writes the upload to a file as it arrives, with its size, hash and first bytes', async () => {
    const seen: number[] = [];
    const received = await receiveFile(slowSource(6, seen), 10 * 1024 * KB);
    // Each chunk was on disk before the next one was sent.
    expect(seen).toEqual([256, 512, 768, 1024, 1280].map((n) => n * KB));
    const whole = Buffer.concat(Array.from({ length: 6 }, (_, i) => chunkOf(i)));
    expect(received.bytes).toBe(6 * 256 * KB);
    expect(received.sha256).toBe(createHash('sha256').update(whole).digest('hex'));
    expect(received.head).toEqual(Buffer.alloc(64, 1));
    expect(readFileSync(received.path).equals(whole)).toBe(true);
    await received.dispose();
    await received.dispose();
    expect(readdirSync(await receivingFolder())).toEqual([]);
  });

  it('refuses an upload over the limit without keeping more than the limit, and leaves no file', async () => {
    const seen: number[] = [];
    const limit = 1024 * KB;
    const refused = await receiveFile(slowSource(8, seen, limit), limit).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UploadTooLargeError);
    expect((refused as UploadTooLargeError).limit).toBe(limit);
    // What reached the disk stopped at the limit while the rest (2 MB in all) was read and dropped.
    expect(seen).toEqual([256, 512, 768, 1024, 1024, 1024, 1024].map((n) => n * KB));
    expect(readdirSync(await receivingFolder())).toEqual([]);
  });

  it('takes an upload of exactly the limit', async () => {
    const received = await receiveFile(Readable.from([chunkOf(0), chunkOf(1)]), 512 * KB);
    expect(received.bytes).toBe(512 * KB);
    await received.dispose();
  });
});
