import type { ThemeColors } from '../../core/theme.ts';
import { mix, readableTint, relativeLuminance } from './color.ts';

/**
 * The dark palette, derived from the photographer's colours (the spec defines only light ones):
 * - background: the secondary colour deepened toward black (55 %) when it is dark, else a neutral
 *   #111418, so the dark page keeps the theme's tint (slate for the default #1f2937);
 * - surface: the same colour deepened 25 % (a step lighter than the background), border: the
 *   secondary lifted 12 % toward white;
 * - text: the light theme's background when it is light, else #f3f4f6; secondary text: the light
 *   theme's secondary text lightened until it reads (4.6:1) on background and surface;
 * - the primary stays for fills and buttons; its "ink" (links, labels) is lightened the same way.
 */
export function darkPalette(colors: ThemeColors): ThemeColors & { primaryInk: string } {
  const secondaryIsDark = (relativeLuminance(colors.secondary) ?? 1) < 0.08;
  const background = secondaryIsDark ? mix(colors.secondary, '#000000', 0.55) : '#111418';
  const surface = secondaryIsDark ? mix(colors.secondary, '#000000', 0.25) : '#1a1e24';
  const text = (relativeLuminance(colors.background) ?? 0) > 0.8 ? colors.background : '#f3f4f6';
  return {
    ...colors,
    background,
    surface,
    text,
    textSecondary: readableTint(colors.textSecondary, [background, surface]),
    border: mix(secondaryIsDark ? colors.secondary : '#2a2f37', '#ffffff', 0.12),
    primaryInk: readableTint(colors.primary, [background, surface]),
  };
}
