import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CardHeader,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { LinkBase, Title, useDataProvider } from 'react-admin';
import { DASHBOARD_RECENT_PROJECTS } from '../../core/constants.ts';
import { formatInstantLong } from '../../core/format.ts';
import type { AdminDataProvider, DashboardData } from '../providers/dataProvider.ts';
import { PublishedChip } from '../components/PublishedChip.tsx';
import { LeadsByStatus, LeadsPerWeek } from './LeadsCharts.tsx';
import { SampleContentCard } from './SampleContentCard.tsx';

// admin-area §2 "Dashboard": four counts and the newest projects.

const counters: { key: keyof DashboardData['counts']; label: string; to: string }[] = [
  { key: 'projects', label: 'Projetos', to: '/projects' },
  { key: 'categories', label: 'Categorias', to: '/categories' },
  { key: 'testimonials', label: 'Depoimentos', to: '/testimonials' },
  { key: 'blog_posts', label: 'Posts do Blog', to: '/blog' },
];

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: DashboardData };

export const Dashboard = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    dataProvider.getDashboard().then(
      (data) => !cancelled && setState({ status: 'ready', data }),
      () => !cancelled && setState({ status: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [dataProvider]);

  useEffect(load, [load]);

  return (
    <Box sx={{ py: 2 }}>
      <Title title="Dashboard" />
      {state.status === 'error' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={load}>
              Tentar novamente
            </Button>
          }
        >
          Não foi possível carregar o dashboard.
        </Alert>
      ) : (
        <>
          <Box
            component="ul"
            aria-label="Totais"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              mb: 3,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            }}
          >
            {counters.map(({ key, label, to }) => (
              <Card component="li" key={key}>
                <CardActionArea component={LinkBase} to={to} sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="body2" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
                      {state.status === 'ready' ? state.data.counts[key] : <Skeleton width="2ch" />}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Box>
          <Card>
            <CardHeader title="Projetos recentes" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
            {state.status === 'ready' ? (
              <RecentProjects projects={state.data.recent_projects} />
            ) : (
              <Box sx={{ px: 2, pb: 2 }} aria-busy="true">
                {Array.from({ length: 3 }, (_, index) => (
                  <Skeleton key={index} height={40} />
                ))}
              </Box>
            )}
          </Card>
          {state.status === 'ready' && (
            <Box sx={{ display: 'grid', gap: 2, mt: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
              {state.data.leads_by_week && <LeadsPerWeek weeks={state.data.leads_by_week} />}
              {state.data.leads_by_status && <LeadsByStatus byStatus={state.data.leads_by_status} />}
            </Box>
          )}
          <Box sx={{ mt: 3 }}>
            <SampleContentCard onRemoved={load} />
          </Box>
        </>
      )}
    </Box>
  );
};

const RecentProjects = ({ projects }: { projects: DashboardData['recent_projects'] }) =>
  projects.length === 0 ? (
    <CardContent>
      <Typography color="text.secondary">Nenhum projeto cadastrado ainda.</Typography>
    </CardContent>
  ) : (
    <List aria-label="Projetos recentes" disablePadding>
      {projects.slice(0, DASHBOARD_RECENT_PROJECTS).map((project) => (
        <ListItem key={project.id} disablePadding divider secondaryAction={<PublishedChip published={project.is_published} />}>
          <ListItemButton component={LinkBase} to={`/projects/${encodeURIComponent(project.id)}/edit`} sx={{ pr: 13 }}>
            <ListItemText primary={project.title} secondary={formatInstantLong(project.created_at)} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
