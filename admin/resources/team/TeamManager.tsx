import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PersonIcon from '@mui/icons-material/Person';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  FormControlLabel,
  Paper,
  Skeleton,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Confirm, Form, Title, useCreate, useDelete, useGetList, useNotify, useUpdate } from 'react-admin';
import { TEAM_PHOTO_MAX_BYTES } from '../../../core/constants.ts';
import { TEAM_REQUIRED_MESSAGE, teamMemberInput } from '../../../core/schemas/team-member.ts';
import { ImageUploadInput } from '../../components/ImageUploadInput.tsx';

// admin-area §2 "Team" (/admin/team and the About page's second tab): a grid of member cards, inactive
// ones dimmed, and a form that is closed, open as new or open as edit, and closed again after save or
// cancel. Ordered by display_order then created_at (admin-area §7).

// admin-area §8 "Team", word for word.
export const teamMessages = {
  loadFailed: 'Erro ao carregar membros da equipe',
  uploadFailed: '❌ Erro ao enviar imagem',
  uploaded: '✅ Imagem enviada com sucesso!',
  saveFailed: '❌ Erro ao salvar membro',
  updated: '✅ Membro atualizado com sucesso!',
  added: '✅ Membro adicionado com sucesso!',
  deleteFailed: '❌ Erro ao excluir membro',
  deleted: '✅ Membro excluído com sucesso!',
  confirmDelete: 'Tem certeza que deseja excluir este membro?',
  required: TEAM_REQUIRED_MESSAGE,
  onlyImages: 'Por favor, selecione apenas arquivos de imagem',
  tooLarge: 'Imagem muito grande. Máximo 2MB',
};

type TeamMember = {
  id: string;
  name: string;
  role: string;
  bio: string | null;
  image_url: string | null;
  display_order: number;
  is_active: boolean;
  created_at: string;
};

type FormState = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; member: TeamMember };

export const TeamManager = () => {
  const notify = useNotify();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const { data, isPending, error, refetch } = useGetList<TeamMember>(
    'team',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'display_order', order: 'ASC' } },
    { onError: () => notify(teamMessages.loadFailed, { type: 'error' }) },
  );
  // Same display order: the older member first (admin-area §7).
  const members = [...(data ?? [])].sort((a, b) => a.display_order - b.display_order || a.created_at.localeCompare(b.created_at));
  const nextOrder = members.reduce((max, member) => Math.max(max, member.display_order + 1), 0);

  return (
    <Box sx={{ py: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">Equipe</Typography>
        {form.mode === 'closed' && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ mode: 'new' })}>
            Adicionar membro
          </Button>
        )}
      </Box>

      {form.mode !== 'closed' && (
        <MemberForm
          key={form.mode === 'edit' ? form.member.id : 'new'}
          member={form.mode === 'edit' ? form.member : null}
          nextOrder={nextOrder}
          onDone={() => {
            setForm({ mode: 'closed' });
            void refetch();
          }}
          onCancel={() => setForm({ mode: 'closed' })}
        />
      )}

      {isPending ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
          {[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={200} />)}
        </Box>
      ) : error ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>Tentar novamente</Button>}>
          {teamMessages.loadFailed}
        </Alert>
      ) : members.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <PersonIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
          <Typography color="text.secondary">Nenhum membro cadastrado</Typography>
        </Paper>
      ) : (
        <Box component="ul" aria-label="Membros da equipe" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
          {members.map((member) => (
            <MemberCard key={member.id} member={member} onEdit={() => setForm({ mode: 'edit', member })} onDeleted={() => void refetch()} />
          ))}
        </Box>
      )}
    </Box>
  );
};

const MemberCard = ({ member, onEdit, onDeleted }: { member: TeamMember; onEdit: () => void; onDeleted: () => void }) => {
  const notify = useNotify();
  const [remove, { isPending }] = useDelete();
  const [confirming, setConfirming] = useState(false);
  const headingId = `member-${member.id}`;
  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', ...(member.is_active ? {} : { borderStyle: 'dashed' }) }}>
      <CardContent sx={{ flex: 1, textAlign: 'center' }}>
        {/* Inactive members are dimmed (admin-area §2): the photo fades; the text keeps its contrast. */}
        <Avatar src={member.image_url ?? undefined} alt="" sx={{ width: 88, height: 88, mx: 'auto', mb: 1, ...(member.is_active ? {} : { opacity: 0.45, filter: 'grayscale(1)' }) }} />
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{member.name}</Typography>
        <Typography variant="body2" color="primary">{member.role}</Typography>
        {member.bio && <Typography variant="body2" color="text.secondary" sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>{member.bio}</Typography>}
        <Box sx={{ mt: 1, display: 'flex', gap: 1, justifyContent: 'center' }}>
          <Chip size="small" label={`Ordem ${member.display_order}`} variant="outlined" />
          {!member.is_active && <Chip size="small" label="Inativo" />}
        </Box>
      </CardContent>
      <CardActions sx={{ justifyContent: 'center' }}>
        <Button size="small" startIcon={<EditIcon />} onClick={onEdit} aria-label={`Editar ${member.name}`}>Editar</Button>
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)} aria-label={`Excluir ${member.name}`}>Excluir</Button>
      </CardActions>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="Excluir membro"
        content={teamMessages.confirmDelete}
        confirm="Excluir"
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove('team', { id: member.id, previousData: member }, {
            mutationMode: 'pessimistic',
            onSuccess: () => { setConfirming(false); notify(teamMessages.deleted, { type: 'success' }); onDeleted(); },
            onError: () => { setConfirming(false); notify(teamMessages.deleteFailed, { type: 'error' }); },
          })
        }
      />
    </Card>
  );
};

type MemberValues = { name: string; role: string; bio: string; image_url: string | null; display_order: number; is_active: boolean };

const MemberForm = ({ member, nextOrder, onDone, onCancel }: { member: TeamMember | null; nextOrder: number; onDone: () => void; onCancel: () => void }) => {
  const notify = useNotify();
  const [create, { isPending: isCreating }] = useCreate();
  const [update, { isPending: isUpdating }] = useUpdate();
  const [problem, setProblem] = useState<string | null>(null);
  const [values, setValues] = useState<Omit<MemberValues, 'image_url'>>({
    name: member?.name ?? '',
    role: member?.role ?? '',
    bio: member?.bio ?? '',
    display_order: member?.display_order ?? nextOrder,
    is_active: member?.is_active ?? true,
  });

  // The photo lives in a react-admin Form so that ImageUploadInput can be shared with the other screens.
  const save = (photo: { image_url?: string | null }) => {
    const parsed = teamMemberInput.safeParse({ ...values, bio: values.bio || null, image_url: photo.image_url || null });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? teamMessages.required);
      return;
    }
    setProblem(null);
    const onError = () => notify(teamMessages.saveFailed, { type: 'error' });
    if (member) {
      update('team', { id: member.id, data: parsed.data, previousData: member }, {
        mutationMode: 'pessimistic',
        onSuccess: () => { notify(teamMessages.updated, { type: 'success' }); onDone(); },
        onError,
      });
    } else {
      create('team', { data: parsed.data }, { onSuccess: () => { notify(teamMessages.added, { type: 'success' }); onDone(); }, onError });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 2 }}>
        {member ? 'Editar membro' : 'Novo membro'}
      </Typography>
      <Form record={{ image_url: member?.image_url ?? null }} onSubmit={(data: Record<string, unknown>) => save(data as { image_url?: string | null })} noValidate>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField label="Nome" required value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} autoFocus />
          <TextField label="Cargo" required value={values.role} onChange={(e) => setValues({ ...values, role: e.target.value })} />
          <TextField label="Biografia" multiline rows={4} value={values.bio} onChange={(e) => setValues({ ...values, bio: e.target.value })} sx={{ gridColumn: { sm: '1 / -1' } }} />
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
            <ImageUploadInput
              source="image_url"
              label="Foto"
              kind="team"
              shape="square"
              maxBytes={TEAM_PHOTO_MAX_BYTES}
              removeLabel="Remover foto"
              helperText="Recomendado: foto quadrada. Máximo 2MB."
              messages={{ uploaded: teamMessages.uploaded, failed: teamMessages.uploadFailed, onlyImages: teamMessages.onlyImages, tooLarge: teamMessages.tooLarge }}
            />
          </Box>
          <TextField
            label="Ordem de exibição"
            type="number"
            value={values.display_order}
            onChange={(e) => setValues({ ...values, display_order: Math.max(0, Number(e.target.value) || 0) })}
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
            helperText="Menor aparece primeiro"
          />
          <FormControlLabel control={<Switch checked={values.is_active} onChange={(e) => setValues({ ...values, is_active: e.target.checked })} />} label="Ativo" />
        </Box>
        {problem && <Alert severity="error" sx={{ mt: 2 }}>{problem}</Alert>}
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <Button type="submit" variant="contained" disabled={isCreating || isUpdating}>{isCreating || isUpdating ? 'Salvando...' : 'Salvar'}</Button>
          <Button onClick={onCancel}>Cancelar</Button>
        </Box>
      </Form>
    </Paper>
  );
};

/** /admin/team */
export const TeamPage = () => (
  <>
    <Title title="Equipe" />
    <TeamManager />
  </>
);
