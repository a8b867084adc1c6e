import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useCreate, useCreateSuggestionContext, useNotify } from 'react-admin';

// A blog category made on the spot from the post form's category picker, with its colour.

const DEFAULT_COLOR = '#d97706';

export const BlogCategoryCreate = () => {
  const { filter, onCancel, onCreate } = useCreateSuggestionContext();
  const [name, setName] = useState(filter ?? '');
  const [color, setColor] = useState(DEFAULT_COLOR);
  const [create, { isPending }] = useCreate();
  const notify = useNotify();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!name.trim()) return;
    create(
      'blog-categories',
      { data: { name: name.trim(), color } },
      {
        onSuccess: (category) => onCreate(category),
        onError: (error) => notify(error instanceof Error ? error.message : 'Erro ao criar categoria', { type: 'error' }),
      },
    );
  };

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="xs">
      <form onSubmit={submit}>
        <DialogTitle>Nova categoria do blog</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField label="Nome" value={name} onChange={(event) => setName(event.target.value)} required autoFocus />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Box
              component="input"
              type="color"
              value={color}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => setColor(event.target.value)}
              aria-label="Cor"
              sx={{ width: 48, height: 40, p: 0, border: 0, background: 'none', cursor: 'pointer' }}
            />
            <TextField label="Cor (hex)" value={color} onChange={(event) => setColor(event.target.value)} size="small" />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={isPending || !name.trim()}>Criar</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
