import { BORDER_RADIUS_PX, FONT_SIZE_PX, ANIMATION_DURATION, type Theme } from '../../core/theme.ts';
import { darkPalette } from './dark-palette.ts';
import { FONTS } from './fonts.ts';

// The visitor's theme (public-site §2 "Theme customisation panel", §3 "Theme settings"; DESIGN override
// 1): kept in localStorage under "theme-settings" in the spec's shape, applied by a few lines inlined
// in <head> so the page never paints in the wrong theme first. The same code is exposed as
// `window.retratoTheme` for the drawer. Colours derived for text follow src/lib/color.ts and
// src/lib/dark-palette.ts (the dark text "ink" of the primary is lightened, the light one darkened).

export const THEME_STORAGE_KEY = 'theme-settings';

/** The spec's stored shape. */
export type VisitorTheme = {
  theme: Theme['mode'];
  colors: { primary: string; secondary: string; accent: string };
  fontSize: Theme['font_size'];
  fontFamily: Theme['font_family'];
  borderRadius: Theme['border_radius'];
  animations: boolean;
  compactMode: boolean;
};

export function visitorDefaults(theme: Theme): VisitorTheme {
  return {
    theme: theme.force_light ? 'light' : theme.mode,
    colors: { primary: theme.colors.primary, secondary: theme.colors.secondary, accent: theme.colors.accent },
    fontSize: theme.font_size,
    fontFamily: theme.font_family,
    borderRadius: theme.border_radius,
    animations: theme.animations,
    compactMode: theme.compact_mode,
  };
}

export type ThemeBootConfig = {
  key: string;
  /** Whether the visitor's own settings apply (the drawer is on). */
  visitor: boolean;
  forceLight: boolean;
  defaults: VisitorTheme;
  light: [string, string];
  dark: [string, string];
  fonts: Record<string, string>;
  sizes: Record<string, string>;
  radii: Record<string, string>;
  durations: [string, string];
};

export function themeBootConfig(theme: Theme): ThemeBootConfig {
  const dark = darkPalette(theme.colors);
  return {
    key: THEME_STORAGE_KEY,
    visitor: theme.visitor_drawer_enabled,
    forceLight: theme.force_light,
    defaults: visitorDefaults(theme),
    light: [theme.colors.background, theme.colors.surface],
    dark: [dark.background, dark.surface],
    fonts: Object.fromEntries(Object.entries(FONTS).map(([id, f]) => [id, f.stack])),
    sizes: FONT_SIZE_PX,
    radii: BORDER_RADIUS_PX,
    durations: [ANIMATION_DURATION.on, ANIMATION_DURATION.off],
  };
}

// Plain ES2020, written as a string so that nothing in the build can rename or wrap it.
const BOOT = `
var C=__CONFIG__,D=document.documentElement,M=matchMedia('(prefers-color-scheme: dark)');
function hex(c){var h=String(c).trim().replace(/^#/,'');if(!/^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(h))return null;if(h.length===3)h=h.replace(/./g,'$&$&');return[0,2,4].map(function(i){return parseInt(h.slice(i,i+2),16)})}
function lum(r){return r.reduce(function(s,c,i){c/=255;c=c<=.03928?c/12.92:Math.pow((c+.055)/1.055,2.4);return s+[.2126,.7152,.0722][i]*c},0)}
function ratio(a,b){var x=hex(a),y=hex(b);if(!x||!y)return 0;var p=lum(x),q=lum(y);return(Math.max(p,q)+.05)/(Math.min(p,q)+.05)}
function toHex(r){return'#'+r.map(function(c){return Math.round(c).toString(16).padStart(2,'0')}).join('')}
function readable(c,bgs,up){var r=hex(c);if(!r)return c;for(var s=0;s<=20;s++){var t=toHex(r.map(function(v){return up?v+(255-v)*s*.05:v*(1-s*.05)}));if(bgs.every(function(b){return ratio(t,b)>=4.6}))return t}return up?'#ffffff':'#000000'}
function merge(s){var d=C.defaults;s=s||{};return{theme:C.forceLight?'light':(s.theme||d.theme),colors:Object.assign({},d.colors,s.colors||{}),fontSize:s.fontSize||d.fontSize,fontFamily:s.fontFamily||d.fontFamily,borderRadius:s.borderRadius||d.borderRadius,animations:typeof s.animations==='boolean'?s.animations:d.animations,compactMode:typeof s.compactMode==='boolean'?s.compactMode:d.compactMode}}
function read(){if(!C.visitor)return null;try{return JSON.parse(localStorage.getItem(C.key)||'null')}catch(e){return null}}
function isDark(s){return !C.forceLight&&(s.theme==='dark'||(s.theme==='system'&&M.matches))}
function apply(s){s=merge(s);var dark=isDark(s),st=D.style,d=C.defaults,c=s.colors;D.classList.toggle('dark',dark);
var set=function(k,v,same){if(same)st.removeProperty(k);else st.setProperty(k,v)};
var sameColors=c.primary===d.colors.primary&&c.secondary===d.colors.secondary&&c.accent===d.colors.accent;
var white=ratio('#ffffff',c.secondary)>=4.5,onSec=white?'#ffffff':'#111827',ink=readable(c.primary,dark?C.dark:C.light,dark);
set('--theme-primary',c.primary,sameColors);set('--theme-secondary',c.secondary,sameColors);set('--theme-accent',c.accent,sameColors);
set('--theme-primary-ink',ink,sameColors);set('--theme-primary-button',readable(c.primary,['#ffffff'],false),sameColors);
set('--theme-on-secondary',onSec,sameColors);set('--theme-primary-on-secondary',ratio(c.primary,c.secondary)>=3?c.primary:(dark?ink:onSec),sameColors);
set('--theme-font-size',C.sizes[s.fontSize],s.fontSize===d.fontSize);set('--theme-font-body',C.fonts[s.fontFamily],s.fontFamily===d.fontFamily);
set('--theme-radius',C.radii[s.borderRadius],s.borderRadius===d.borderRadius);set('--theme-duration',C.durations[s.animations?0:1],s.animations===d.animations);
set('--theme-section-space',s.compactMode?'3.5rem':'6rem',s.compactMode===d.compactMode);D.classList.toggle('compact',s.compactMode);return s}
window.retratoTheme={config:C,merge:merge,read:read,apply:apply,
save:function(s){s=merge(s);try{localStorage.setItem(C.key,JSON.stringify(s))}catch(e){}return apply(s)},
reset:function(){try{localStorage.removeItem(C.key)}catch(e){}return apply(null)}};
var stored=read();if(stored||C.defaults.theme!=='light')apply(stored);
M.addEventListener('change',function(){var s=merge(read());if(s.theme==='system')apply(s)});
`;

/**
 * The inline <head> script: applies the stored visitor theme before the first paint. None at all when
 * there is nothing to apply: the drawer is off and the site is light (so such pages ship 0 bytes of JS).
 */
export function themeBootScript(theme: Theme): string | undefined {
  if (!theme.visitor_drawer_enabled && (theme.force_light || theme.mode === 'light')) return undefined;
  const config = JSON.stringify(themeBootConfig(theme)).replace(/</g, '\\u003c');
  return `(function(){${BOOT.replace('__CONFIG__', () => config).replace(/\n/g, '')}})();`;
}
