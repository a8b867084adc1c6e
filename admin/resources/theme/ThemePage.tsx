import CheckIcon from '@mui/icons-material/Check';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import {
  ANIMATION_DURATION,
  BORDER_RADII,
  BORDER_RADIUS_PX,
  DEFAULT_THEME,
  FONT_FAMILIES,
  FONT_SIZES,
  FONT_SIZE_PX,
  THEME_PRESETS,
  type Theme,
  type ThemeColors,
} from '../../../core/theme.ts';
import { SingletonShell } from '../../singletons/SingletonShell.tsx';
import { reasonOf, useSingleton } from '../../singletons/useSingleton.ts';

// admin-area §2 "Theme screen" (/admin/theme), with DESIGN decision 1: the theme set here is the site's
// theme for every visitor; saving stores it and publishes the site. The preview follows every change.

const SAVED_FLASH_MS = 2000;

const modeLabels = { light: 'Claro', dark: 'Escuro', system: 'Sistema' } as const;
const sizeLabels = { small: 'Pequeno (14px)', medium: 'Médio (16px)', large: 'Grande (18px)' } as const;
const familyLabels = { inter: 'Inter', playfair: 'Playfair Display', roboto: 'Roboto', montserrat: 'Montserrat' } as const;
const familyCss = {
  inter: 'Inter, system-ui, sans-serif',
  playfair: '"Playfair Display", Georgia, serif',
  roboto: 'Roboto, system-ui, sans-serif',
  montserrat: 'Montserrat, system-ui, sans-serif',
} as const;
const radiusLabels = { none: 'Nenhum (0px)', small: 'Pequeno (4px)', medium: 'Médio (8px)', large: 'Grande (16px)' } as const;

const colorLabels: Record<keyof ThemeColors, string> = {
  primary: 'Cor primária',
  secondary: 'Cor secundária',
  accent: 'Cor de destaque',
  background: 'Fundo',
  surface: 'Superfície',
  text: 'Texto',
  textSecondary: 'Texto secundário',
  border: 'Bordas',
};

const ColorField = ({ name, value, onChange }: { name: keyof ThemeColors; value: string; onChange: (value: string) => void }) => (
  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
    <Box
      component="input"
      type="color"
      aria-label={`${colorLabels[name]} (seletor)`}
      value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
      onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      sx={{ width: 44, height: 40, p: 0, border: 0, background: 'none', cursor: 'pointer', flex: 'none' }}
    />
    {/* admin-area §5: colours are free text, not validated. */}
    <TextField label={colorLabels[name]} value={value} onChange={(event) => onChange(event.target.value)} size="small" fullWidth />
  </Box>
);

/** Black or white, whichever reads better on the colour (relative luminance). */
function readableOn(hex: string): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return '#fff';
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(match[1]!.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (1.05) / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#fff' : '#000';
}

const Preview = ({ theme }: { theme: Theme }) => {
  const { colors } = theme;
  const radius = BORDER_RADIUS_PX[theme.border_radius];
  return (
    <Box
      aria-label="Pré-visualização"
      role="region"
      sx={{
        bgcolor: colors.background,
        color: colors.text,
        border: `1px solid ${colors.border}`,
        borderRadius: radius,
        p: theme.compact_mode ? 1.5 : 3,
        fontSize: FONT_SIZE_PX[theme.font_size],
        fontFamily: familyCss[theme.font_family],
        transition: `all ${theme.animations ? ANIMATION_DURATION.on : ANIMATION_DURATION.off}`,
      }}
    >
      <Box sx={{ fontSize: '1.5em', fontWeight: 700, color: colors.secondary, mb: 1 }}>Luz &amp; Afeto Fotografia</Box>
      <Box sx={{ color: colors.textSecondary, mb: 2 }}>Histórias reais contadas com luz natural.</Box>
      <Box sx={{ bgcolor: colors.surface, border: `1px solid ${colors.border}`, borderRadius: radius, p: theme.compact_mode ? 1 : 2, mb: 2 }}>
        <Box sx={{ fontWeight: 600 }}>Casamento Ana &amp; Leo</Box>
        <Box sx={{ color: colors.textSecondary, fontSize: '0.875em' }}>Campos do Jordão · 2025</Box>
        <Box component="span" sx={{ display: 'inline-block', mt: 1, px: 1, fontSize: '0.75em', borderRadius: radius, bgcolor: colors.accent, color: readableOn(colors.accent) }}>Destaque</Box>
      </Box>
      <Box component="span" sx={{ display: 'inline-block', bgcolor: colors.primary, color: readableOn(colors.primary), px: 2, py: 1, borderRadius: radius, fontWeight: 600 }}>
        Solicitar orçamento
      </Box>
    </Box>
  );
};

export const ThemePage = () => {
  const notify = useNotify();
  const { record, isPending, error, refetch, save, saving } = useSingleton<Theme>('theme');
  const [theme, setTheme] = useState<Theme>(DEFAULT_THEME);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (record) setTheme({ ...DEFAULT_THEME, ...record, colors: { ...DEFAULT_THEME.colors, ...record.colors } });
  }, [record]);
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), SAVED_FLASH_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const set = <K extends keyof Theme>(key: K, value: Theme[K]) => setTheme((current) => ({ ...current, [key]: value }));
  const setColor = (key: keyof ThemeColors, value: string) => setTheme((current) => ({ ...current, colors: { ...current.colors, [key]: value } }));

  const submit = async () => {
    setSaved(false);
    try {
      const { mode, colors, font_size, font_family, border_radius, animations, compact_mode, force_light, visitor_drawer_enabled } = theme;
      await save({ mode, colors, font_size, font_family, border_radius, animations, compact_mode, force_light, visitor_drawer_enabled });
      setSaved(true);
    } catch (caught) {
      notify(`Erro ao salvar o tema: ${reasonOf(caught)}`, { type: 'error' });
    }
  };

  const activePreset = THEME_PRESETS.find(
    (preset) => preset.primary === theme.colors.primary && preset.secondary === theme.colors.secondary && preset.accent === theme.colors.accent,
  );

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Tema" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>Tema do site</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          O tema vale para todos os visitantes. Ao salvar, o site é publicado de novo com as novas cores.
        </Typography>
        <SingletonShell isPending={isPending} error={error} errorMessage="Erro ao carregar o tema." onRetry={() => void refetch()}>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
            <Box sx={{ display: 'grid', gap: 2.5 }}>
              <FormControl>
                <FormLabel id="theme-mode">Modo</FormLabel>
                <RadioGroup row aria-labelledby="theme-mode" value={theme.mode} onChange={(event) => set('mode', event.target.value as Theme['mode'])}>
                  {(Object.keys(modeLabels) as Theme['mode'][]).map((mode) => (
                    <FormControlLabel key={mode} value={mode} control={<Radio />} label={modeLabels[mode]} />
                  ))}
                </RadioGroup>
              </FormControl>

              <Box>
                <FormLabel id="theme-presets">Paletas</FormLabel>
                <Box role="group" aria-labelledby="theme-presets" sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', mt: 1 }}>
                  {THEME_PRESETS.map((preset) => (
                    <Button
                      key={preset.id}
                      variant={activePreset?.id === preset.id ? 'contained' : 'outlined'}
                      color="inherit"
                      aria-pressed={activePreset?.id === preset.id}
                      onClick={() => setTheme((current) => ({ ...current, colors: { ...current.colors, primary: preset.primary, secondary: preset.secondary, accent: preset.accent } }))}
                      sx={{ justifyContent: 'flex-start', gap: 1, textTransform: 'none' }}
                    >
                      <Box component="span" sx={{ display: 'flex' }}>
                        {[preset.primary, preset.secondary, preset.accent].map((color) => (
                          <Box key={color} component="span" sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: color, border: '1px solid rgba(0,0,0,.1)', ml: '-3px' }} />
                        ))}
                      </Box>
                      {preset.name}
                    </Button>
                  ))}
                </Box>
              </Box>

              <Box sx={{ display: 'grid', gap: 1.5 }}>
                {(['primary', 'secondary', 'accent'] as const).map((key) => (
                  <ColorField key={key} name={key} value={theme.colors[key]} onChange={(value) => setColor(key, value)} />
                ))}
                <Box component="details">
                  <Box component="summary" sx={{ cursor: 'pointer', mb: 1.5 }}>Mais cores</Box>
                  <Box sx={{ display: 'grid', gap: 1.5 }}>
                    {(['background', 'surface', 'text', 'textSecondary', 'border'] as const).map((key) => (
                      <ColorField key={key} name={key} value={theme.colors[key]} onChange={(value) => setColor(key, value)} />
                    ))}
                  </Box>
                </Box>
              </Box>

              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
                <TextField select label="Tamanho da fonte" value={theme.font_size} onChange={(event) => set('font_size', event.target.value as Theme['font_size'])} size="small">
                  {FONT_SIZES.map((size) => <MenuItem key={size} value={size}>{sizeLabels[size]}</MenuItem>)}
                </TextField>
                <TextField select label="Fonte" value={theme.font_family} onChange={(event) => set('font_family', event.target.value as Theme['font_family'])} size="small">
                  {FONT_FAMILIES.map((family) => <MenuItem key={family} value={family}>{familyLabels[family]}</MenuItem>)}
                </TextField>
                <TextField select label="Arredondamento" value={theme.border_radius} onChange={(event) => set('border_radius', event.target.value as Theme['border_radius'])} size="small">
                  {BORDER_RADII.map((radius) => <MenuItem key={radius} value={radius}>{radiusLabels[radius]}</MenuItem>)}
                </TextField>
              </Box>

              <Box sx={{ display: 'grid' }}>
                <FormControlLabel control={<Switch checked={theme.animations} onChange={(event) => set('animations', event.target.checked)} />} label="Animações" />
                <FormControlLabel control={<Switch checked={theme.compact_mode} onChange={(event) => set('compact_mode', event.target.checked)} />} label="Modo compacto" />
                <FormControlLabel control={<Switch checked={theme.force_light} onChange={(event) => set('force_light', event.target.checked)} />} label="Forçar modo claro no site" />
                <FormControlLabel control={<Switch checked={theme.visitor_drawer_enabled} onChange={(event) => set('visitor_drawer_enabled', event.target.checked)} />} label="Permitir que visitantes personalizem o tema" />
              </Box>

              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button variant="contained" onClick={() => void submit()} disabled={saving} color={saved ? 'success' : 'primary'} startIcon={saved ? <CheckIcon /> : undefined}>
                  {saving ? 'Salvando...' : saved ? 'Salvo!' : 'Salvar'}
                </Button>
                <Button startIcon={<RestartAltIcon />} onClick={() => setTheme(DEFAULT_THEME)}>Restaurar Padrões</Button>
              </Box>
            </Box>
            <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
              <Typography variant="subtitle2" component="h2" gutterBottom>Pré-visualização</Typography>
              <Preview theme={theme} />
            </Box>
          </Box>
        </SingletonShell>
      </CardContent>
    </Card>
  );
};
