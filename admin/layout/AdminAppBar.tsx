import { Box, CircularProgress } from '@mui/material';
import { AppBar, RefreshIconButton, TitlePortal, useLoading } from 'react-admin';
import { useSingleton } from '../singletons/useSingleton.ts';
import { PublishIndicator } from './PublishIndicator.tsx';

// The signed-in user, "Sair" and "Ver Site" live in the sidebar (admin-area §2), so the app bar has no
// user menu: only the menu button, the studio's name, the page title and the publishing state.

/** react-admin's loading spinner, with the accessible name that its own lacks (WCAG aria-progressbar-name). */
const LoadingOrRefresh = () => {
  const loading = useLoading();
  return loading ? (
    <CircularProgress color="inherit" size={18} thickness={2} aria-label="Carregando" sx={{ m: 1.5 }} />
  ) : (
    <RefreshIconButton />
  );
};

/** The studio's logo from the settings (admin-area §2), else its name; a logo that fails to load is only logged. */
const StudioMark = () => {
  const { record } = useSingleton<{ studio_logo_url: string | null; site_title: string | null }>('settings');
  const name = record?.site_title || 'Retrato';
  return (
    <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', mr: 2, flex: 'none' }}>
      {record?.studio_logo_url ? (
        <Box
          component="img"
          src={record.studio_logo_url}
          alt={name}
          onError={() => console.warn('admin logo failed to load', record.studio_logo_url)}
          sx={{ height: 32, maxWidth: 140, objectFit: 'contain', display: 'block' }}
        />
      ) : (
        <Box component="span" sx={{ fontWeight: 600, fontSize: '1.125rem', letterSpacing: '0.02em', whiteSpace: 'nowrap' }}>
          Retrato
        </Box>
      )}
    </Box>
  );
};

export const AdminAppBar = () => (
  <AppBar userMenu={false} toolbar={<LoadingOrRefresh />}>
    <StudioMark />
    <TitlePortal sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} />
    <PublishIndicator />
  </AppBar>
);
