import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// Built sites and the admin app are compressed once, after their build, into .br and .gz files beside the
// originals; the static server picks one per request. Compressing per request would spend the same CPU
// on every visit.

const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.xml', '.svg', '.txt', '.webmanifest', '.map']);
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export async function precompress(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { recursive: true })) {
    const file = path.join(dir, entry);
    if (!COMPRESSIBLE.has(path.extname(file)) || !(await stat(file)).isFile()) continue;
    const data = await readFile(file);
    if (data.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      gz(data, { level: 9 }),
    ]);
    if (br.length < data.length) await writeFile(`${file}.br`, br);
    if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
  }
}
