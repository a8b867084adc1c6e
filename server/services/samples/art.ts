// Photograph-like SVG art for the built-in sample content (DESIGN decision 6). A fresh install may have
// no network, so the sample portfolio paints its own pictures: golden light, haze, bokeh, backlit
// silhouettes and film grain, all deterministic from a seed. The media service rasterizes the SVG with
// sharp/librsvg like any upload; this module only writes text and never imports sharp.
//
// Speed shapes the drawing: librsvg runs filters and radial gradients pixel by pixel over large surfaces
// (a full-frame blur costs over a second at 2400 px), so softness comes from small radial gradients,
// stacked translucent strokes and linear gradients instead, and the one filter (grain) runs on a tiny
// pattern tile. Translucency uses fill-opacity/stroke-opacity, never group `opacity`, which would paint
// an offscreen surface per element.

export const SCENES = ['ceremony', 'reception', 'beach', 'field', 'city', 'portrait'] as const;
export type Scene = (typeof SCENES)[number];

/** Who the 'portrait' scene shows; the other scenes always show the couple. */
export const PORTRAIT_SUBJECTS = ['bride', 'woman', 'man', 'couple'] as const;
export type PortraitSubject = (typeof PORTRAIT_SUBJECTS)[number];

export type ArtSpec = {
  seed: number;
  width: number;
  height: number;
  scene: Scene;
  /** Read by the 'portrait' scene only; without it the seed chooses. */
  subject?: PortraitSubject;
};

type Rng = () => number;

/** mulberry32: tiny and good enough to scatter light; the same seed always paints the same picture. */
function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, min: number, max: number): number => min + (max - min) * rng();

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Numbers for the SVG: whole pixels for frame coordinates, one decimal for the small local ones. */
const n = (v: number): string => String(Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 10) / 10);
/** Opacities keep two decimals. */
const o = (v: number): string => String(Math.round(Math.min(1, Math.max(0, v)) * 100) / 100);

/** A colour between two #rrggbb colours (t = 0 gives `a`), for tones derived from a palette. */
function mix(a: string, b: string, t: number): string {
  const ca = parseInt(a.slice(1), 16);
  const cb = parseInt(b.slice(1), 16);
  let out = 0;
  for (const shift of [16, 8, 0]) {
    const x = (ca >> shift) & 255;
    const y = (cb >> shift) & 255;
    out |= Math.round(x + (y - x) * t) << shift;
  }
  return `#${out.toString(16).padStart(6, '0')}`;
}

type Point = readonly [number, number];

/** A smooth curve through the points (Catmull-Rom as cubic Béziers), continuing the current path. */
function smoothThrough(points: readonly Point[]): string {
  let d = '';
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)] as Point;
    const p1 = points[i] as Point;
    const p2 = points[i + 1] as Point;
    const p3 = points[Math.min(points.length - 1, i + 2)] as Point;
    d +=
      `C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ` +
      `${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** Points of a gently wavy line across the frame (hills, waves, a shore). */
function wavyLine(rng: Rng, w: number, baseY: number, amplitude: number, bumps: number, count = 12): Point[] {
  const phase1 = rng() * 6.28;
  const phase2 = rng() * 6.28;
  const points: Point[] = [];
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const wave = Math.sin(t * bumps * 3.14 + phase1) * 0.7 + Math.sin(t * bumps * 7.3 + phase2) * 0.3;
    points.push([-w * 0.05 + t * w * 1.1, baseY + amplitude * wave]);
  }
  return points;
}

/** The wavy line closed down to the bottom of the frame: a hill, the sea, a lawn. */
function ridge(rng: Rng, w: number, h: number, baseY: number, amplitude: number, bumps: number): string {
  const points = wavyLine(rng, w, baseY, amplitude, bumps);
  const first = points[0] as Point;
  return `M${n(first[0])} ${n(h)}L${n(first[0])} ${n(first[1])}${smoothThrough(points)}L${n(w * 1.05)} ${n(h)}Z`;
}

/** Everything one picture needs while it is being drawn. */
type Frame = {
  w: number;
  h: number;
  /** A hundredth of the subject's scale: the height on landscape frames, less on tall ones. */
  u: number;
  rng: Rng;
  seed: number;
  defs: string[];
  /** Definitions already made, by what they contain, so each is written once. */
  cache: Map<string, string>;
  ids: number;
};

/** A fresh id for a definition: short, because every byte is stored and parsed. */
const newId = (frame: Frame): string => `d${frame.ids++}`;

/** Adds a definition once and returns its `url(#id)`; the same key always gives the same id. */
function define(frame: Frame, key: string, make: (id: string) => string): string {
  const known = frame.cache.get(key);
  if (known) return known;
  const id = newId(frame);
  frame.defs.push(make(id));
  const url = `url(#${id})`;
  frame.cache.set(key, url);
  return url;
}

function stops(colors: readonly (string | readonly [string, number])[]): string {
  return colors
    .map((c, i) => {
      const [color, alpha] = typeof c === 'string' ? [c, 1] : c;
      const offset = o(i / Math.max(1, colors.length - 1));
      return `<stop offset="${offset}" stop-color="${color}"${alpha < 1 ? ` stop-opacity="${o(alpha)}"` : ''}/>`;
    })
    .join('');
}

/** A linear gradient across the painted shape, top to bottom unless `horizontal`. */
function linear(frame: Frame, colors: readonly (string | readonly [string, number])[], horizontal = false): string {
  const dir = horizontal ? 'x2="1" y2="0"' : 'x2="0" y2="1"';
  return define(frame, `l${horizontal}${JSON.stringify(colors)}`, (id) => `<linearGradient id="${id}" ${dir}>${stops(colors)}</linearGradient>`);
}

/** A glow: full colour at the middle fading out at the edge (falloff eased so it has no hard ring). */
function glow(frame: Frame, color: string): string {
  return define(
    frame,
    `g${color}`,
    (id) =>
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}"/><stop offset=".2" stop-color="${color}" stop-opacity=".6"/>` +
      `<stop offset=".5" stop-color="${color}" stop-opacity=".2"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
}

/** An out-of-focus point of light: a nearly flat disc, a touch brighter at the rim, soft at its edge. */
function disc(frame: Frame, color: string): string {
  return define(
    frame,
    `b${color}`,
    (id) =>
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity=".7"/><stop offset=".72" stop-color="${color}" stop-opacity=".8"/>` +
      `<stop offset=".86" stop-color="${color}" stop-opacity=".9"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
}

type Box = { x: number; y: number; w: number; h: number };

/** Scattered bokeh inside a box; most discs faint, a few bright, sizes in `u`. */
function bokeh(frame: Frame, count: number, box: Box, colors: readonly string[], radius: [number, number], alpha: [number, number]): string {
  const { rng, u } = frame;
  // Grouped by colour so each disc is only its position, size and strength.
  const byColor = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const r = between(rng, radius[0], radius[1]) * u;
    const a = between(rng, alpha[0], alpha[1]) * (rng() < 0.15 ? 1.8 : 1);
    const x = box.x + rng() * box.w;
    const y = box.y + rng() * box.h;
    const color = pick(rng, colors);
    byColor.set(color, `${byColor.get(color) ?? ''}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill-opacity="${o(a)}"/>`);
  }
  let out = '';
  for (const [color, circles] of byColor) out += `<g fill="${disc(frame, color)}">${circles}</g>`;
  return out;
}

function glowAt(frame: Frame, x: number, y: number, rx: number, ry: number, color: string, alpha: number): string {
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${glow(frame, color)}" fill-opacity="${o(alpha)}"/>`;
}

/** Thin sunset clouds: long flat soft ellipses lit from below. */
function clouds(frame: Frame, count: number, top: number, bottom: number, color: string, alpha: number): string {
  const { rng, w, u } = frame;
  let out = '';
  for (let i = 0; i < count; i++) {
    const rx = between(rng, 0.15, 0.4) * w;
    const y = between(rng, top, bottom);
    // Lower clouds catch more light.
    const lit = 0.35 + 0.65 * ((y - top) / Math.max(1, bottom - top));
    out += glowAt(frame, rng() * w, y, rx, between(rng, 1.5, 4.5) * u, color, between(rng, 0.3, 0.7) * alpha * lit);
  }
  return out;
}

/** Darkened edges and film grain: the two cues that read as "camera" at once. */
function finish(frame: Frame, vignette: number, grain: number): string {
  const { w, h } = frame;
  const dark: readonly [string, number] = ['#000', vignette];
  const clear: readonly [string, number] = ['#000', 0];
  const vertical = linear(frame, [dark, clear, clear, clear, dark]);
  const horizontal = linear(frame, [dark, clear, clear, clear, dark], true);
  // Noise is computed on a 128 px tile only: feTurbulence over the whole frame is far too slow.
  const tile = define(
    frame,
    'grain',
    (id) =>
      `<filter id="${id}f" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency=".75" stitchTiles="stitch" seed="${frame.seed % 1000}"/><feColorMatrix type="saturate" values="0"/></filter>` +
      `<pattern id="${id}" width="128" height="128" patternUnits="userSpaceOnUse"><rect width="128" height="128" filter="url(#${id}f)"/></pattern>`,
  );
  return (
    `<rect width="${w}" height="${h}" fill="${vertical}"/><rect width="${w}" height="${h}" fill="${horizontal}"/>` +
    `<rect width="${w}" height="${h}" fill="${tile}" fill-opacity="${o(grain)}"/>`
  );
}

// ---- Light ------------------------------------------------------------------------------------------

type Palette = {
  sky: readonly string[]; // zenith to horizon
  sun: string;
  glow: string; // the warm haze around a low sun
  cloud: string;
  far: string; // distant land, hazy
  near: string; // nearer land
  ground: string; // the darkest foreground
  figure: string; // the couple against the light
  dress: string; // a white dress stays lighter than the suit even against the light
};

const GOLDEN: Palette = {
  sky: ['#27335c', '#5d5784', '#b97b83', '#eea275', '#ffd392'],
  sun: '#fff8e4',
  glow: '#ffc170',
  cloud: '#ffb48a',
  far: '#a8727a',
  near: '#5d3f4b',
  ground: '#2a1d25',
  figure: '#1a1117',
  dress: '#3d2c34',
};
const ROSE: Palette = {
  sky: ['#262450', '#5f4a80', '#c27590', '#f09c95', '#ffcfaa'],
  sun: '#fff3e6',
  glow: '#ffad90',
  cloud: '#ff9fa0',
  far: '#97708c',
  near: '#513c58',
  ground: '#241a2e',
  figure: '#17101d',
  dress: '#3b2c42',
};
const AMBER: Palette = {
  sky: ['#2c3c68', '#6a6b8c', '#c98e6e', '#f3b462', '#ffe3a0'],
  sun: '#fffbe9',
  glow: '#ffcb68',
  cloud: '#ffc37e',
  far: '#b48f74',
  near: '#6a4d3c',
  ground: '#2e2119',
  figure: '#1c130d',
  dress: '#45362c',
};
const SUNSETS = [GOLDEN, ROSE, AMBER] as const;

function sky(frame: Frame, p: Palette, horizon: number): string {
  return `<rect width="${frame.w}" height="${n(horizon + frame.u * 6)}" fill="${linear(frame, p.sky)}"/>`;
}

/** A low sun: a bright core, its halo and a wide warm haze, all small enough to stay cheap. */
function sun(frame: Frame, p: Palette, x: number, y: number, r: number): string {
  return (
    glowAt(frame, x, y, r * 14, r * 7, p.glow, 0.55) +
    glowAt(frame, x, y, r * 5, r * 5, p.glow, 0.7) +
    glowAt(frame, x, y, r * 2.2, r * 2.2, p.sun, 1) +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.9)}" fill="${p.sun}"/>` +
    // A faint lens flare on the line through the middle of the frame, as a real lens would draw it.
    flare(frame, x, y, p.glow)
  );
}

function flare(frame: Frame, x: number, y: number, color: string): string {
  const { u } = frame;
  const cx = frame.w / 2;
  const cy = frame.h / 2;
  let out = '';
  for (const [t, r, a] of [
    [0.55, 2.2, 0.12],
    [0.9, 1.2, 0.16],
    [1.35, 4.5, 0.08],
  ] as const) {
    out += `<circle cx="${n(x + (cx - x) * t * 2)}" cy="${n(y + (cy - y) * t * 2)}" r="${n(r * u)}" fill="${disc(frame, color)}" fill-opacity="${a}"/>`;
  }
  return out;
}

// ---- People ------------------------------------------------------------------------------------------
// Figures are drawn once in a local box, feet on y=0 and about 100 units tall, and placed with <use>.
// Limbs are round-capped strokes along a bent line, so a pose is only a handful of joint positions.
// Colours arrive by inheritance: `fill`/`stroke` paint the suit, heads and hands, `color` the dress and
// her sleeves, so one definition serves the rim light, the figures and their reflection.

type Limb = readonly [Point, Point, Point]; // shoulder or hip, elbow or knee, wrist or ankle

function limb(l: Limb, width: number): string {
  const [a, b, c] = l;
  // The control point is set so the curve passes through the elbow.
  return `<path d="M${n(a[0])} ${n(a[1])}Q${n(b[0] * 2 - (a[0] + c[0]) / 2)} ${n(b[1] * 2 - (a[1] + c[1]) / 2)} ${n(c[0])} ${n(c[1])}" fill="none" stroke-width="${width}"/>`;
}

type GroomPose = { head: Point; near: Limb; far: Limb };
type BridePose = { head: Point; near: Limb; far: Limb; train: number };

function groom(pose: GroomPose): string {
  const [hx, hy] = pose.head;
  return (
    `<g stroke-linecap="round" stroke-linejoin="round">` +
    limb([[-4.5, -46], [-4.8, -25], [-4.5, -3]], 7.6) +
    limb([[4.5, -46], [4.8, -25], [4.5, -3]], 7.6) +
    `<path d="M-8-2.6h7.6v2.6h-7.6zM1-2.6h7.6v2.6h-7.6z" stroke-width="1.4"/>` +
    `<path d="M-2.8-87L2.8-87L3.2-79L-3.2-79ZM-10.2-79.6Q0-81.8 10.2-79.6Q12.6-78.8 12.6-75.5L11.4-64Q10-58 9.6-55L10.6-44L-10.6-44L-9.6-55Q-10-58-11.4-64L-12.6-75.5Q-12.6-78.8-10.2-79.6Z" stroke-width=".6"/>` +
    limb(pose.near, 5.4) +
    limb(pose.far, 5.4) +
    `<ellipse cx="${hx}" cy="${hy}" rx="5.2" ry="6.5"/>` +
    `<circle cx="${n(pose.near[2][0])}" cy="${n(pose.near[2][1] + 1)}" r="2.3"/><circle cx="${n(pose.far[2][0])}" cy="${n(pose.far[2][1] + 1)}" r="2.3"/>` +
    `</g>`
  );
}

function bride(pose: BridePose): string {
  const [hx, hy] = pose.head;
  const t = pose.train;
  // Long sleeves: her arms take the dress colour, which keeps them readable against a white gown.
  return (
    `<g stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="M-1.8-82L1.8-82L2-76L-2-76Z"/><ellipse cx="${hx}" cy="${hy}" rx="4.8" ry="6"/><circle cx="${n(hx + 2.8)}" cy="${n(hy - 3.8)}" r="3"/>` +
    `<g fill="currentColor" stroke="currentColor">` +
    limb(pose.far, 3.2) +
    `<path d="M-7.6-76.6Q0-77.6 7.6-76.6Q9-75.4 8.4-72L5.2-59.4C8-45 14-22 ${n(18 + t * 0.3)}-3C${n(20 + t * 0.6)}-1 ${n(22 + t)} 0 ${n(24 + t)} .4` +
    `C10 1.2-8 1.2-18.5-.4C-15-20-8.5-45-5.2-59.4L-8.4-72Q-9-75.4-7.6-76.6Z" stroke-width=".5"/>` +
    limb(pose.near, 3.2) +
    `</g></g>`
  );
}

/** The veil is drawn apart from the figures: it is translucent, and the rim light must not copy it. */
function veil(pose: BridePose, wind: number): string {
  const [hx, hy] = pose.head;
  return (
    `M${n(hx + 2)} ${n(hy - 5)}C${n(hx + 9 + wind * 8)} ${n(hy + 2)} ${n(14 + wind * 20)} -50 ${n(16 + wind * 22)} -18` +
    `C${n(17 + wind * 20)} -8 ${n(18 + wind * 16)} -3 ${n(20 + wind * 14)} 0L${n(6 + wind * 4)} 0C${n(7 + wind * 4)} -30 ${n(hx + 6)} -60 ${n(hx + 3)} ${n(hy + 2)}Z`
  );
}

function bouquet([x, y]: Point): string {
  return `M${n(x - 4.6)} ${n(y)}a2.8 2.8 0 1 1 5 -1.6a2.6 2.6 0 1 1 3 3a2.4 2.4 0 1 1 -5 1.2a2.4 2.4 0 1 1 -3 -2.6z`;
}

type CouplePose = 'hands' | 'embrace';

/** Joint positions of the two poses; the groom stands on the left facing the bride. */
function couplePoses(pose: CouplePose, rng: Rng): { gap: number; groom: GroomPose; bride: BridePose; bouquet: boolean } {
  const train = between(rng, 0, 6);
  if (pose === 'hands') {
    // Side by side, joined hands between them.
    return {
      gap: 36,
      groom: { head: [0.6, -90.8], near: [[10.6, -77], [14.4, -63], [18.6, -54]], far: [[-10.6, -77], [-13.2, -62], [-13, -48]] },
      bride: { head: [-0.4, -86.6], near: [[-7.6, -75.4], [-11, -64.5], [-15.2, -55.6]], far: [[7.6, -75.4], [9.6, -64.5], [5.6, -58]], train },
      bouquet: true,
    };
  }
  // Close together, heads touching: his arm round her waist, her hand on his shoulder.
  return {
    gap: 15,
    groom: { head: [2.6, -90.4], near: [[10.6, -77], [17, -65], [21, -60]], far: [[-10.6, -77], [-13.2, -62], [-12.6, -48]] },
    bride: { head: [-3.4, -87.4], near: [[-7.6, -75.4], [-14, -70.5], [-19, -76]], far: [[7.6, -75.4], [9.8, -64.5], [7, -57]], train },
    bouquet: rng() < 0.5,
  };
}

type CoupleLook = { suit: string; dress: string; veil: string; rim: string; rimAlpha: number; reflection?: number };

/** The couple with `x` between them, `y` the ground under their feet and `size` the groom's height. */
function couple(frame: Frame, at: { x: number; y: number; size: number; pose: CouplePose; mirror: boolean }, look: CoupleLook): string {
  const { rng, u } = frame;
  const poses = couplePoses(at.pose, rng);
  const wind = between(rng, 0.2, 1);
  const half = poses.gap / 2;
  const id = newId(frame);
  frame.defs.push(
    `<g id="${id}"><g transform="translate(${-half} 0)">${groom(poses.groom)}</g><g transform="translate(${half} 0)">${bride(poses.bride)}</g></g>`,
  );
  const s = Math.round((at.size / 100) * 1000) / 1000;
  const place = (dx: number, dy: number, flipY = false): string =>
    `translate(${n(at.x + dx)} ${n(at.y + dy)}) scale(${at.mirror ? -s : s} ${flipY ? -s : s})`;
  // The rim light: the same figures in the light's colour, nudged outwards so only a lit edge shows.
  const edge = u * 0.22;
  const rim = (dx: number): string =>
    `<use href="#${id}" transform="${place(dx, -u * 0.12)}" fill="${look.rim}" stroke="${look.rim}" color="${look.rim}" fill-opacity="${o(look.rimAlpha)}" stroke-opacity="${o(look.rimAlpha)}"/>`;
  const veilFill = linear(frame, [[look.veil, 0.55], [look.veil, 0.3], [look.veil, 0.08]]);
  const extras =
    `<path transform="translate(${half} 0)" d="${veil(poses.bride, wind)}" fill="${veilFill}"/>` +
    (poses.bouquet
      ? `<path transform="translate(${half} 0)" d="${bouquet(poses.bride.far[2])}" fill="${look.dress}"/>`
      : '');
  const reflection =
    look.reflection === undefined
      ? ''
      : `<use href="#${id}" transform="${place(0, 0, true)}" fill="${look.suit}" stroke="${look.suit}" color="${look.dress}" fill-opacity="${o(look.reflection)}" stroke-opacity="${o(look.reflection)}"/>`;
  return (
    reflection +
    rim(-edge) +
    rim(edge) +
    `<use href="#${id}" transform="${place(0, 0)}" fill="${look.suit}" stroke="${look.suit}" color="${look.dress}"/>` +
    `<g transform="${place(0, 0)}">${extras}</g>`
  );
}

function silhouetteLook(p: Palette, reflection?: number): CoupleLook {
  const look: CoupleLook = { suit: p.figure, dress: p.dress, veil: p.sun, rim: p.glow, rimAlpha: 0.55 };
  if (reflection !== undefined) look.reflection = reflection;
  return look;
}

// ---- Scenes ------------------------------------------------------------------------------------------

/** A couple on wet sand at sunset, the sun laying a column of glitter on the sea. */
function beach(frame: Frame): string {
  const { w, h, u, rng } = frame;
  const p = pick(rng, SUNSETS);
  const horizon = h * between(rng, 0.48, 0.56);
  const sunX = w * between(rng, 0.3, 0.7);
  const sunY = horizon - u * between(rng, 1, 8);
  const shore = horizon + (h - horizon) * between(rng, 0.32, 0.42);
  const headlandLeft = rng() < 0.5;
  const headland = headlandLeft
    ? `M0 ${n(horizon + 1)}L0 ${n(horizon - u * 9)}C${n(w * 0.08)} ${n(horizon - u * 11)} ${n(w * 0.14)} ${n(horizon - u * 4)} ${n(w * 0.28)} ${n(horizon + 1)}Z`
    : `M${w} ${n(horizon + 1)}L${w} ${n(horizon - u * 8)}C${n(w * 0.9)} ${n(horizon - u * 10)} ${n(w * 0.84)} ${n(horizon - u * 3)} ${n(w * 0.7)} ${n(horizon + 1)}Z`;
  // Sun glitter: short bright dashes widening toward the viewer, in three bands of thickness so each
  // dash is a few bytes of one path instead of an element.
  const glitter = ['', '', ''];
  for (let i = 0; i < 60; i++) {
    const t = rng();
    const y = horizon + (shore - horizon) * t * t + u * 0.3;
    const spread = u * (1.5 + 14 * t * t);
    const len = u * (0.8 + 7 * t * rng());
    glitter[Math.min(2, Math.floor(t * 3))] += `M${n(sunX + (rng() + rng() - 1) * spread - len / 2)} ${n(y)}h${n(len)}`;
  }
  const glitterPaths = glitter.map((d, band) => `<path d="${d}" stroke-width="${n(u * (0.16 + band * 0.1))}"/>`).join('');
  let waves = '';
  for (let i = 0; i < 5; i++) {
    const y = horizon + (shore - horizon) * (0.25 + i * 0.17);
    const pts = wavyLine(rng, w, y, u * 0.25, 2 + i);
    waves += `<path d="M${n((pts[0] as Point)[0])} ${n((pts[0] as Point)[1])}${smoothThrough(pts)}" stroke-width="${n(u * (0.1 + i * 0.06))}" stroke-opacity="${o(0.12 + i * 0.05)}"/>`;
  }
  const foam = wavyLine(rng, w, shore, u * 0.8, 2.5);
  const foamPath = `M${n((foam[0] as Point)[0])} ${n((foam[0] as Point)[1])}${smoothThrough(foam)}`;
  const size = u * between(rng, 26, 34);
  const cx = w * pick(rng, [0.3, 0.36, 0.64, 0.7]);
  const feet = shore + (h - shore) * between(rng, 0.35, 0.5);
  const people = couple(frame, { x: cx, y: feet, size, pose: rng() < 0.5 ? 'hands' : 'embrace', mirror: rng() < 0.5 }, silhouetteLook(p, 0.22));
  return (
    sky(frame, p, horizon) +
    clouds(frame, 7, h * 0.05, horizon - u * 10, p.cloud, 0.8) +
    sun(frame, p, sunX, sunY, u * 1.6) +
    `<path d="${headland}" fill="${p.near}"/>` +
    `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${linear(frame, [mix(p.sky[3] as string, p.near, 0.35), mix(p.sky[2] as string, p.near, 0.55), p.ground])}"/>` +
    glowAt(frame, sunX, horizon, u * 40, u * 4, p.glow, 0.6) +
    `<rect x="${n(sunX - u * 12)}" y="${n(horizon)}" width="${n(u * 24)}" height="${n(shore - horizon)}" fill="${linear(frame, [[p.glow, 0], [p.glow, 0.35], [p.glow, 0]], true)}"/>` +
    `<g fill="none" stroke="${p.sun}">${waves}</g>` +
    `<g stroke="${p.sun}" stroke-opacity=".7" stroke-linecap="round">${glitterPaths}</g>` +
    // Wet sand mirrors the sky: lighter than the sea, darkening toward the viewer.
    `<path d="${foamPath}L${n(w * 1.05)} ${h}L${n(-w * 0.05)} ${h}Z" fill="${linear(frame, [p.sky[3] as string, p.far, p.ground])}"/>` +
    glowAt(frame, sunX, shore + (h - shore) * 0.3, u * 14, (h - shore) * 0.5, p.glow, 0.5) +
    `<path d="${foamPath}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="${n(u * 0.9)}"/>` +
    `<path d="${foamPath}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="${n(u * 0.3)}"/>` +
    people +
    finish(frame, 0.45, 0.06)
  );
}

/** A meadow at golden hour, the couple close together against the low sun, grass glowing. */
function field(frame: Frame): string {
  const { w, h, u, rng } = frame;
  const p = pick(rng, SUNSETS);
  const horizon = h * between(rng, 0.56, 0.64);
  const cx = w * pick(rng, [0.34, 0.5, 0.66]);
  const size = u * between(rng, 34, 42);
  const feet = horizon + u * between(rng, 14, 20);
  // The sun sits just beside the couple's shoulders, the classic backlit engagement shot.
  const sunX = cx + pick(rng, [-1, 1]) * u * between(rng, 8, 16);
  const sunY = feet - size * between(rng, 0.65, 0.85);
  const grass = (count: number, top: number, bottom: number, tall: number): string => {
    let d = '';
    for (let i = 0; i < count; i++) {
      const len = u * tall * between(rng, 0.5, 1.1);
      const lean = (rng() - 0.45) * len * 0.5;
      d += `M${n(rng() * w)} ${n(between(rng, top, bottom))}q${n(lean * 0.2)} ${n(-len * 0.6)} ${n(lean)} ${n(-len)}`;
    }
    return d;
  };
  const nearGrass = grass(24, h * 0.98, h * 1.05, 26);
  return (
    sky(frame, p, horizon) +
    clouds(frame, 6, h * 0.04, horizon - u * 16, p.cloud, 0.7) +
    sun(frame, p, sunX, sunY, u * 1.5) +
    `<path d="${ridge(rng, w, h, horizon - u * 6, u * 3, 1.2)}" fill="${p.far}" fill-opacity=".75"/>` +
    `<path d="${ridge(rng, w, h, horizon - u * 1.5, u * 1.6, 2.4)}" fill="${p.near}" fill-opacity=".9"/>` +
    `<rect y="${n(horizon + u * 1.5)}" width="${w}" height="${n(h - horizon)}" fill="${linear(frame, [p.near, p.ground])}"/>` +
    glowAt(frame, sunX, horizon + u * 2, u * 50, u * 10, p.glow, 0.45) +
    // Backlit grass: each blade's edge catches the sun.
    `<path d="${grass(80, horizon + u * 2, feet + u * 4, 4)}" stroke="${p.glow}" stroke-width="${n(u * 0.12)}" fill="none" stroke-opacity=".45"/>` +
    couple(frame, { x: cx, y: feet, size, pose: rng() < 0.7 ? 'embrace' : 'hands', mirror: rng() < 0.5 }, silhouetteLook(p)) +
    `<path d="${grass(45, feet - u * 2, h, 7)}" stroke="${p.ground}" stroke-width="${n(u * 0.2)}" fill="none" stroke-opacity=".8"/>` +
    bokeh(frame, 22, { x: 0, y: horizon - u * 4, w, h: u * 14 }, [p.sun, p.glow], [0.5, 1.8], [0.12, 0.4]) +
    // Out-of-focus grass right in front of the lens: wide faint strokes under narrower darker ones.
    `<path d="${nearGrass}" stroke="${p.ground}" stroke-width="${n(u * 2.2)}" fill="none" stroke-opacity=".25"/>` +
    `<path d="${nearGrass}" stroke="${p.ground}" stroke-width="${n(u * 1.1)}" fill="none" stroke-opacity=".45"/>` +
    finish(frame, 0.5, 0.06)
  );
}

/** An outdoor ceremony under a flowered arch, late sun breaking through the trees behind. */
function ceremony(frame: Frame): string {
  const { w, h, u, rng } = frame;
  const leaves = pick(rng, [
    { top: '#1c2619', mid: '#4f5f37', haze: '#e2cf92', lawn: '#7d8a4a', shade: '#29321d' },
    { top: '#23251a', mid: '#66663a', haze: '#f0d49c', lawn: '#8a8a4e', shade: '#33301d' },
    { top: '#1a2420', mid: '#4a5e45', haze: '#e8d6aa', lawn: '#6c8450', shade: '#243024' },
  ] as const);
  const light = '#fff3d2';
  const petals = ['#fbf3ec', '#f4d3cd', '#e9b0ae', '#fff9f1', '#d9959a'] as const;
  const horizon = h * between(rng, 0.68, 0.73);
  // The couple and the arch stand a little into the lawn, not on its far edge.
  const ground = horizon + u * 3;
  const cx = w * between(rng, 0.42, 0.58);
  const sunX = cx + pick(rng, [-1, 1]) * w * between(rng, 0.2, 0.32);
  const sunY = h * between(rng, 0.1, 0.24);

  // Foliage: dark masses drifting over the top, then sunlight breaking through the leaves as bokeh.
  let canopy = '';
  for (let i = 0; i < 4; i++) {
    canopy += glowAt(frame, rng() * w, between(rng, -0.05, 0.35) * h, between(rng, 12, 22) * u, between(rng, 8, 16) * u, leaves.top, between(rng, 0.5, 0.9));
  }
  let rays = '';
  for (let i = 0; i < 4; i++) {
    const angle = between(rng, 1, 2.1);
    const spread = between(rng, 0.015, 0.045);
    const len = h * 1.3;
    rays +=
      `<path d="M${n(sunX)} ${n(sunY)}L${n(sunX + Math.cos(angle - spread) * len)} ${n(sunY + Math.sin(angle - spread) * len)}` +
      `L${n(sunX + Math.cos(angle + spread) * len)} ${n(sunY + Math.sin(angle + spread) * len)}Z" fill-opacity="${o(between(rng, 0.04, 0.1))}"/>`;
  }

  // The arch: a round top on two posts, flowers massed on one shoulder and trailing down the other side.
  const archH = u * between(rng, 48, 54);
  const r = archH * 0.31;
  const left = cx - r;
  const right = cx + r;
  const top = ground - archH;
  const postLen = archH - r;
  const along = (t: number): Point => {
    // t runs from the foot of the left post, over the top, to the foot of the right post.
    const d = t * (postLen * 2 + Math.PI * r);
    if (d < postLen) return [left, ground - d];
    if (d < postLen + Math.PI * r) {
      const a = Math.PI - (d - postLen) / r;
      return [cx + Math.cos(a) * r, top + r - Math.sin(a) * r];
    }
    return [right, top + r + (d - postLen - Math.PI * r)];
  };
  const heavy = rng() < 0.5 ? 0.4 : 0.6;
  const flowers = new Map<string, string>();
  let greens = '';
  for (let i = 0; i < 64; i++) {
    const t = Math.min(1, Math.max(0, heavy + (rng() + rng() + rng() - 1.5) * 0.3));
    const [fx, fy] = along(t);
    const x = fx + (rng() - 0.5) * u * 2.6;
    const y = fy + (rng() - 0.5) * u * 2.6;
    if (rng() < 0.35) {
      // A leaf: a short round-capped stroke at a random angle.
      const a = rng() * Math.PI;
      const half = u * between(rng, 0.6, 1.2);
      greens += `M${n(x - Math.cos(a) * half)} ${n(y - Math.sin(a) * half)}l${n(Math.cos(a) * half * 2)} ${n(Math.sin(a) * half * 2)}`;
    } else {
      const color = pick(rng, petals);
      flowers.set(color, `${flowers.get(color) ?? ''}<circle cx="${n(x)}" cy="${n(y)}" r="${n(u * between(rng, 0.6, 1.5))}"/>`);
    }
  }
  const drape =
    `M${n(left)} ${n(top + r)}C${n(left + r * 0.5)} ${n(top + r)} ${n(left + r * 0.2)} ${n(ground - archH * 0.3)} ${n(left + r * 0.35)} ${n(ground)}L${n(left - u)} ${n(ground)}Z` +
    `M${n(right)} ${n(top + r)}C${n(right - r * 0.5)} ${n(top + r)} ${n(right - r * 0.2)} ${n(ground - archH * 0.3)} ${n(right - r * 0.35)} ${n(ground)}L${n(right + u)} ${n(ground)}Z`;

  // Posies on stands line the aisle, growing toward the camera; the nearest are out of focus.
  frame.defs.push(
    `<g id="posy"><ellipse cx="0" cy="-1.2" rx="4.4" ry="1.8" fill="#4d663a"/><ellipse cx="-3" cy="-1.6" rx="2" ry=".8" fill="#5b7444" transform="rotate(-20 -3 -1.6)"/>` +
      `<circle cx="-1.8" cy="-2.4" r="1.4" fill="${petals[0]}"/><circle cx=".9" cy="-3" r="1.3" fill="${petals[2]}"/><circle cx="2.4" cy="-1.8" r="1.1" fill="${petals[1]}"/><circle cx="-.3" cy="-1.4" r="1.1" fill="${petals[3]}"/><circle cx="-3.4" cy="-1" r=".9" fill="${petals[4]}"/></g>`,
  );
  let posies = '';
  for (let k = 0; k < 3; k++) {
    const t = (k + 1) / 3.3;
    const y = ground + (h - ground) * t * 0.9 + u;
    const scale = u * (0.55 + t * 1.4);
    const half = u * 6 + w * 0.2 * t;
    for (const side of [-1, 1]) {
      posies += `<use href="#posy" transform="translate(${n(cx + side * half)} ${n(y)}) scale(${n(scale)})" fill-opacity="${o(1.1 - t * 0.6)}"/>`;
    }
  }
  const aisle = `M${n(cx - u * 5)} ${n(ground - u)}L${n(cx + u * 5)} ${n(ground - u)}L${n(cx + w * 0.2)} ${h}L${n(cx - w * 0.2)} ${h}Z`;
  let strewn = '';
  for (let i = 0; i < 30; i++) {
    const t = rng();
    const half = u * 5 + w * 0.2 * t;
    strewn += `<ellipse cx="${n(cx + (rng() * 2 - 1) * half * 0.85)}" cy="${n(ground + u + (h - ground) * t)}" rx="${n(u * (0.3 + t * 0.5))}" ry="${n(u * (0.15 + t * 0.25))}"/>`;
  }
  // Leaves right in front of the lens, melted into soft green shapes at the bottom corners.
  const nearLeaves =
    glowAt(frame, w * between(rng, -0.05, 0.08), h * between(rng, 0.92, 1.02), u * 26, u * 18, leaves.shade, 0.9) +
    glowAt(frame, w * between(rng, 0.92, 1.05), h * between(rng, 0.92, 1.02), u * 22, u * 16, leaves.shade, 0.9);
  const look: CoupleLook = { suit: '#221c20', dress: '#d8cfc6', veil: '#ffffff', rim: light, rimAlpha: 0.45 };
  return (
    `<rect width="${w}" height="${n(horizon + u * 2)}" fill="${linear(frame, [leaves.top, leaves.mid, leaves.haze])}"/>` +
    glowAt(frame, sunX, sunY, u * 40, u * 34, leaves.haze, 0.65) +
    canopy +
    bokeh(frame, 34, { x: sunX - w * 0.35, y: 0, w: w * 0.7, h: ground * 0.85 }, [light, '#f2e6a6', '#d4e49e'], [0.6, 3.4], [0.1, 0.42]) +
    glowAt(frame, sunX, sunY, u * 16, u * 16, light, 0.9) +
    `<g fill="${light}">${rays}</g>` +
    `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${linear(frame, [mix(leaves.lawn, leaves.haze, 0.45), leaves.lawn, leaves.shade])}"/>` +
    `<path d="${aisle}" fill="${linear(frame, [['#f3ece2', 0.35], ['#f3ece2', 0.7]])}"/>` +
    `<g fill="${petals[2]}" fill-opacity=".7">${strewn}</g>` +
    `<path d="M${n(left)} ${n(ground)}V${n(top + r)}A${n(r)} ${n(r)} 0 0 1 ${n(right)} ${n(top + r)}V${n(ground)}" fill="none" stroke="#efe4d2" stroke-width="${n(u * 0.8)}"/>` +
    `<path d="${drape}" fill="#fffaf3" fill-opacity=".32"/>` +
    couple(frame, { x: cx, y: ground + u * 0.5, size: archH * 0.74, pose: rng() < 0.7 ? 'hands' : 'embrace', mirror: rng() < 0.5 }, look) +
    `<path d="${greens}" stroke="#5b7444" stroke-opacity=".9" stroke-width="${n(u)}" stroke-linecap="round"/>` +
    [...flowers].map(([color, circles]) => `<g fill="${color}">${circles}</g>`).join('') +
    posies +
    nearLeaves +
    finish(frame, 0.4, 0.05)
  );
}

/** A point on a quadratic Bézier: where the bulbs of a string of lights hang. */
function quadAt(a: Point, c: Point, b: Point, t: number): Point {
  const s = 1 - t;
  return [s * s * a[0] + 2 * s * t * c[0] + t * t * b[0], s * s * a[1] + 2 * s * t * c[1] + t * t * b[1]];
}

/** The first dance at night: strings of warm lights, candles out of focus in the foreground. */
function reception(frame: Frame): string {
  const { w, h, u, rng } = frame;
  const warm = pick(rng, ['#ffb65c', '#ffc27a', '#ffa964']);
  const floor = h * between(rng, 0.8, 0.86);
  const cx = w * between(rng, 0.4, 0.6);
  frame.defs.push(
    `<g id="bulb"><circle r="${n(u * 2.2)}" fill="${glow(frame, warm)}" fill-opacity=".6"/><circle r="${n(u * 0.36)}" fill="#fff6df"/></g>`,
  );
  let strings = '';
  let wires = '';
  for (let i = 0; i < 4; i++) {
    const y0 = h * between(rng, -0.05, 0.3);
    const y1 = h * between(rng, -0.05, 0.3);
    const a: Point = [-w * 0.05, y0];
    const b: Point = [w * 1.05, y1];
    const c: Point = [w * between(rng, 0.3, 0.7), Math.max(y0, y1) + h * between(rng, 0.12, 0.3)];
    wires += `M${n(a[0])} ${n(a[1])}Q${n(c[0])} ${n(c[1])} ${n(b[0])} ${n(b[1])}`;
    const depth = between(rng, 0.55, 1.1);
    const count = Math.round(16 / depth);
    // Farther strings are smaller: one scaled group per string, bulbs placed in its coordinates.
    let bulbs = '';
    for (let k = 0; k <= count; k++) {
      const [x, y] = quadAt(a, c, b, k / count);
      bulbs += `<use href="#bulb" x="${n(x / depth)}" y="${n(y / depth)}"/>`;
    }
    strings += `<g transform="scale(${n(depth)})">${bulbs}</g>`;
  }
  let candles = '';
  for (let i = 0; i < 5; i++) {
    const x = w * (i / 4) + (rng() - 0.5) * w * 0.15;
    const y = h * between(rng, 0.9, 1);
    const r = u * between(rng, 5, 10);
    candles += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${disc(frame, '#ff9d45')}" fill-opacity="${o(between(rng, 0.35, 0.6))}"/>` + glowAt(frame, x, y, r * 0.7, r * 0.9, '#ffdca0', 0.5);
  }
  const look: CoupleLook = { suit: '#140d10', dress: '#b9a08b', veil: '#ffe8c8', rim: warm, rimAlpha: 0.6, reflection: 0.12 };
  return (
    `<rect width="${w}" height="${h}" fill="${linear(frame, ['#0e090d', '#221318', '#3a2219', '#1b1012'])}"/>` +
    glowAt(frame, cx, floor - u * 22, u * 50, u * 32, warm, 0.35) +
    bokeh(frame, 28, { x: 0, y: 0, w, h: floor * 0.9 }, [warm, '#ffd38a', '#ff9060', '#ffe4b0'], [1.5, 6], [0.1, 0.3]) +
    `<path d="${wires}" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="${n(u * 0.12)}"/>` +
    strings +
    `<rect y="${n(floor)}" width="${w}" height="${n(h - floor)}" fill="${linear(frame, [['#2a1812', 1], ['#0c0708', 1]])}"/>` +
    glowAt(frame, cx, floor, u * 40, u * 6, warm, 0.45) +
    couple(frame, { x: cx, y: floor + u, size: u * between(rng, 44, 52), pose: 'embrace', mirror: rng() < 0.5 }, look) +
    candles +
    finish(frame, 0.5, 0.07)
  );
}

/** A rooftop at blue hour: the skyline lighting up behind the couple, street lights melting into bokeh. */
function city(frame: Frame): string {
  const { w, h, u, rng } = frame;
  const skyColors = pick(rng, [
    ['#0c1330', '#1d2b58', '#44497a', '#9a6578', '#eea06c'],
    ['#0b1628', '#17345a', '#3d5b84', '#a27688', '#f2b07a'],
  ] as const);
  const horizon = h * between(rng, 0.56, 0.62);
  const roof = h * between(rng, 0.84, 0.9);
  // Buildings as one path per layer; their lit windows as dashed vertical strokes, one path per dash
  // rhythm, because a pattern fill over the skyline costs several times more to rasterize.
  const skyline = (base: number, maxH: number, minW: number, cell: number): { blocks: string; windows: string[] } => {
    let blocks = '';
    const windows = ['', '', ''];
    let x = -u * 2;
    while (x < w) {
      const bw = u * between(rng, minW, minW * 2.2);
      const top = base - u * maxH * (0.25 + 0.75 * rng() * rng());
      blocks += `M${n(x)} ${n(base)}V${n(top)}H${n(x + bw)}V${n(base)}Z`;
      if (rng() < 0.15) blocks += `M${n(x + bw / 2 - u * 0.15)} ${n(top)}v${n(-u * between(rng, 2, 6))}h${n(u * 0.3)}V${n(top)}Z`;
      for (let cx = x + cell * 0.8; cx < x + bw - cell * 0.5; cx += cell) {
        if (rng() < 0.3) continue;
        const start = top + cell * (0.6 + Math.floor(rng() * 4) * 1.3);
        const k = Math.floor(rng() * 3);
        windows[k] += `M${n(cx)} ${n(start)}V${n(base)}`;
      }
      x += bw + u * between(rng, 0, 1.2);
    }
    return { blocks, windows };
  };
  const lit = (layer: { windows: string[] }, cell: number, alpha: number): string => {
    const on = cell * 0.6;
    const rhythms = [
      [on, cell * 0.7],
      [on, cell * 0.7, on, cell * 3.3, on, cell * 2],
      [on, cell * 4.6, on, cell * 0.7, on, cell * 2],
    ];
    let paths = '';
    layer.windows.forEach((d, i) => {
      if (d) paths += `<path d="${d}" stroke-dasharray="${(rhythms[i] ?? []).map(n).join(' ')}"/>`;
    });
    return `<g stroke="#ffd591" stroke-width="${n(cell * 0.42)}" stroke-opacity="${alpha}">${paths}</g>`;
  };
  const far = skyline(horizon, 26, 2.5, u * 0.6);
  const near = skyline(horizon + u * 3, 38, 3.5, u * 0.95);
  // A cable-stayed bridge mast on the skyline, São Paulo's best-known silhouette at dusk.
  let bridge = '';
  if (rng() < 0.6) {
    const bx = w * between(rng, 0.15, 0.85);
    const deck = horizon - u * 0.5;
    const topY = deck - u * 36;
    let cables = '';
    for (let i = 1; i <= 8; i++) {
      cables += `M${n(bx)} ${n(topY + i * u * 1.6)}L${n(bx - i * u * 3.2)} ${n(deck)}M${n(bx)} ${n(topY + i * u * 1.6)}L${n(bx + i * u * 3.2)} ${n(deck)}`;
    }
    bridge =
      `<path d="${cables}" stroke="#dfe4f6" stroke-opacity=".45" stroke-width="${n(u * 0.12)}"/>` +
      `<path d="M${n(bx - u * 4)} ${n(deck)}L${n(bx)} ${n(topY)}L${n(bx + u * 4)} ${n(deck)}" fill="none" stroke="#2b3356" stroke-width="${n(u * 0.9)}"/>` +
      `<path d="M${n(bx - w * 0.4)} ${n(deck)}H${n(bx + w * 0.4)}" stroke="#2b3356" stroke-width="${n(u * 0.6)}"/>`;
  }
  let streaks = '';
  for (let i = 0; i < 10; i++) {
    const x = rng() * w;
    streaks += `<rect x="${n(x)}" y="${n(horizon + u * 3)}" width="${n(u * between(rng, 0.4, 1.2))}" height="${n((roof - horizon) * between(rng, 0.3, 0.8))}" fill-opacity="${o(between(rng, 0.1, 0.3))}"/>`;
  }
  const cx = w * pick(rng, [0.3, 0.7]);
  const look: CoupleLook = { suit: '#0d0f1b', dress: '#3a3b52', veil: '#ffe2c4', rim: '#ffb072', rimAlpha: 0.6 };
  const railY = roof - u * 13;
  return (
    `<rect width="${w}" height="${n(horizon + u * 4)}" fill="${linear(frame, skyColors)}"/>` +
    glowAt(frame, w * between(rng, 0.3, 0.7), horizon, w * 0.45, u * 12, skyColors[4], 0.5) +
    bridge +
    `<path d="${far.blocks}" fill="#2c3459"/>${lit(far, u * 0.6, 0.3)}` +
    `<rect y="${n(horizon + u * 2)}" width="${w}" height="${n(h - horizon)}" fill="${linear(frame, ['#161a30', '#0b0c16'])}"/>` +
    `<path d="${near.blocks}" fill="#151a31"/>${lit(near, u * 0.95, 0.55)}` +
    `<g fill="${linear(frame, [['#ffb36b', 0.8], ['#ffb36b', 0]])}">${streaks}</g>` +
    bokeh(frame, 34, { x: 0, y: horizon, w, h: railY - horizon + u * 4 }, ['#ffb45e', '#ffd08a', '#ffe9c8', '#ff6a5a'], [0.8, 4.5], [0.12, 0.45]) +
    `<path d="M0 ${n(railY)}H${w}" stroke="#0a0b14" stroke-width="${n(u * 0.7)}"/>` +
    `<path d="M0 ${n(railY + u * 5)}H${w}" stroke="#0a0b14" stroke-width="${n(u * 0.35)}"/>` +
    `<path d="M0 ${n(railY)}H${w}" stroke="#ffb072" stroke-opacity=".35" stroke-width="${n(u * 0.12)}" transform="translate(0 ${n(-u * 0.35)})"/>` +
    `<rect y="${n(roof)}" width="${w}" height="${n(h - roof)}" fill="#090a12"/>` +
    couple(frame, { x: cx, y: roof + u * 2, size: u * between(rng, 48, 56), pose: rng() < 0.6 ? 'embrace' : 'hands', mirror: rng() < 0.5 }, look) +
    finish(frame, 0.5, 0.07)
  );
}

// Profiles for the close portraits, facing −x: the bust's cut on y=0, the crown at y≈−100, the head
// about 40 units tall (drawn on a grid against real proportions; changing them needs a fresh look).
const WOMAN =
  'M0-100C-8-100-13.5-95.5-14.8-88C-15.4-84.5-15.2-82-14.6-80C-14.4-79-15-78-15.8-76.8C-17-74.8-18.4-72.4-19-71' +
  'C-19.4-70-18.8-69.2-17.6-69.2C-16.8-69.1-16.4-68.6-16.5-67.8C-16.7-67-16.9-66.4-16.6-65.9C-16.2-65.6-15.9-65.5-15.7-65.3' +
  'C-16.3-64.8-16.4-64-15.9-63.5C-15.3-63-14.8-62.8-14.8-62.2C-14.9-61.2-15.3-59.8-14.2-58.8C-12.6-57.4-9-57.4-5.5-56.4' +
  'C-4.5-56-3.8-55-4-53C-4.4-49-5.2-45.5-6.4-43C-8.5-39-13-37-17-34C-24-29-28-20-30 0L38 0C37-12 34-24 26-32' +
  'C20-37 14-40 11-46C9.6-50 9.8-54 11-58C14-61 18.5-66 19-74C19.6-86 12-100 0-100Z';
const MAN =
  'M-1-101C-9-101-14.5-97-15.6-90C-16.2-86-16-82.5-15.6-80.5C-15.4-79.4-16.2-78.4-16.8-77.2C-18-75-19.6-72.4-20.2-70.8' +
  'C-20.6-69.8-19.8-68.9-18.5-68.9C-17.6-68.8-17.2-68.2-17.3-67.4C-17.4-66.8-17.4-66.2-17-65.8C-16.8-65.6-16.7-65.4-16.6-65.2' +
  'C-17-64.7-17-63.9-16.6-63.5C-16-63-15.6-62.6-15.7-62C-15.9-60.6-16.2-58.6-14.8-57.2C-12.4-56-8-56.4-3.4-55' +
  'C-2.4-54.6-2-53.4-2.4-52C-3-49.5-3.6-48.6-3.2-47.4C-3.4-45.8-4-44.4-5-43C-6.4-42-8-41.6-9-40C-13-36-22-32-29-26' +
  'C-33-18-35-10-35 0L44 0C43-14 38-26 29-31C22-35 16-37 14-42C12.5-46 12.6-52 13.4-56C17-60 20-66 20.4-74C21-88 12-101-1-101Z';
const SHORT_HAIR = 'M-15-91C-12-100-4-103 4-102.6C14-101 21-94 21.6-82C21.8-78 21-74 19.5-71L10-78Z';
const LONG_HAIR =
  'M-13-92C-10-101 2-104 10-101C20-97 24-86 23.5-74C23-62 21-52 24-40C27-28 31-18 30-8C29-5 27-3 25-2' +
  'C24-10 20-18 16-26C12-34 10-44 10-52C10-60 8-68 4-76ZM28-24C32-18 33-12 35-6C31-11 29-16 27-21Z';
const BRIDE_CAP = 'M-13-92C-10-101 2-104 10-101C18-97 22-88 21-76L10-70Z';
const BRIDE_BUN =
  'M11.5-68a7 6 0 1 0 14 0a7 6 0 1 0-14 0' +
  'M13.2-75a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0-3.6 0M17.4-74.6a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0-3.2 0M21.1-72.6a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0';
const BRIDE_VEIL = 'M16-74C24-70 30-56 33-40C36-24 40-10 44 0L22 0C24-16 22-36 17-52Z';

type Portrait = { paths: string; veil: boolean };

function portraitFigure(subject: PortraitSubject): Portrait {
  switch (subject) {
    case 'bride':
      return { paths: `<path d="${WOMAN}"/><path d="${BRIDE_CAP}"/><path d="${BRIDE_BUN}"/>`, veil: true };
    case 'woman':
      return { paths: `<path d="${WOMAN}"/><path d="${LONG_HAIR}"/>`, veil: false };
    case 'man':
      return { paths: `<path d="${MAN}"/><path d="${SHORT_HAIR}"/>`, veil: false };
    case 'couple':
      // Noses a breath apart: she faces right, a little lower; he faces left, head bowed toward her.
      return {
        paths:
          `<g transform="translate(-22 5) scale(-.95 .95) rotate(-3 0 -60)"><path d="${WOMAN}"/><path d="${LONG_HAIR}"/></g>` +
          `<g transform="translate(22 2) rotate(-5 0 -60)"><path d="${MAN}"/><path d="${SHORT_HAIR}"/></g>`,
        veil: false,
      };
  }
}

/** A close portrait against the light: a profile with a lit rim, the background melted into bokeh. */
function portrait(frame: Frame, subject: PortraitSubject): string {
  const { w, h, u, rng } = frame;
  const tone = pick(rng, [
    { bg: ['#3a2a2e', '#8a5a4e', '#e2a56e', '#f7d59a'], light: '#ffe2a8', bokeh: ['#ffd89a', '#ffb56a', '#fff0cc'], figure: '#1f1517' },
    { bg: ['#25301f', '#5d6a3e', '#c8b474', '#f4e2a8'], light: '#fff0c0', bokeh: ['#f6eaa8', '#d9e39a', '#fff8dc'], figure: '#171a12' },
    { bg: ['#3a2634', '#8a5a70', '#e39c9a', '#fbd3b8'], light: '#ffe0cc', bokeh: ['#ffc9b8', '#ffb0a0', '#fff1e6'], figure: '#1f141c' },
    { bg: ['#13263a', '#2f5870', '#b98a72', '#f1c08e'], light: '#ffd9a8', bokeh: ['#ffd39a', '#9fd0e0', '#fff2dc'], figure: '#0f161e' },
  ] as const);
  const figure = portraitFigure(subject);
  // A single bust is about 70 units wide, the couple about 115: both must fit a tall frame.
  const s = (subject === 'couple' ? Math.min(h * 0.8, w * 0.86) : Math.min(h * 0.86, w * 1.3)) / 100;
  // Flipping swaps which way a single face looks, or which side each partner of the couple stands on.
  const mirror = rng() < 0.5;
  const scaleX = mirror ? -s : s;
  // A single face looks into the open side of the frame; the bust's mass sits behind it.
  const offset = subject === 'couple' ? 0 : w * (w > h * 1.2 ? 0.12 : 0.08);
  const x = w * 0.5 + (mirror ? -offset : offset);
  const lightX = mirror ? w * between(rng, 0.05, 0.3) : w * between(rng, 0.7, 0.95);
  const lightY = h * between(rng, 0.05, 0.3);
  const id = newId(frame);
  frame.defs.push(`<g id="${id}">${figure.paths}</g>`);
  const place = (dx: number, dy: number): string => `translate(${n(x + dx)} ${n(h + dy)}) scale(${Math.round(scaleX * 1000) / 1000} ${Math.round(s * 1000) / 1000})`;
  const toLight = lightX > x ? 1 : -1;
  const edge = s * 0.45;
  return (
    `<rect width="${w}" height="${h}" fill="${linear(frame, tone.bg)}"/>` +
    glowAt(frame, lightX, lightY, w * 0.34, h * 0.4, tone.light, 0.75) +
    bokeh(frame, 26, { x: 0, y: 0, w, h: h * 0.85 }, tone.bokeh, [2, 8], [0.08, 0.32]) +
    glowAt(frame, lightX, lightY, u * 16, u * 16, '#fffaf0', 0.9) +
    `<use href="#${id}" transform="${place(toLight * edge, -edge)}" fill="${tone.light}" stroke="${tone.light}" fill-opacity=".9" stroke-opacity=".9"/>` +
    `<use href="#${id}" transform="${place(-toLight * edge * 0.7, -edge * 0.5)}" fill="${tone.light}" stroke="${tone.light}" fill-opacity=".35" stroke-opacity=".35"/>` +
    `<use href="#${id}" transform="${place(0, 0)}" fill="${tone.figure}" stroke="${tone.figure}"/>` +
    (figure.veil ? `<path d="${BRIDE_VEIL}" transform="${place(0, 0)}" fill="${linear(frame, [['#fff', 0.5], ['#fff', 0.2]])}"/>` : '') +
    bokeh(frame, 6, { x: 0, y: h * 0.6, w, h: h * 0.4 }, tone.bokeh, [6, 14], [0.05, 0.14]) +
    finish(frame, 0.45, 0.06)
  );
}

function pickSubject(spec: ArtSpec): PortraitSubject {
  return spec.subject ?? (PORTRAIT_SUBJECTS[Math.abs(spec.seed | 0) % PORTRAIT_SUBJECTS.length] as PortraitSubject);
}

export function sampleArtSvg(spec: ArtSpec): string {
  const w = Math.max(1, Math.round(spec.width));
  const h = Math.max(1, Math.round(spec.height));
  const frame: Frame = {
    w,
    h,
    u: Math.min(h, w / 1.2) / 100,
    rng: createRng(Math.imul(spec.seed | 0, 0x9e3779b1) ^ SCENES.indexOf(spec.scene)),
    seed: Math.abs(spec.seed | 0),
    defs: [],
    cache: new Map(),
    ids: 0,
  };
  const body = {
    ceremony,
    reception,
    beach,
    field,
    city,
    portrait: (f: Frame) => portrait(f, pickSubject(spec)),
  }[spec.scene](frame);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${frame.defs.join('')}</defs>${body}</svg>`
  );
}
