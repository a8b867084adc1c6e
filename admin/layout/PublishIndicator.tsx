import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import ErrorOutlineIcon from '@mui/icons-material/Error';
import { Box, Button, CircularProgress, Tooltip, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AdminDataProvider, SiteState } from '../providers/dataProvider.ts';

// The site's publishing state in the app bar (issue 4): up to date, publishing (with its stage), or
// failed with the reason (the old site keeps serving); and "Publicar agora".

const stageLabels: Record<string, string> = {
  snapshot: 'exportando conteúdo',
  export: 'exportando conteúdo',
  build: 'gerando páginas',
  astro: 'gerando páginas',
  switch: 'trocando versão',
  deploy: 'avisando hospedagem',
};

const visuallyHidden = {
  border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px',
} as const;

const since = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });

function describe(site: SiteState | undefined): { label: string; detail: string; tone: 'ok' | 'busy' | 'error' } {
  if (!site) return { label: 'Site', detail: 'Verificando o estado do site...', tone: 'busy' };
  if (site.status === 'building' || site.pending) {
    const stage = site.stage ? (stageLabels[site.stage] ?? site.stage) : '';
    return { label: 'Publicando...', detail: stage ? `Publicando: ${stage}` : 'Publicando o site', tone: 'busy' };
  }
  if (site.status === 'failed') {
    return { label: 'Falha ao publicar', detail: `A última publicação falhou: ${site.error ?? 'motivo desconhecido'}. O site anterior continua no ar.`, tone: 'error' };
  }
  return {
    label: 'Site atualizado',
    detail: site.current ? `Publicado em ${since.format(new Date(site.current.built_at))}` : 'Site atualizado',
    tone: 'ok',
  };
}

export const PublishIndicator = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [requesting, setRequesting] = useState(false);
  const [site, setSite] = useState<SiteState | undefined>(undefined);
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((n) => n + 1), []);

  // Every save publishes, so the state is watched: often while building, now and then otherwise. Plain
  // polling rather than a react-query query, so that it does not spin the app bar's loading indicator.
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    dataProvider.getSiteState().then(
      (state) => {
        if (cancelled) return;
        setSite(state);
        timer = setTimeout(refresh, state.status === 'building' || state.pending ? 2000 : 10000);
      },
      () => {
        if (!cancelled) timer = setTimeout(refresh, 15000);
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [dataProvider, tick, refresh]);
  const { label, detail, tone } = describe(site);

  const publish = async () => {
    setRequesting(true);
    try {
      await dataProvider.publishSite();
      refresh();
    } catch (error) {
      notify(`Erro ao publicar o site${error instanceof Error && !error.message.startsWith('ra.') ? `: ${error.message}` : ''}`, { type: 'error' });
    } finally {
      setRequesting(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
      <Tooltip title={detail}>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          {tone === 'busy' ? <CircularProgress size={18} color="inherit" aria-hidden /> : tone === 'error' ? <ErrorOutlineIcon fontSize="small" sx={{ color: '#ffcdd2' }} aria-hidden /> : <CloudDoneIcon fontSize="small" aria-hidden />}
          <Typography variant="body2" sx={{ display: { xs: 'none', md: 'inline' }, whiteSpace: 'nowrap' }} aria-hidden>{label}</Typography>
          <Box component="span" sx={visuallyHidden}>{detail}</Box>
        </Box>
      </Tooltip>
      <Button
        color="inherit"
        size="small"
        variant="outlined"
        startIcon={<CloudSyncIcon />}
        disabled={requesting || tone === 'busy'}
        onClick={() => void publish()}
        sx={{ whiteSpace: 'nowrap', borderColor: 'rgba(255,255,255,.5)', '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        aria-label="Publicar agora"
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>Publicar agora</Box>
      </Button>
    </Box>
  );
};
