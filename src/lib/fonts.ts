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

const LATIN = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT = 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

type FontFile = { url: string; style: 'normal' | 'italic'; range: string };
export type FontDefinition = { name: string; stack: string; weight: string; files: FontFile[] };

const SANS_FALLBACK = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", sans-serif';
const SERIF_FALLBACK = 'Georgia, "Times New Roman", serif';

export const FONTS: Record<FontFamily, FontDefinition> = {
  inter: {
    name: 'Inter Variable',
    stack: `"Inter Variable", ${SANS_FALLBACK}`,
    weight: '100 900',
    files: [
      { url: interLatin, style: 'normal', range: LATIN },
      { url: interLatinExt, style: 'normal', range: LATIN_EXT },
    ],
  },
  playfair: {
    name: 'Playfair Display Variable',
    stack: `"Playfair Display Variable", ${SERIF_FALLBACK}`,
    weight: '400 900',
    files: [
      { url: playfairLatin, style: 'normal', range: LATIN },
      { url: playfairLatinExt, style: 'normal', range: LATIN_EXT },
      { url: playfairItalicLatin, style: 'italic', range: LATIN },
    ],
  },
  roboto: {
    name: 'Roboto Variable',
    stack: `"Roboto Variable", ${SANS_FALLBACK}`,
    weight: '100 900',
    files: [
      { url: robotoLatin, style: 'normal', range: LATIN },
      { url: robotoLatinExt, style: 'normal', range: LATIN_EXT },
    ],
  },
  montserrat: {
    name: 'Montserrat Variable',
    stack: `"Montserrat Variable", ${SANS_FALLBACK}`,
    weight: '100 900',
    files: [
      { url: montserratLatin, style: 'normal', range: LATIN },
      { url: montserratLatinExt, style: 'normal', range: LATIN_EXT },
    ],
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

/** The files worth preloading: the basic Latin upright face of each family, which every page uses. */
export function fontPreloads(families: FontFamily[]): string[] {
  return [...new Set(families)].map((family) => FONTS[family].files[0]!.url);
}
