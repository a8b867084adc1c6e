import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

// Lighthouse 13, mobile (its default: emulated phone, simulated slow 4G and 4× CPU slowdown), on the
// public pages the issue names: /, /portfolio, a project, a blog post and /contato, against a running
// server. Results go to bench/results/lighthouse.json; bench/README.md ("Public site") holds the table.
//
//   node bench/lighthouse.ts http://localhost:4321
//
// CHROME_PATH picks the browser (default /usr/bin/chromium). Each page is run RUNS times (default 3) and
// the median performance run is kept, as Lighthouse's own guidance suggests for variance.
//
// Image bytes, from Lighthouse's network requests of that run (transferred, so what a phone pays): the
// largest image, and every image whose request started before the page's largest paint (as observed,
// unthrottled) — the images that compete with the first screen, which on `/` is the hero alone.

const base = (process.argv[2] ?? 'http://localhost:4321').replace(/\/+$/, '');
const runs = Number(process.env.RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '..');

/** The first link under `prefix` on a listing page, e.g. the first project on /portfolio. */
async function firstLink(listing: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(base + listing)).text();
  const match = pattern.exec(html);
  if (!match) throw new Error(`no link matching ${pattern} on ${listing}`);
  return match[1]!;
}

type Row = {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  jsKbGzip: number;
  totalKb: number;
  /** The largest image file fetched. */
  largestImageKb: number;
  largestImageUrl: string;
  /** Images whose request started before the observed largest contentful paint. */
  imagesBeforeLcpKb: number;
  imagesBeforeLcp: number;
  /** The LCP element's image, if the LCP is an image. */
  lcpImageUrl: string | null;
};

async function audit(port: number, url: string): Promise<Omit<Row, 'page'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? 0;
  type Request = { url: string; resourceType?: string; transferSize?: number; networkRequestTime?: number };
  const requests = ((audits['network-requests']?.details as { items?: Request[] } | undefined)?.items ?? []);
  const scriptBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  // data: URIs (the inline placeholders) are part of the page, not fetched images.
  const images = requests.filter((r) => r.resourceType === 'Image' && !r.url.startsWith('data:'));
  const largest = images.reduce<Request | undefined>((max, r) => ((r.transferSize ?? 0) > (max?.transferSize ?? -1) ? r : max), undefined);
  const metrics = (audits['metrics']?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0];
  const observedLcp = metrics?.observedLargestContentfulPaint ?? Infinity;
  const beforeLcp = images.filter((r) => (r.networkRequestTime ?? Infinity) <= observedLcp);
  const lcpSnippet = (audits['lcp-breakdown-insight']?.details as { items?: { type: string; snippet?: string }[] } | undefined)?.items?.find((i) => i.type === 'node')?.snippet;
  const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
  return {
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    jsKbGzip: kb(scriptBytes),
    totalKb: Math.round(numeric('total-byte-weight') / 1024),
    largestImageKb: kb(largest?.transferSize ?? 0),
    largestImageUrl: largest?.url.replace(base, '') ?? '',
    imagesBeforeLcpKb: kb(beforeLcp.reduce((sum, r) => sum + (r.transferSize ?? 0), 0)),
    imagesBeforeLcp: beforeLcp.length,
    lcpImageUrl: /^<img src="([^"]+)"/.exec(lcpSnippet ?? '')?.[1]?.replace(base, '') ?? null,
  };
}

const pages: [string, string][] = [
  ['home', '/'],
  ['portfolio', '/portfolio'],
  ['project', await firstLink('/portfolio', /<article[\s\S]*?href="(\/portfolio\/[a-z0-9-]+)"/)],
  ['blog post', await firstLink('/blog', /<article[\s\S]*?href="(\/blog\/[a-z0-9-]+)"/)],
  ['contact', '/contato'],
];

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows: Row[] = [];
try {
  for (const [page, pathname] of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await audit(chrome.port, base + pathname));
    results.sort((a, b) => a.performance - b.performance);
    rows.push({ page, ...results[Math.floor(results.length / 2)]! });
  }
} finally {
  await chrome.kill();
}

mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/lighthouse.json'),
  `${JSON.stringify({ date: new Date().toISOString(), lighthouse: '13', formFactor: 'mobile', runs, base, rows }, null, 2)}\n`,
);

console.log('| page | perf | a11y | best practices | SEO | LCP | FCP | TBT | CLS | JS (KB, transfer) | total (KB) | largest image (KB) | images before LCP (KB) |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.page} (\`${r.url.replace(base, '')}\`) | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} s | ${(r.fcpMs / 1000).toFixed(2)} s | ${r.tbtMs} ms | ${r.cls} | ${r.jsKbGzip} | ${r.totalKb} | ${r.largestImageKb} | ${r.imagesBeforeLcpKb} (${r.imagesBeforeLcp}) |`,
  );
}
for (const r of rows) console.log(`${r.page}: LCP image ${r.lcpImageUrl ?? '(text)'}; largest image ${r.largestImageUrl}`);
