// Small colour arithmetic for accessible text colours. Theme colours are free text (public-site §5),
// so anything that is not a hex colour is left to the browser untouched.

type Rgb = [number, number, number];

export function parseHex(color: string): Rgb | undefined {
  const hex = color.trim().replace(/^#/, '');
  if (!/^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex)) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number | undefined {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return undefined;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colour, darkened in small steps until it reaches `ratio` against every one of `backgrounds` (WCAG
 * AA for body text is 4.5). The photographer's primary (amber #d97706 by default) is too light for text
 * on white or under a white label, so links, labels and buttons use this "ink" shade of it, which keeps
 * its hue. The target sits a little above 4.5 so that browsers' rounding never lands below it.
 */
export function readableShade(color: string, backgrounds: string[], ratio = 4.6): string {
  const rgb = parseHex(color);
  if (!rgb || backgrounds.some((b) => !parseHex(b))) return color;
  for (let step = 0; step <= 20; step++) {
    const shade = toHex(rgb.map((c) => c * (1 - step * 0.05)) as Rgb);
    if (backgrounds.every((b) => (contrastRatio(shade, b) ?? 0) >= ratio)) return shade;
  }
  return '#000000';
}

/** `a` mixed with `b` by `amount` (0 = a, 1 = b), for hex colours; `a` unchanged otherwise. */
export function mix(a: string, b: string, amount: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return a;
  return toHex(ca.map((c, i) => c + (cb[i]! - c) * amount) as Rgb);
}

/**
 * The colour, lightened toward white in small steps until it reaches `ratio` against every one of the
 * (dark) backgrounds: the dark-mode counterpart of readableShade.
 */
export function readableTint(color: string, backgrounds: string[], ratio = 4.6): string {
  if (!parseHex(color) || backgrounds.some((b) => !parseHex(b))) return color;
  for (let step = 0; step <= 20; step++) {
    const tint = mix(color, '#ffffff', step * 0.05);
    if (backgrounds.every((b) => (contrastRatio(tint, b) ?? 0) >= ratio)) return tint;
  }
  return '#ffffff';
}

/** WCAG relative luminance of a hex colour; undefined for anything else. */
export function relativeLuminance(color: string): number | undefined {
  const rgb = parseHex(color);
  return rgb ? luminance(rgb) : undefined;
}
