import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  Rating,
  Skeleton,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Confirm, List, TopToolbar, useCreate, useDelete, useListContext, useNotify, useRefresh, useUpdate } from 'react-admin';
import { DEFAULT_RATING } from '../../../core/constants.ts';
import { testimonialInput } from '../../../core/schemas/testimonial.ts';

// admin-area §2 "Testimonials": newest first; create, edit, delete; a star toggles featured. Imported
// reviews (with google_review_id) are read-only and show their relative time.

// admin-area §8 "Testimonials", word for word.
const messages = {
  loadFailed: (reason: string) => `Erro ao carregar depoimento: ${reason}`,
  createFailed: (reason: string) => `Erro ao criar depoimento: ${reason}`,
  updateFailed: (reason: string) => `Erro ao atualizar depoimento: ${reason}`,
  deleteFailed: (reason: string) => `Erro ao excluir depoimento: ${reason}`,
  featuredFailed: 'Erro ao atualizar destaque',
  created: 'Depoimento criado com sucesso!',
  updated: 'Depoimento atualizado com sucesso!',
  deleted: 'Depoimento excluído com sucesso!',
  confirmDelete: 'Tem certeza que deseja excluir este depoimento?',
};

type TestimonialRecord = {
  id: string;
  client_name: string;
  content: string;
  rating: number;
  is_featured: boolean;
  google_review_id: string | null;
  google_data: { relative_time?: string } | null;
  created_at: string;
};

type Draft = { id?: string; client_name: string; content: string; rating: number; is_featured: boolean };

const emptyDraft: Draft = { client_name: '', content: '', rating: DEFAULT_RATING, is_featured: false };

const reasonOf = (error: unknown) => (error instanceof Error && error.message && !error.message.startsWith('ra.') ? error.message : 'falha de comunicação');

const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });

export const TestimonialList = () => {
  const notify = useNotify();
  const [draft, setDraft] = useState<Draft | null>(null);
  return (
    <>
      <List
        sort={{ field: 'created_at', order: 'DESC' }}
        actions={
          <TopToolbar>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDraft(emptyDraft)}>
              Novo depoimento
            </Button>
          </TopToolbar>
        }
        empty={false}
        component="div"
        queryOptions={{ onError: (error) => notify(messages.loadFailed(reasonOf(error)), { type: 'error' }) }}
      >
        <TestimonialCards onEdit={(record) => setDraft({ id: record.id, client_name: record.client_name, content: record.content, rating: record.rating, is_featured: record.is_featured })} />
      </List>
      {draft && <TestimonialDialog draft={draft} onClose={() => setDraft(null)} />}
    </>
  );
};

const TestimonialCards = ({ onEdit }: { onEdit: (record: TestimonialRecord) => void }) => {
  const { data, isPending, error } = useListContext<TestimonialRecord>();
  if (isPending) return <Box sx={{ display: 'grid', gap: 2 }}>{[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={120} />)}</Box>;
  if (error) return <Alert severity="error">{messages.loadFailed(reasonOf(error))}</Alert>;
  if (!data?.length) return <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">Nenhum depoimento cadastrado.</Typography>;
  return (
    <Box component="ul" aria-label="Depoimentos" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
      {data.map((record) => <TestimonialCard key={record.id} record={record} onEdit={() => onEdit(record)} />)}
    </Box>
  );
};

const TestimonialCard = ({ record, onEdit }: { record: TestimonialRecord; onEdit: () => void }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending: isToggling }] = useUpdate();
  const [remove, { isPending: isDeleting }] = useDelete();
  const [confirming, setConfirming] = useState(false);
  const imported = Boolean(record.google_review_id);

  const toggleFeatured = () =>
    update(
      'testimonials',
      { id: record.id, data: { is_featured: !record.is_featured }, previousData: record },
      { mutationMode: 'pessimistic', onSuccess: () => refresh(), onError: () => notify(messages.featuredFailed, { type: 'error' }) },
    );

  const deleteIt = () =>
    remove(
      'testimonials',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => { setConfirming(false); notify(messages.deleted, { type: 'success' }); },
        onError: (error) => { setConfirming(false); notify(messages.deleteFailed(reasonOf(error)), { type: 'error' }); },
      },
    );

  const headingId = `testimonial-${record.id}`;
  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mr: 'auto' }}>{record.client_name}</Typography>
          {imported && <Chip size="small" label="Importado do Google" variant="outlined" />}
        </Box>
        <Rating value={record.rating} readOnly size="small" aria-label={`${record.rating} de 5 estrelas`} />
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{record.content}</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {imported && record.google_data?.relative_time ? record.google_data.relative_time : dateFormat.format(new Date(record.created_at))}
        </Typography>
      </CardContent>
      <CardActions>
        <Tooltip title={record.is_featured ? 'Remover destaque' : 'Destacar'}>
          <span>
            <IconButton
              onClick={toggleFeatured}
              disabled={isToggling}
              aria-pressed={record.is_featured}
              aria-label={`Destaque: ${record.client_name}`}
            >
              {record.is_featured ? <StarIcon color="primary" /> : <StarBorderIcon />}
            </IconButton>
          </span>
        </Tooltip>
        {imported ? (
          <Typography variant="caption" color="text.secondary">Somente leitura</Typography>
        ) : (
          <>
            <Button size="small" startIcon={<EditIcon />} onClick={onEdit}>Editar</Button>
            <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>Excluir</Button>
          </>
        )}
      </CardActions>
      <Confirm
        isOpen={confirming}
        loading={isDeleting}
        title="Excluir depoimento"
        content={messages.confirmDelete}
        confirm="Excluir"
        onConfirm={deleteIt}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
};

const ratings = [5, 4, 3, 2, 1];

const TestimonialDialog = ({ draft, onClose }: { draft: Draft; onClose: () => void }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [values, setValues] = useState<Draft>(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, { isPending: isCreating }] = useCreate();
  const [update, { isPending: isUpdating }] = useUpdate();
  const editing = Boolean(draft.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = testimonialInput.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    const data = parsed.data;
    const onError = (error: unknown) => notify((editing ? messages.updateFailed : messages.createFailed)(reasonOf(error)), { type: 'error' });
    const onSuccess = () => {
      notify(editing ? messages.updated : messages.created, { type: 'success' });
      refresh();
      onClose();
    };
    if (editing) update('testimonials', { id: draft.id, data, previousData: draft }, { mutationMode: 'pessimistic', onSuccess, onError });
    else create('testimonials', { data }, { onSuccess, onError });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{editing ? 'Editar depoimento' : 'Novo depoimento'}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField label="Nome do cliente" required value={values.client_name} onChange={(e) => setValues({ ...values, client_name: e.target.value })} error={Boolean(errors.client_name)} helperText={errors.client_name} autoFocus />
          <TextField label="Depoimento" required multiline minRows={4} value={values.content} onChange={(e) => setValues({ ...values, content: e.target.value })} error={Boolean(errors.content)} helperText={errors.content} />
          <TextField select label="Avaliação" required value={values.rating} onChange={(e) => setValues({ ...values, rating: Number(e.target.value) })} error={Boolean(errors.rating)} helperText={errors.rating}>
            {ratings.map((rating) => (
              <MenuItem key={rating} value={rating}>{'★'.repeat(rating)}{'☆'.repeat(5 - rating)} ({rating} {rating === 1 ? 'estrela' : 'estrelas'})</MenuItem>
            ))}
          </TextField>
          <FormControlLabel control={<Switch checked={values.is_featured} onChange={(e) => setValues({ ...values, is_featured: e.target.checked })} />} label="Destaque" />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={isCreating || isUpdating}>Salvar</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
