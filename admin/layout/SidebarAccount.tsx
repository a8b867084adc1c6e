import { Box, Button, Divider, IconButton, Tooltip, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useGetIdentity, useLogout, useSidebarState } from 'react-admin';

// Bottom of the sidebar (admin-area §2): who is signed in, "Sair" and "Ver Site" (the public site in a
// new tab). A collapsed sidebar keeps both actions as labelled icons.
export const SidebarAccount = () => {
  const [open] = useSidebarState();
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const email = identity?.fullName || 'Admin';

  if (!open) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, py: 1 }}>
        <Tooltip title="Ver Site" placement="right">
          <IconButton component="a" href="/" target="_blank" rel="noopener" aria-label="Ver Site" size="small">
            <OpenInNewIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Sair" placement="right">
          <IconButton onClick={() => logout()} aria-label="Sair" size="small">
            <LogoutIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    );
  }

  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Divider sx={{ mb: 1.5 }} />
      <Typography variant="body2" color="text.secondary" noWrap title={email} sx={{ mb: 1 }}>
        {email}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          component="a"
          href="/"
          target="_blank"
          rel="noopener"
          size="small"
          variant="outlined"
          startIcon={<OpenInNewIcon />}
        >
          Ver Site
        </Button>
        <Button onClick={() => logout()} size="small" color="inherit" startIcon={<LogoutIcon />}>
          Sair
        </Button>
      </Box>
    </Box>
  );
};
