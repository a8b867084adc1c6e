// Theme presets and defaults (public-site §2 "Theme customisation panel" and §9).

export const THEME_MODES = ['light', 'dark', 'system'] as const;
export const FONT_SIZES = ['small', 'medium', 'large'] as const;
export const FONT_FAMILIES = ['inter', 'playfair', 'roboto', 'montserrat'] as const;
export const BORDER_RADII = ['none', 'small', 'medium', 'large'] as const;

export type ThemeMode = (typeof THEME_MODES)[number];
export type FontSize = (typeof FONT_SIZES)[number];
export type FontFamily = (typeof FONT_FAMILIES)[number];
export type BorderRadius = (typeof BORDER_RADII)[number];

export type ThemeColors = {
  primary: string;
  secondary: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
  textSecondary: string;
  border: string;
};

export const DEFAULT_COLORS: ThemeColors = {
  primary: '#d97706',
  secondary: '#1f2937',
  accent: '#059669',
  background: '#ffffff',
  surface: '#f9fafb',
  text: '#111827',
  textSecondary: '#6b7280',
  border: '#e5e7eb',
};

export const THEME_PRESETS = [
  { id: 'amber', name: 'Amber (Padrão)', primary: '#d97706', secondary: '#1f2937', accent: '#059669' },
  { id: 'blue-ocean', name: 'Blue Ocean', primary: '#2563eb', secondary: '#1e40af', accent: '#0891b2' },
  { id: 'purple-sunset', name: 'Purple Sunset', primary: '#9333ea', secondary: '#7c3aed', accent: '#c026d3' },
  { id: 'green-nature', name: 'Green Nature', primary: '#059669', secondary: '#047857', accent: '#0d9488' },
  { id: 'rose-gold', name: 'Rose Gold', primary: '#e11d48', secondary: '#be185d', accent: '#f59e0b' },
  { id: 'slate-modern', name: 'Slate Modern', primary: '#475569', secondary: '#334155', accent: '#0ea5e9' },
] as const;

export const FONT_SIZE_PX: Record<FontSize, string> = { small: '14px', medium: '16px', large: '18px' };
export const BORDER_RADIUS_PX: Record<BorderRadius, string> = { none: '0px', small: '4px', medium: '8px', large: '16px' };
export const ANIMATION_DURATION = { on: '0.3s', off: '0s' } as const;

export type Theme = {
  mode: ThemeMode;
  colors: ThemeColors;
  font_size: FontSize;
  font_family: FontFamily;
  border_radius: BorderRadius;
  animations: boolean;
  compact_mode: boolean;
  force_light: boolean;
  visitor_drawer_enabled: boolean;
};

export const DEFAULT_THEME: Theme = {
  mode: 'light',
  colors: DEFAULT_COLORS,
  font_size: 'medium',
  font_family: 'inter',
  border_radius: 'medium',
  animations: true,
  compact_mode: false,
  force_light: false,
  visitor_drawer_enabled: true,
};
