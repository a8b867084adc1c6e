import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider.ts';

// DESIGN decision 6: the sample content seeded on first run goes away with one action (DELETE /samples).

export const SampleContentCard = ({ onRemoved }: { onRemoved: () => void }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    setRemoving(true);
    try {
      const { removed } = await dataProvider.removeSamples();
      const total = Object.values(removed ?? {}).reduce((sum, count) => sum + (Number(count) || 0), 0);
      notify(`Conteúdo de exemplo removido (${total} ${total === 1 ? 'item' : 'itens'}). O site está sendo publicado.`, { type: 'success' });
      onRemoved();
    } catch (error) {
      notify(`Erro ao remover o conteúdo de exemplo${error instanceof Error && !error.message.startsWith('ra.') ? `: ${error.message}` : ''}`, { type: 'error' });
    } finally {
      setRemoving(false);
      setConfirming(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>Conteúdo de exemplo</Typography>
        <Typography variant="body2" color="text.secondary">
          O site começou com projetos, posts, depoimentos e equipe de exemplo. Quando o seu conteúdo estiver pronto, remova-os de uma vez.
        </Typography>
      </CardContent>
      <CardActions>
        <Button color="error" startIcon={<DeleteSweepIcon />} onClick={() => setConfirming(true)} disabled={removing}>
          Remover conteúdo de exemplo
        </Button>
      </CardActions>
      <Confirm
        isOpen={confirming}
        loading={removing}
        title="Remover conteúdo de exemplo"
        content="Tem certeza que deseja remover todo o conteúdo de exemplo? Seus próprios projetos, posts e contatos não serão tocados."
        confirm="Remover"
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
};
