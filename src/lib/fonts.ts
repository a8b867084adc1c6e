import type { FontFamily } from '../../core/theme.ts';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import montserratLatin from '@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2?url';
import montserratLatinExt from '@fontsource-variable/montserrat/files/montserrat-latin-ext-wght-normal.woff2?url';
import playfairLatin from '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url';
import playfairLatinExt from '@fontsource-variable/playfair-display/files/playfair-display-latin-ext-wght-normal.woff2?url';
import playfairItalicLatin from '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-italic.woff2?url';
import robotoLatin from '@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2?url';
import robotoLatinExt from '@fontsource-variable/roboto/files/roboto-latin-ext-wght-normal.woff2?url';

// Self-hosted variable fonts (no CDN). Every family's files are emitted with the build, but a page
// declares @font-face only for the families it uses, so a visitor downloads just those; the visitor's
// theme drawer can declare another family from this same table. Latin and Latin Extended cover pt-BR.
//
// The web fonts are not needed for the first paint: each family has a local fallback face (Arial or Times
// New Roman, or their metric twins Liberation Sans and Serif) scaled with size-adjust and the ascent,
// descent and line-gap overrides to the web font's metrics, so text paints at once in nearly the same
// shape. A tab's first page keeps those; the web fonts (~130 KB) are fetched after its largest paint, so
// on slow 4G they no longer share the line with the first photo, and later pages use them from the cache
// (see `webFontLoader`).

const LATIN = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT = 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

type FontFile = { url: string; style: 'normal' | 'italic'; range: string };
/** Vertical metrics and the average Latin glyph width, in font units (read with @capsizecss/unpack). */
type FontMetrics = { unitsPerEm: number; ascent: number; descent: number; lineGap: number; xWidthAvg: number };
type LocalFace = { style: 'normal' | 'italic'; weight: string; names: string[]; metrics: FontMetrics };
export type FontDefinition = {
  name: string;
  stack: string;
  weight: string;
  files: FontFile[];
  metrics: { normal: FontMetrics; italic?: FontMetrics };
  fallback: LocalFace[];
};

const SANS_FALLBACK = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif';
const SERIF_FALLBACK = 'Georgia, "Times New Roman", serif';

// Arial and Liberation Sans share their metrics by design, as do Times New Roman and Liberation Serif.
const ARIAL: FontMetrics = { unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67, xWidthAvg: 913 };
const TIMES: FontMetrics = { unitsPerEm: 2048, ascent: 1825, descent: -443, lineGap: 87, xWidthAvg: 832 };
const TIMES_ITALIC: FontMetrics = { ...TIMES, xWidthAvg: 836 };
const SANS_LOCAL: LocalFace[] = [
  { style: 'normal', weight: '100 500', names: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'], metrics: ARIAL },
  { style: 'normal', weight: '600 900', names: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'], metrics: ARIAL },
];
const SERIF_LOCAL: LocalFace[] = [
  { style: 'normal', weight: '100 500', names: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'], metrics: TIMES },
  { style: 'normal', weight: '600 900', names: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'LiberationSerif-Bold'], metrics: TIMES },
  { style: 'italic', weight: '100 900', names: ['Times New Roman Italic', 'TimesNewRomanPS-ItalicMT', 'Liberation Serif Italic', 'LiberationSerif-Italic'], metrics: TIMES_ITALIC },
];

/** The family name of a web font's metric-matched local stand-in. */
const fallbackName = (name: string) => `${name} Fallback`;
const stack = (name: string, generic: string) => `"${name}", "${fallbackName(name)}", ${generic}`;

export const FONTS: Record<FontFamily, FontDefinition> = {
  inter: {
    name: 'Inter Variable',
    stack: stack('Inter Variable', SANS_FALLBACK),
    weight: '100 900',
    files: [
      { url: interLatin, style: 'normal', range: LATIN },
      { url: interLatinExt, style: 'normal', range: LATIN_EXT },
    ],
    metrics: { normal: { unitsPerEm: 2048, ascent: 1984, descent: -494, lineGap: 0, xWidthAvg: 978 } },
    fallback: SANS_LOCAL,
  },
  playfair: {
    name: 'Playfair Display Variable',
    stack: stack('Playfair Display Variable', SERIF_FALLBACK),
    weight: '400 900',
    files: [
      { url: playfairLatin, style: 'normal', range: LATIN },
      { url: playfairLatinExt, style: 'normal', range: LATIN_EXT },
      { url: playfairItalicLatin, style: 'italic', range: LATIN },
    ],
    metrics: {
      normal: { unitsPerEm: 1000, ascent: 1082, descent: -251, lineGap: 0, xWidthAvg: 452 },
      italic: { unitsPerEm: 1000, ascent: 1082, descent: -251, lineGap: 0, xWidthAvg: 429 },
    },
    fallback: SERIF_LOCAL,
  },
  roboto: {
    name: 'Roboto Variable',
    stack: stack('Roboto Variable', SANS_FALLBACK),
    weight: '100 900',
    files: [
      { url: robotoLatin, style: 'normal', range: LATIN },
      { url: robotoLatinExt, style: 'normal', range: LATIN_EXT },
    ],
    metrics: { normal: { unitsPerEm: 2048, ascent: 1900, descent: -500, lineGap: 0, xWidthAvg: 911 } },
    fallback: SANS_LOCAL,
  },
  montserrat: {
    name: 'Montserrat Variable',
    stack: stack('Montserrat Variable', SANS_FALLBACK),
    weight: '100 900',
    files: [
      { url: montserratLatin, style: 'normal', range: LATIN },
      { url: montserratLatinExt, style: 'normal', range: LATIN_EXT },
    ],
    metrics: { normal: { unitsPerEm: 1000, ascent: 968, descent: -251, lineGap: 0, xWidthAvg: 488 } },
    fallback: SANS_LOCAL,
  },
};

/** Headings are always set in Playfair Display: an editorial serif suits a photographer's portfolio. */
export const HEADING_FONT: FontFamily = 'playfair';

/** The @font-face rules for the given families (each once). */
export function fontFaceCss(families: FontFamily[]): string {
  return [...new Set(families)]
    .flatMap((family) => {
      const font = FONTS[family];
      return font.files.map(
        (file) =>
          `@font-face{font-family:"${font.name}";font-style:${file.style};font-display:swap;font-weight:${font.weight};` +
          `src:url(${file.url}) format("woff2-variations");unicode-range:${file.range}}`,
      );
    })
    .join('');
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * The metric-matched local stand-ins of the given families (capsize's method): scaled so the average
 * Latin glyph is as wide as the web font's, with its ascent, descent and line gap.
 */
export function fallbackFaceCss(families: FontFamily[]): string {
  return [...new Set(families)]
    .flatMap((family) => {
      const font = FONTS[family];
      return font.fallback.map((local) => {
        const web = (local.style === 'italic' && font.metrics.italic) || font.metrics.normal;
        const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (local.metrics.xWidthAvg / local.metrics.unitsPerEm);
        const em = web.unitsPerEm * sizeAdjust;
        return (
          `@font-face{font-family:"${fallbackName(font.name)}";font-style:${local.style};font-weight:${local.weight};` +
          `src:${local.names.map((n) => `local("${n}")`).join(',')};size-adjust:${percent(sizeAdjust)};` +
          `ascent-override:${percent(web.ascent / em)};descent-override:${percent(Math.abs(web.descent) / em)};` +
          `line-gap-override:${percent(web.lineGap / em)}}`
        );
      });
    })
    .join('');
}

/** sessionStorage key set once the web fonts were fetched in this tab: they are in the HTTP cache now. */
export const WEB_FONTS_KEY = 'web-fonts';

/**
 * An inline script that gives the page its web fonts without ever moving its text (CLS 0) or sharing
 * slow 4G with the first photo (LCP): `font-display: optional` in spirit.
 * - A tab's first page paints in the metric-matched fallbacks; after the load event and the next frame it
 *   fetches the site's own font files (`warm`) into the HTTP cache and notes it in sessionStorage.
 * - Every later page declares the web faces in <head>, with `font-display: optional`: from the cache they
 *   are ready for the first paint; if not, the fallback stays for that page instead of swapping.
 * `window.retratoWebFonts('swap')` declares them at once (the theme drawer, when the visitor picks a font).
 */
export function webFontLoader(families: FontFamily[], warm: FontFamily[]): string {
  const urls = [...new Set(warm)].flatMap((family) => FONTS[family].files.filter((f) => f.range === LATIN).map((f) => f.url));
  const css = fontFaceCss(families).replaceAll('font-display:swap', 'font-display:__DISPLAY__');
  return (
    `(function(){var k=${JSON.stringify(WEB_FONTS_KEY)},css=${JSON.stringify(css)},urls=${JSON.stringify(urls)},done={};` +
    `function declare(display){if(done[display])return;done[display]=1;var s=document.createElement('style');` +
    `s.textContent=css.split('__DISPLAY__').join(display);document.head.appendChild(s)}` +
    `window.retratoWebFonts=declare;var seen=false;try{seen=sessionStorage.getItem(k)==='1'}catch(e){}` +
    `if(seen){declare('optional');return}` +
    `addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(function(){` +
    `Promise.all(urls.map(function(u){return fetch(u).then(function(r){return r.arrayBuffer()})}))` +
    `.then(function(){try{sessionStorage.setItem(k,'1')}catch(e){}},function(){})},0)})},{once:true})})()`
  );
}
