import { ANIMATION_DURATION, BORDER_RADIUS_PX, FONT_SIZE_PX, type Theme } from '../../core/theme.ts';
import { contrastRatio, readableShade } from './color.ts';
import { darkPalette } from './dark-palette.ts';
import { FONTS, HEADING_FONT } from './fonts.ts';

// The photographer's theme is built into every page as CSS variables (DESIGN override 1), so there
// is no flash of the default look. `src/styles/global.css` maps them onto Tailwind tokens; the visitor's
// theme drawer will override the same variables at run time.

/** CSS custom properties of the theme, by name. */
export function themeVariables(theme: Theme): Record<string, string> {
  const { colors } = theme;
  const onSecondary = (contrastRatio('#ffffff', colors.secondary) ?? 21) >= 4.5 ? '#ffffff' : colors.text;
  return {
    '--theme-primary': colors.primary,
    // Text-safe shades of the primary: on the page background, and under white button labels.
    '--theme-primary-ink': readableShade(colors.primary, [colors.background, colors.surface]),
    '--theme-primary-button': readableShade(colors.primary, ['#ffffff']),
    '--theme-secondary': colors.secondary,
    // Text on secondary-coloured bands (the call to action): white when it reads well, else the text colour.
    '--theme-on-secondary': onSecondary,
    // Icons on that band keep the primary's hue when it stands out there (3:1 for graphics).
    '--theme-primary-on-secondary': (contrastRatio(colors.primary, colors.secondary) ?? 0) >= 3 ? colors.primary : onSecondary,
    '--theme-accent': colors.accent,
    '--theme-background': colors.background,
    '--theme-surface': colors.surface,
    '--theme-text': colors.text,
    '--theme-text-secondary': readableShade(colors.textSecondary, [colors.background, colors.surface]),
    '--theme-border': colors.border,
    '--theme-font-size': FONT_SIZE_PX[theme.font_size],
    '--theme-radius': BORDER_RADIUS_PX[theme.border_radius],
    '--theme-font-body': FONTS[theme.font_family].stack,
    '--theme-font-heading': FONTS[HEADING_FONT].stack,
    '--theme-duration': theme.animations ? ANIMATION_DURATION.on : ANIMATION_DURATION.off,
    '--theme-section-space': theme.compact_mode ? '3.5rem' : '6rem',
  };
}

/** The variables that change in dark mode (src/lib/dark-palette.ts). */
export function darkVariables(theme: Theme): Record<string, string> {
  const dark = darkPalette(theme.colors);
  return {
    '--theme-background': dark.background,
    '--theme-surface': dark.surface,
    '--theme-text': dark.text,
    '--theme-text-secondary': dark.textSecondary,
    '--theme-border': dark.border,
    '--theme-primary-ink': dark.primaryInk,
    '--theme-primary-on-secondary': (contrastRatio(theme.colors.primary, theme.colors.secondary) ?? 0) >= 3 ? theme.colors.primary : dark.primaryInk,
  };
}

function rule(selector: string, variables: Record<string, string>): string {
  const body = Object.entries(variables)
    .map(([name, value]) => `${name}:${cssValue(value)}`)
    .join(';');
  return `${selector}{${body}}`;
}

/**
 * The theme as CSS, ready for a <style> element: the light variables on `:root`, the dark ones on
 * `html.dark` (set before the first paint by the theme script, unless the admin forces light).
 */
export function themeCss(theme: Theme): string {
  const light = rule(':root', themeVariables(theme));
  if (theme.force_light) return light;
  return `${light}${rule('html.dark', darkVariables(theme))}html.dark{color-scheme:dark}`;
}

// Theme colours are free text (public-site §5); keep a stray value from closing the rule or the element.
function cssValue(value: string): string {
  return value.replace(/[;{}<>]/g, '');
}
