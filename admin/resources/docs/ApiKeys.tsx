import DeleteIcon from '@mui/icons-material/Delete';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { Alert, Box, Button, Card, CardContent, List, ListItem, ListItemText, Skeleton, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Confirm, useCreate, useDelete, useGetList, useNotify } from 'react-admin';
import { CodeBlock } from './CodeBlock.tsx';

// The automation API keys (/api/admin/api-keys): made here, shown once, listed by prefix, revoked.

type ApiKey = { id: string; name: string; prefix: string; created_at: string; last_used_at: string | null };

const when = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export const ApiKeys = () => {
  const notify = useNotify();
  const { data, isPending, error, refetch } = useGetList<ApiKey>('api-keys', { pagination: { page: 1, perPage: 100 }, sort: { field: 'created_at', order: 'DESC' } });
  const [create, { isPending: creating }] = useCreate();
  const [remove, { isPending: revoking }] = useDelete();
  const [name, setName] = useState('');
  const [fresh, setFresh] = useState<{ name: string; key: string } | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiKey | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create('api-keys', { data: { name: name.trim() } }, {
      onSuccess: (created: { name: string; key?: string }) => {
        setFresh(created.key ? { name: created.name, key: created.key } : null);
        setName('');
        void refetch();
      },
      onError: (caught) => notify(`Erro ao criar chave${caught instanceof Error && !caught.message.startsWith('ra.') ? `: ${caught.message}` : ''}`, { type: 'error' }),
    });
  };

  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>Chaves de API</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Crie uma chave para cada ferramenta (n8n, Make, Zapier...). A chave aparece uma única vez; guarde-a no lugar seguro da ferramenta.
        </Typography>
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <TextField label="Nome da chave" size="small" value={name} onChange={(event) => setName(event.target.value)} placeholder="ex.: n8n" />
          <Button type="submit" variant="contained" startIcon={<VpnKeyIcon />} disabled={creating || !name.trim()}>Criar chave</Button>
        </Box>
        {fresh && (
          <Alert severity="success" onClose={() => setFresh(null)} sx={{ mb: 2, '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
            Chave “{fresh.name}” criada. Copie agora: ela não será mostrada de novo.
            <Box sx={{ mt: 1 }}><CodeBlock code={fresh.key} label="Nova chave de API" /></Box>
          </Alert>
        )}
        {isPending ? (
          <Skeleton height={48} />
        ) : error ? (
          <Alert severity="error">Erro ao carregar as chaves.</Alert>
        ) : data?.length ? (
          <List dense aria-label="Chaves de API" disablePadding>
            {data.map((key) => (
              <ListItem
                key={key.id}
                divider
                secondaryAction={<Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setToRevoke(key)} aria-label={`Revogar ${key.name}`}>Revogar</Button>}
              >
                <ListItemText
                  primary={`${key.name} · ${key.prefix}…`}
                  secondary={`Criada em ${when.format(new Date(key.created_at))} · ${key.last_used_at ? `último uso ${when.format(new Date(key.last_used_at))}` : 'nunca usada'}`}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary">Nenhuma chave criada.</Typography>
        )}
      </CardContent>
      <Confirm
        isOpen={Boolean(toRevoke)}
        loading={revoking}
        title="Revogar chave"
        content={`Tem certeza que deseja revogar a chave “${toRevoke?.name ?? ''}”? As ferramentas que a usam deixarão de funcionar.`}
        confirm="Revogar"
        onClose={() => setToRevoke(null)}
        onConfirm={() =>
          toRevoke &&
          remove('api-keys', { id: toRevoke.id, previousData: toRevoke }, {
            mutationMode: 'pessimistic',
            onSuccess: () => { setToRevoke(null); notify('Chave revogada', { type: 'info' }); void refetch(); },
            onError: () => { setToRevoke(null); notify('Erro ao revogar chave', { type: 'error' }); },
          })
        }
      />
    </Card>
  );
};
