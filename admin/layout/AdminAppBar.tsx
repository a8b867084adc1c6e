import { Box } from '@mui/material';
import { AppBar, TitlePortal } from 'react-admin';

// The signed-in user, "Sair" and "Ver Site" live in the sidebar (admin-area §2), so the app bar has no
// user menu: only the menu button, the studio's name and the page title.
export const AdminAppBar = () => (
  <AppBar userMenu={false}>
    <Box
      component="span"
      sx={{ fontWeight: 600, fontSize: '1.125rem', letterSpacing: '0.02em', mr: 2, display: { xs: 'none', sm: 'inline' } }}
    >
      Retrato
    </Box>
    <TitlePortal />
  </AppBar>
);
