import type { ReactElement } from 'react';
import { Box } from '@mui/material';
import ArticleIcon from '@mui/icons-material/Article';
import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import InfoIcon from '@mui/icons-material/Info';
import MailIcon from '@mui/icons-material/Mail';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import SettingsIcon from '@mui/icons-material/Settings';
import { Menu, useLocation } from 'react-admin';
import { SidebarAccount } from './SidebarAccount.tsx';

// The sidebar's links, labels and order are the spec's (admin-area §2).
const items: { to: string; label: string; icon: ReactElement }[] = [
  { to: '/dashboard', label: 'Dashboard', icon: <DashboardIcon /> },
  { to: '/contacts', label: 'Contatos', icon: <MailIcon /> },
  { to: '/projects', label: 'Projetos', icon: <PhotoLibraryIcon /> },
  { to: '/categories', label: 'Categorias', icon: <CategoryIcon /> },
  { to: '/testimonials', label: 'Depoimentos', icon: <FormatQuoteIcon /> },
  { to: '/blog', label: 'Blog', icon: <ArticleIcon /> },
  { to: '/about-settings', label: 'Página Sobre', icon: <InfoIcon /> },
  { to: '/settings', label: 'Configurações', icon: <SettingsIcon /> },
];

/** admin-area §2: an item is active on its route and below it ("/projects/new" keeps "Projetos" lit). */
const isActive = (pathname: string, route: string) => pathname === route || pathname.startsWith(`${route}/`);

export const AdminMenu = () => {
  // Router paths, without the /admin prefix that the router owns (main.tsx).
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', minHeight: '100%' }}>
      {/* react-admin lights its items with the same prefix rule; aria-current tells assistive technology. */}
      <Menu>
        {items.map(({ to, label, icon }) => (
          <Menu.Item
            key={to}
            to={to}
            primaryText={label}
            leftIcon={icon}
            aria-current={isActive(pathname, to) ? 'page' : undefined}
          />
        ))}
      </Menu>
      <SidebarAccount />
    </Box>
  );
};
