import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { DEFAULT_COLORS } from '../core/theme.ts';

// The admin wears the studio's default palette (amber on slate), independent of the site theme the
// photographer chooses for visitors. The admin's amber is darker than the site's #d97706: as button
// fill under white text and as label text on grey inputs it must reach WCAG AA contrast (4.5:1).
export const adminTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#a34a0a', light: DEFAULT_COLORS.primary, contrastText: '#ffffff' },
    secondary: { main: DEFAULT_COLORS.secondary, contrastText: '#ffffff' },
    background: { default: DEFAULT_COLORS.surface },
  },
  typography: {
    ...defaultTheme.typography,
    fontFamily: '"Roboto Variable", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
};
