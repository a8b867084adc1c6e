// Photograph-like SVG art for the built-in sample content (DESIGN decision 6). The machine that seeds a
// fresh install may have no network, so the sample portfolio paints its own pictures: layered light,
// depth-of-field blur, bokeh, backlit silhouettes and film grain, all deterministic from a seed.
// The media service rasterizes the SVG (sharp/librsvg) like any upload; this module never imports sharp.

export const SCENES = ['ceremony', 'reception', 'beach', 'field', 'city', 'portrait'] as const;
export type Scene = (typeof SCENES)[number];

/** Who the 'portrait' scene shows; other scenes always show a couple. */
export const PORTRAIT_SUBJECTS = ['bride', 'woman', 'man', 'couple'] as const;
export type PortraitSubject = (typeof PORTRAIT_SUBJECTS)[number];

export type ArtSpec = {
  seed: number;
  width: number;
  height: number;
  scene: Scene;
  /** Only read by the 'portrait' scene; when absent the seed picks one. */
  subject?: PortraitSubject;
};

type Rng = () => number;

/** mulberry32: tiny, fast and good enough to scatter light; the same seed always paints the same picture. */
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

/** One decimal is below a pixel's worth at any size we render, and keeps the SVG small. */
const n = (v: number): string => String(Math.round(v * 10) / 10);

type Point = readonly [number, number];

/** A smooth curve through the points (Catmull-Rom turned into cubic Béziers), as path commands. */
function smoothThrough(points: readonly Point[]): string {
  let d = '';
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)] as Point;
    const p1 = points[i] as Point;
    const p2 = points[i + 1] as Point;
    const p3 = points[Math.min(points.length - 1, i + 2)] as Point;
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** A hill or wave line across the whole frame, closed down to the bottom edge. */
function ridge(rng: Rng, w: number, h: number, baseY: number, amplitude: number, bumps: number): string {
  const phase1 = rng() * 6.28;
  const phase2 = rng() * 6.28;
  const count = 12;
  const points: Point[] = [];
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const y =
      baseY +
      amplitude * (Math.sin(t * bumps * 3.14 + phase1) * 0.65 + Math.sin(t * bumps * 7.1 + phase2) * 0.35);
    points.push([-w * 0.05 + t * w * 1.1, y]);
  }
  const first = points[0] as Point;
  return `M${n(first[0])} ${n(h)}L${n(first[0])} ${n(first[1])}${smoothThrough(points)}L${n(w * 1.05)} ${n(h)}Z`;
}

type Palette = {
  sky: readonly string[]; // top to horizon
  sun: string;
  glow: string; // warm haze around the sun
  far: string; // distant hills, hazy
  near: string; // nearer land
  ground: string;
  figure: string; // the couple's silhouette
  dress: string; // a white dress stays lighter than the suit even against the light
};

const GOLDEN: Palette = {
  sky: ['#2f3d6e', '#7a6597', '#d8917f', '#f5b676', '#ffe2a6'],
  sun: '#fff6dc',
  glow: '#ffc978',
  far: '#b98a86',
  near: '#6e4f5a',
  ground: '#3a2a33',
  figure: '#1d1419',
  dress: '#4a3a40',
};
const ROSE: Palette = {
  sky: ['#302a57', '#86598c', '#e08a92', '#f6b399', '#ffdcb8'],
  sun: '#fff1e0',
  glow: '#ffb59a',
  far: '#a97a8e',
  near: '#5f4560',
  ground: '#33243a',
  figure: '#1a1220',
  dress: '#4b3a4a',
};
const AMBER: Palette = {
  sky: ['#3b4a78', '#93789a', '#e6a26c', '#f8c56f', '#fff0c0'],
  sun: '#fffbe8',
  glow: '#ffd27a',
  far: '#c49a7e',
  near: '#7a5a48',
  ground: '#3e2e24',
  figure: '#21160f',
  dress: '#544236',
};
const SUNSETS = [GOLDEN, ROSE, AMBER] as const;

type Frame = {
  w: number;
  h: number;
  /** One hundredth of the frame's "subject size": the height on landscape, less on tall frames. */
  u: number;
  rng: Rng;
  defs: string[];
  seed: number;
};

function gradientStops(colors: readonly string[]): string {
  return colors
    .map((c, i) => `<stop offset="${n((i / Math.max(1, colors.length - 1)) * 100)}%" stop-color="${c}"/>`)
    .join('');
}

function linear(frame: Frame, id: string, colors: readonly string[], vertical = true): string {
  frame.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${gradientStops(colors)}</linearGradient>`,
  );
  return `url(#${id})`;
}

/** A soft round glow: the colour fading to nothing at its edge. */
function glowGradient(frame: Frame, id: string, color: string, core = 0): string {
  frame.defs.push(
    `<radialGradient id="${id}"><stop offset="${core}" stop-color="${color}"/><stop offset="${n(core + (1 - core) * 0.35)}" stop-color="${color}" stop-opacity=".45"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
  return `url(#${id})`;
}

function blurFilter(frame: Frame, id: string, deviation: number): string {
  frame.defs.push(
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`,
  );
  return `url(#${id})`;
}

/** Out-of-focus points of light: flat discs with soft edges, a few bright, most faint. */
function bokeh(
  frame: Frame,
  id: string,
  count: number,
  area: { x: number; y: number; w: number; h: number },
  colors: readonly string[],
  radius: [number, number],
  opacity: [number, number],
): string {
  const { rng, u } = frame;
  let circles = '';
  for (let i = 0; i < count; i++) {
    const r = between(rng, radius[0], radius[1]) * u;
    const o = between(rng, opacity[0], opacity[1]) * (rng() < 0.15 ? 1.8 : 1);
    circles += `<circle cx="${n(area.x + rng() * area.w)}" cy="${n(area.y + rng() * area.h)}" r="${n(r)}" fill="${pick(rng, colors)}" opacity="${n(Math.min(0.9, o) * 100) / 100}"/>`;
  }
  const filter = blurFilter(frame, id, ((radius[0] + radius[1]) / 2) * u * 0.12);
  return `<g filter="${filter}">${circles}</g>`;
}

// The couple, drawn once in a local box (feet on y=0, about 100 units tall) and placed with <use>.
// The groom faces +x and reaches forward; the bride faces −x, so she stands to his right.
const GROOM_BODY =
  'M-2.5-84C-3-82-6-81-10-80C-12.5-79-13-77-13.2-74C-13.6-66-13.6-56-13-49C-13-47-12-46-11-46.5L-10-50L-9.6-45' +
  'C-9-30-8.6-15-8.2-2.5L-8.6 0L-1.6 0C-1.4-1-2-2-2.4-2.6C-2-15-1.4-30 0-42C1.5-30 2-15 2.4-2.6L2.6 0L9.4 0' +
  'C9.4-1 8.4-2 7.8-2.6C8.1-15 8.6-30 9.6-45L9.8-47C9.2-52 9.2-58 10-62C11-63 13-60.5 15-59.5C17-58.4 19-56.8 21.6-56' +
  'L24.2-55.4C25.4-55.8 25.3-58 23.6-58.6L21.6-59.2C19.2-60.2 17.6-62 16.6-64.2C15.6-68 14.2-74 12.6-77.8' +
  'C11.6-80 8-81 4.6-82C3.6-82.4 3-83 3-84Z';
const GROOM_HEAD = 'M1.5-99.5C5.5-99.5 8-96.5 7.8-92.5C7.6-90 8.6-89.6 8-88.8C7.6-87.8 6.6-86 5-84.6C3-83.4-1-83.2-3.5-85C-6-87-6.6-91-6-94C-5-98.2-2-99.5 1.5-99.5Z';
const BRIDE_BODY =
  'M2-80C3-78.5 6-78 8-77C9.5-76.5 10-75 9.6-73C9.6-66 9.2-60 8-56L6-58C9-45 16-20 27-3.4C30-.6 34 .2 37 0' +
  'L-18 0C-17-10-12-35-5.6-57C-6-62-7-66-7.2-69C-9-65-12-60.4-15-58.2C-17-57.2-19-56.4-21-56.2L-23.2-55.5' +
  'C-24.4-56.4-24-58-22.4-58.6L-20.4-59.2C-18-60.6-14.2-64-11.6-68.2C-10-72-9.6-75-8-77C-6.5-78-4-78.5-2.6-80Z';
const BRIDE_HEAD = 'M-.5-94C3.4-94 5.6-91.4 5.4-88C5.3-84.6 3.6-81.4-.2-80.6C-3-80.2-5.4-82.4-5.8-85.4C-6.6-86-6.4-87.2-5.8-87.6C-5.8-91.4-3.8-94-.5-94ZM5.2-92A3.4 3.4 0 1 1 5.2-85.2A3.4 3.4 0 1 1 5.2-92Z';
const VEIL = 'M3.6-92C13-90 22-74 28-50C32-34 39-16 46-1L30-1C24-22 15-46 7-70C5.6-76 4.6-82 3.6-86Z';

type CouplePose = 'hands' | 'embrace';

/** Places the couple: `x` is the middle between them, `y` the ground under their feet, `size` their height. */
function couple(
  frame: Frame,
  opts: { x: number; y: number; size: number; pose: CouplePose; mirror: boolean; halo: string; palette: Palette },
): string {
  const { x, y, size, pose, mirror, halo, palette } = opts;
  const s = size / 100;
  const gap = pose === 'hands' ? 46 : 15;
  const flip = mirror ? -1 : 1;
  const tilt = pose === 'embrace' ? ' rotate(-4 0 -88)' : '';
  const groomX = -gap / 2;
  const brideX = gap / 2;
  frame.defs.push(
    `<g id="groom" transform="translate(${groomX} 0)${pose === 'embrace' ? ' rotate(3 0 -80)' : ''}"><path d="${GROOM_BODY}"/><path d="${GROOM_HEAD}"/></g>`,
    `<path id="brideHead" d="${BRIDE_HEAD}" transform="translate(${brideX} 0)${tilt}"/>`,
    `<path id="brideBody" d="${BRIDE_BODY}" transform="translate(${brideX} 0)${tilt}"/>`,
  );
  const haloFilter = blurFilter(frame, 'cplhalo', 2.2);
  const place = `translate(${n(x)} ${n(y)}) scale(${n(s * flip * 1000) / 1000} ${n(s * 1000) / 1000})`;
  return (
    `<g transform="${place}">` +
    `<g fill="${halo}" filter="${haloFilter}" opacity=".7"><use href="#groom"/><use href="#brideBody"/><use href="#brideHead"/></g>` +
    `<g fill="${palette.figure}"><use href="#groom"/><use href="#brideHead"/><use href="#brideBody" fill="${palette.dress}"/></g>` +
    `<path d="${VEIL}" transform="translate(${brideX} 0)${tilt}" fill="#fff" opacity=".32"/>` +
    `</g>`
  );
}

/** Warm overexposed haze on top of everything: the glare that makes backlit photographs glow. */
function glare(frame: Frame, x: number, y: number, r: number, color: string, opacity: number): string {
  const fill = glowGradient(frame, 'glare', color);
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}" opacity="${opacity}"/>`;
}

/** Darkened corners and a touch of film grain: the two cues that read as "camera" at once. */
function finish(frame: Frame, vignette: number, grain: number): string {
  const { w, h } = frame;
  frame.defs.push(
    `<radialGradient id="vig" cx=".5" cy=".5" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${vignette}"/></radialGradient>`,
    `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".85" numOctaves="1" seed="${frame.seed % 997}"/><feColorMatrix values="0 0 0 0 .5 0 0 0 0 .5 0 0 0 0 .5 0 0 0 0 1"/></filter>`,
  );
  return `<rect width="${w}" height="${h}" fill="url(#vig)"/><rect width="${w}" height="${h}" filter="url(#grain)" opacity="${grain}"/>`;
}

function sunsetSky(frame: Frame, p: Palette, horizon: number): string {
  const { w } = frame;
  const sky = linear(frame, 'sky', p.sky);
  return `<rect width="${w}" height="${n(horizon + frame.u * 4)}" fill="${sky}"/>`;
}

function sun(frame: Frame, p: Palette, x: number, y: number, r: number): string {
  const glow = glowGradient(frame, 'sunglow', p.glow);
  const core = glowGradient(frame, 'suncore', p.sun, 0.3);
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 9)}" fill="${glow}" opacity=".75"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.6)}" fill="${core}"/>`;
}

// ---- Scenes ----------------------------------------------------------------------------------------

function beach(frame: Frame): string {
  const { w, h, u, rng } = frame;
  const p = pick(rng, SUNSETS);
  const horizon = h * between(rng, 0.5, 0.58);
  const sunX = w * between(rng, 0.3, 0.7);
  const sunY = horizon - u * between(rng, 2, 9);
  const sea = linear(frame, 'sea', [p.sky[3] as string, p.far, p.near]);
  const sand = linear(frame, 'sand', [p.far, p.sky[3] as string, p.near]);
  const shore = horizon + (h - horizon) * 0.45;
  // Sun glitter: short bright strokes that widen toward the viewer, the column a low sun lays on water.
  let glitter = '';
  for (let i = 0; i < 46; i++) {
    const t = rng();
    const yy = horizon + (shore - horizon) * t * t;
    const spread = u * (2 + 16 * t);
    glitter += `<ellipse cx="${n(sunX + (rng() - 0.5) * spread * 2)}" cy="${n(yy)}" rx="${n(u * (0.6 + 4 * t * rng()))}" ry="${n(u * 0.12 * (1 + t))}"/>`;
  }
  let foam = '';
  for (let i = 0; i < 3; i++) {
    const yy = shore - u * (i * 3.5 + between(rng, 0, 1.5));
    foam += `<path d="${ridge(rng, w, yy + u * 0.8, yy, u * 0.5, 3).replace(/L[^L]*Z$/, '')}" fill="none" stroke="#fff" stroke-width="${n(u * 0.25)}" opacity="${n(0.35 - i * 0.08)}"/>`;
  }
  const size = u * between(rng, 30, 38);
  const cx = w * pick(rng, [0.32, 0.68]);
  const figureY = shore + (h - shore) * 0.45;
  const pose: CouplePose = rng() < 0.5 ? 'hands' : 'embrace';
  const mirror = rng() < 0.5;
  const people = couple(frame, { x: cx, y: figureY, size, pose, mirror, halo: p.glow, palette: p });
  const soft = blurFilter(frame, 'soft', u * 0.9);
  const glitterBlur = blurFilter(frame, 'gl', u * 0.12);
  return (
    sunsetSky(frame, p, horizon) +
    sun(frame, p, sunX, sunY, u * 3) +
    `<path d="${ridge(rng, w, h, horizon - u * 2, u * 1.2, 1.5)}" fill="${p.far}" opacity=".55" filter="${soft}"/>` +
    `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${sea}"/>` +
    `<g fill="${p.sun}" opacity=".75" filter="${glitterBlur}">${glitter}</g>` +
    `<path d="${ridge(rng, w, h, shore, u * 0.8, 2)}" fill="${sand}"/>` +
    foam +
    // The wet sand mirrors the couple: the same figures flipped, faint and smeared.
    `<g transform="translate(0 ${n(figureY * 2)}) scale(1 -1)" opacity=".28" filter="${soft}">${people}</g>` +
    people +
    glare(frame, sunX, sunY, u * 60, p.glow, 0.35) +
    finish(frame, 0.45, 0.07)
  );
}

function field(frame: Frame): string {
  const { w, h, u, rng } = frame;
  const p = pick(rng, SUNSETS);
  const horizon = h * between(rng, 0.55, 0.62);
  const sunX = w * between(rng, 0.25, 0.75);
  const sunY = horizon - u * between(rng, 4, 12);
  const far = blurFilter(frame, 'far', u * 0.6);
  const mid = blurFilter(frame, 'mid', u * 0.25);
  const size = u * between(rng, 34, 42);
  const cx = w * pick(rng, [0.35, 0.5, 0.65]);
  const groundY = horizon + u * 16;
  const people = couple(frame, {
    x: cx,
    y: groundY,
    size,
    pose: rng() < 0.65 ? 'embrace' : 'hands',
    mirror: rng() < 0.5,
    halo: p.glow,
    palette: p,
  });
  // Grass: thin curved blades, one path; the near ones blurred like a wide-open lens would.
  const grass = (count: number, top: number, bottom: number, tall: number): string => {
    let d = '';
    for (let i = 0; i < count; i++) {
      const x = rng() * w;
      const y = between(rng, top, bottom);
      const len = u * tall * between(rng, 0.5, 1.1);
      const lean = (rng() - 0.4) * len * 0.5;
      d += `M${n(x)} ${n(y)}q${n(lean * 0.3)} ${n(-len * 0.6)} ${n(lean)} ${n(-len)}`;
    }
    return d;
  };
  const nearBlur = blurFilter(frame, 'near', u * 0.5);
  const seedHeads = bokeh(frame, 'bk', 26, { x: 0, y: horizon - u * 6, w, h: u * 20 }, [p.sun, p.glow], [0.6, 2.2], [0.15, 0.45]);
  return (
    sunsetSky(frame, p, horizon) +
    sun(frame, p, sunX, sunY, u * 2.6) +
    `<path d="${ridge(rng, w, h, horizon - u * 5, u * 3, 1.2)}" fill="${p.far}" opacity=".7" filter="${far}"/>` +
    `<path d="${ridge(rng, w, h, horizon - u * 1, u * 2, 2.2)}" fill="${p.near}" opacity=".85" filter="${mid}"/>` +
    `<rect y="${n(horizon + u * 2)}" width="${w}" height="${n(h - horizon)}" fill="${linear(frame, 'fieldg', [p.near, p.ground])}"/>` +
    `<path d="${grass(90, horizon + u * 2, groundY, 3)}" stroke="${p.far}" stroke-width="${n(u * 0.15)}" fill="none" opacity=".6"/>` +
    people +
    seedHeads +
    `<path d="${grass(70, h * 0.95, h * 1.05, 22)}" stroke="${p.ground}" stroke-width="${n(u * 0.5)}" fill="none" filter="${nearBlur}"/>` +
    glare(frame, sunX, sunY, u * 55, p.glow, 0.4) +
    finish(frame, 0.5, 0.07)
  );
}

export function sampleArtSvg(spec: ArtSpec): string {
  const w = Math.max(1, Math.round(spec.width));
  const h = Math.max(1, Math.round(spec.height));
  const frame: Frame = {
    w,
    h,
    u: Math.min(h, w / 1.2) / 100,
    rng: createRng(Math.imul(spec.seed | 0, 0x9e3779b1) ^ SCENES.indexOf(spec.scene)),
    defs: [],
    seed: spec.seed,
  };
  let body: string;
  switch (spec.scene) {
    case 'beach':
      body = beach(frame);
      break;
    case 'field':
      body = field(frame);
      break;
    default:
      body = field(frame);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${frame.defs.join('')}</defs>${body}</svg>`
  );
}
