import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp, { type OutputInfo } from 'sharp';
import { processImage } from '../server/services/media.ts';
import { NPM_START } from './server.ts';

// node bench/media.ts [--single-only | --gallery-only]: the media pipeline against its quality bars.
//   single:  a realistic 24-megapixel JPEG (6000×4000, gradients, shapes and sensor-like noise) through
//            processImage, as an upload runs it: time per image and bytes of each variant vs the original.
//   gallery: BENCH_MEDIA_PHOTOS (default 300) photos of 4000×2667, uploaded end to end through the real
//            HTTP API of `npm start` (BENCH_MEDIA_PARALLEL, default 3, at a time), recording the server's
//            peak RSS (VmHWM) and the latency of GET / probed every 500 ms meanwhile.
// Results go to bench/results/media.json; bench/README.md "## Media" holds the table.

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4382);
const photos = Number(process.env.BENCH_MEDIA_PHOTOS ?? 300);
const parallel = Number(process.env.BENCH_MEDIA_PARALLEL ?? 3);
const runs = Number(process.env.BENCH_MEDIA_RUNS ?? 3);
const kb = (n: number) => Math.round(n / 1024);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;

/** A photo-like image: soft gradients and shapes, blurred, with gaussian grain (what a sensor gives). */
async function realisticPhoto(width: number, height: number, seed = 1): Promise<{ data: Buffer; info: OutputInfo }> {
  const shapes = Array.from({ length: 60 }, (_, i) => {
    const k = i + seed * 31;
    const [x, y] = [(k * 911) % width, (k * 457) % height];
    return `<rect x="${x}" y="${y}" width="${(width / 120) * (1 + (k % 8))}" height="${(height / 13) * (1 + (k % 3))}" fill="hsl(${(k * 47) % 360},40%,${30 + ((k * 13) % 40)}%)" opacity="0.6" transform="rotate(${((k * 17) % 40) - 20} ${x} ${y})"/>`;
  }).join('');
  const lights = Array.from({ length: 30 }, (_, i) => `<circle cx="${((i + seed) * 1237) % width}" cy="${((i + seed) * 733) % height}" r="${(width / 30) * (1 + (i % 3))}" fill="url(#r)"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3d9b1"/><stop offset="0.5" stop-color="#b86b4b"/><stop offset="1" stop-color="#2b3a55"/></linearGradient><radialGradient id="r"><stop offset="0" stop-color="#fff" stop-opacity="0.8"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${lights}${shapes}</svg>`;
  const base = await sharp(Buffer.from(svg)).blur(2).raw().toBuffer({ resolveWithObject: true });
  const noise = await sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 10 } } }).raw().toBuffer();
  return sharp(base.data, { raw: { width, height, channels: 3 } })
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .raw()
    .toBuffer({ resolveWithObject: true });
}

async function single() {
  console.log('single: painting a 6000×4000 photo...');
  const raw = await realisticPhoto(6000, 4000);
  const jpeg = await sharp(raw.data, { raw: { width: 6000, height: 4000, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
  const measure = async (hero: boolean) => {
    const times: { wallMs: number; cpuMs: number }[] = [];
    let last: Awaited<ReturnType<typeof processImage>> | undefined;
    for (let i = 0; i < runs; i++) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      last = await processImage(jpeg, { hero });
      const used = process.cpuUsage(cpu);
      times.push({ wallMs: Math.round(performance.now() - started), cpuMs: Math.round((used.user + used.system) / 1000) });
    }
    return { times, last: last! };
  };
  const plain = await measure(false);
  const hero = await measure(true);
  const result = {
    original: { width: 6000, height: 4000, bytes: jpeg.length },
    wall_ms_median: median(plain.times.map((t) => t.wallMs)),
    cpu_ms_median: median(plain.times.map((t) => t.cpuMs)),
    runs: plain.times,
    with_hero_crop_wall_ms_median: median(hero.times.map((t) => t.wallMs)),
    load_average_1m: loadavg()[0],
    variants: [...plain.last.variants, ...(hero.last.crops.hero ?? [])].map((v) => ({
      name: v.name,
      width: v.width,
      height: v.height,
      bytes: v.data.length,
      percent_of_original: Math.round((v.data.length / jpeg.length) * 1000) / 10,
    })),
  };
  console.log(`single: ${result.wall_ms_median} ms wall (median of ${runs}), ${result.cpu_ms_median} ms CPU; with hero crop ${result.with_hero_crop_wall_ms_median} ms; original ${kb(jpeg.length)} KB`);
  for (const v of result.variants) console.log(`  ${v.name.padEnd(10)} ${v.width}×${v.height}  ${kb(v.bytes)} KB  (${v.percent_of_original}% of the original)`);
  return result;
}

function rss(pid: number): { rssMb: number; hwmMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Math.round(Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { rssMb: field('VmRSS'), hwmMb: field('VmHWM') };
}

async function gallery() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'retrato-bench-media-'));
  const photoDir = path.join(dataDir, 'bench-photos');
  mkdirSync(photoDir);
  const base = `http://localhost:${port}`;
  let child: ChildProcess | undefined;
  try {
    // Photos are made before the server starts, so painting them does not compete with it.
    console.log(`gallery: making ${photos} photos of 4000×2667...`);
    const canvas = await realisticPhoto(4400, 3000, 7);
    const files: string[] = [];
    let bytes = 0;
    for (let i = 0; i < photos; i++) {
      const jpeg = await sharp(canvas.data, { raw: { width: 4400, height: 3000, channels: 3 } })
        .extract({ left: (i * 37) % 400, top: (i * 29) % 333, width: 4000, height: 2667 })
        .modulate({ brightness: 0.9 + ((i * 7) % 20) / 100 })
        .jpeg({ quality: 90 })
        .toBuffer();
      const file = path.join(photoDir, `IMG_${String(i).padStart(4, '0')}.jpg`);
      writeFileSync(file, jpeg);
      files.push(file);
      bytes += jpeg.length;
    }
    console.log(`gallery: ${photos} photos, ${kb(bytes / photos)} KB each on average; starting the server...`);

    child = spawn(process.execPath, [...NPM_START.nodeArgs, 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, ...NPM_START.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_SAMPLES: 'false', ADMIN_EMAIL: 'bench@retrato.test', ADMIN_PASSWORD: 'bench-password-123' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; ; i++) {
      if (i > 3000) throw new Error('server did not become healthy');
      const ok = await fetch(`${base}/api/health`).then((r) => r.status === 200, () => false);
      if (ok) break;
      await sleep(200);
    }
    await sleep(3000);
    const idle = rss(child.pid!);
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'bench@retrato.test', password: 'bench-password-123' }),
    });
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

    // Probes: the server's RSS every 250 ms, GET / every 500 ms.
    let running = true;
    const rssSamples: number[] = [];
    const probes: { ms: number; status: number }[] = [];
    const sampler = (async () => {
      while (running) {
        rssSamples.push(rss(child!.pid!).rssMb);
        await sleep(250);
      }
    })();
    const prober = (async () => {
      while (running) {
        const started = performance.now();
        const status = await fetch(`${base}/`).then(async (r) => (await r.arrayBuffer(), r.status), () => 0);
        probes.push({ ms: Math.round(performance.now() - started), status });
        await sleep(500);
      }
    })();

    const queue = [...files];
    const uploads: number[] = [];
    const failures: string[] = [];
    const started = performance.now();
    const worker = async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const form = new FormData();
        form.set('file', new Blob([new Uint8Array(readFileSync(file))], { type: 'image/jpeg' }), path.basename(file));
        form.set('kind', 'project');
        const t = performance.now();
        const response = await fetch(`${base}/api/admin/media`, { method: 'POST', headers: { cookie, origin: base }, body: form });
        const body = await response.text();
        uploads.push(Math.round(performance.now() - t));
        if (response.status !== 201) failures.push(`${path.basename(file)}: ${response.status} ${body.slice(0, 200)}`);
        if (uploads.length % 10 === 0) {
          const ms = probes.map((p) => p.ms);
          console.log(`  ${uploads.length}/${photos} uploaded in ${Math.round(performance.now() - started) / 1000} s, RSS ${rss(child!.pid!).rssMb} MB (peak ${Math.max(...rssSamples)}), GET / median ${median(ms)} ms, max ${Math.max(...ms)} ms, ${probes.filter((p) => p.status !== 200).length} not 200`);
        }
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
    const totalMs = Math.round(performance.now() - started);
    running = false;
    await Promise.all([sampler, prober]);
    const peak = rss(child.pid!);

    const result = {
      photos,
      parallel,
      photo: { width: 4000, height: 2667, average_bytes: Math.round(bytes / photos) },
      total_s: Math.round(totalMs / 100) / 10,
      seconds_per_photo: Math.round(totalMs / photos) / 1000,
      upload_ms: { median: median(uploads), p95: pct(uploads, 95), max: Math.max(...uploads) },
      failures,
      server_rss_mb: { idle: idle.rssMb, peak_before_uploads_hwm: idle.hwmMb, peak_sampled: Math.max(...rssSamples), peak_hwm: peak.hwmMb, end: peak.rssMb },
      get_home_ms: {
        probes: probes.length,
        non_200: probes.filter((p) => p.status !== 200).length,
        median: median(probes.map((p) => p.ms)),
        p95: pct(probes.map((p) => p.ms), 95),
        max: Math.max(...probes.map((p) => p.ms)),
      },
      load_average_1m: loadavg()[0],
    };
    console.log(JSON.stringify(result, null, 2));
    return result;
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const only = process.argv.find((a) => a === '--single-only' || a === '--gallery-only');
const results: Record<string, unknown> = { measured_at: new Date().toISOString(), node: process.version, cpus: cpus().length, sharp: sharp.versions.sharp, vips: sharp.versions.vips };
if (only !== '--gallery-only') results.single = await single();
if (only !== '--single-only') results.gallery = await gallery();
mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
const out = path.join(import.meta.dirname, 'results', only ? `media-${only.slice(2).replace('-only', '')}.json` : 'media.json');
writeFileSync(out, JSON.stringify(results, null, 2) + '\n');
console.log(`written to ${path.relative(root, out)}`);
