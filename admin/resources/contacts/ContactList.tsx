import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import SendIcon from '@mui/icons-material/Send';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Collapse,
  Link,
  MenuItem,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Confirm,
  LinkBase,
  List,
  Pagination,
  SelectInput,
  useDataProvider,
  useDelete,
  useListContext,
  useNotify,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { LEAD_STATUSES, type EventType, type LeadStatus } from '../../../core/constants.ts';
import { formatDay, formatInstantLong } from '../../../core/format.ts';
import { whatsappLink } from '../../../core/phone.ts';
import { leadsExportUrl, type AdminDataProvider, type LeadDelivery } from '../../providers/dataProvider.ts';

// admin-area §2 "Contacts" ("Oportunidades de Contato"): four counters, a status filter, one card per lead
// with every field, the status dropdown, "Notificar no WhatsApp", the chat link and delete; plus each
// lead's notification deliveries (DESIGN decision 10) and an export to CSV.

// admin-area §8 "Leads", word for word.
const messages = {
  notified: '✅ Notificado no seu WhatsApp! Vai lá fechar o contrato! 🚀',
  notifyFailed: (reason: string) => `❌ Erro ao notificar no WhatsApp: ${reason}`,
  notifyFallback: 'Erro ao enviar notificação',
  notifyRefused: 'Falha na notificação',
  confirmDelete: 'Tem certeza que deseja excluir esta submissão?',
  statusFailed: 'Erro ao atualizar status',
  deleteFailed: 'Erro ao excluir submissão',
  deleted: 'Submissão excluída',
  statusSaved: 'Status atualizado',
  greeting: (name: string) =>
    `Olá, ${name}! Tudo bem? Aqui é a fotógrafa, recebi seu contato pelo site e adoraria conversar sobre o seu evento.`,
};

type LeadRecord = {
  id: string;
  name: string;
  email: string;
  phone: string;
  event_type: string | null;
  event_date: string | null;
  location: string | null;
  message: string | null;
  status: LeadStatus;
  created_at: string;
  updated_at: string;
};

const statusLabels: Record<LeadStatus, string> = {
  new: 'Novo',
  contacted: 'Contatado',
  converted: 'Convertido',
  lost: 'Perdido',
};

// Dark shades, so that the white label reads well (WCAG AA).
const statusColors: Record<LeadStatus, string> = {
  new: 'info.dark',
  contacted: 'warning.dark',
  converted: 'success.dark',
  lost: 'grey.700',
};

const StatusChip = ({ status }: { status: LeadStatus }) => (
  <Chip size="small" label={statusLabels[status]} sx={{ bgcolor: statusColors[status], color: '#fff' }} />
);

const eventTypeLabels: Record<EventType, string> = {
  casamento: 'Casamento',
  'pre-wedding': 'Pré Wedding',
  ensaio: 'Ensaio',
  outro: 'Outro',
};

const eventTypeLabel = (type: string | null) => (type ? (eventTypeLabels[type as EventType] ?? type) : 'Não especificado');

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={LEAD_STATUSES.map((status) => ({ id: status, name: statusLabels[status] }))}
    emptyText="Todos"
    alwaysOn
  />,
];

const statsKey = ['leads', 'stats'] as const;

/** The four counters of the spec: new, contacted, converted and total. */
const Counters = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, isError } = useQuery({
    queryKey: statsKey,
    queryFn: async () => {
      try {
        return await dataProvider.getLeadStats();
      } catch {
        // A server without /leads/stats: the list's own totals, one small request per status.
        const totals = await Promise.all(
          LEAD_STATUSES.map((status) =>
            dataProvider
              .getList('contacts', { filter: { status }, pagination: { page: 1, perPage: 1 }, sort: { field: 'created_at', order: 'DESC' } })
              .then(({ total }) => total ?? 0),
          ),
        );
        const [fresh = 0, contacted = 0, converted = 0, lost = 0] = totals;
        return { new: fresh, contacted, converted, lost, total: fresh + contacted + converted + lost };
      }
    },
    retry: false,
  });
  const items: { label: string; value: number | undefined; color: string }[] = [
    { label: 'Novos', value: data?.new, color: 'info.main' },
    { label: 'Contatados', value: data?.contacted, color: 'warning.main' },
    { label: 'Convertidos', value: data?.converted, color: 'success.main' },
    { label: 'Total', value: data?.total, color: 'text.primary' },
  ];
  return (
    <Box
      component="ul"
      aria-label="Totais de contatos"
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
    >
      {items.map((item) => (
        <Card component="li" key={item.label} variant="outlined">
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="body2" color="text.secondary">{item.label}</Typography>
            <Typography variant="h5" component="p" sx={{ color: item.color, fontWeight: 600 }}>
              {item.value ?? (isError ? '—' : <Skeleton width={40} />)}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};

const ListActions = () => {
  const { filterValues } = useListContext();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', py: 1 }}>
      <Button component={LinkBase} to="/contact-api" startIcon={<MenuBookIcon />} size="small">
        Documentação da API
      </Button>
      <Button component="a" href={leadsExportUrl(filterValues)} download startIcon={<DownloadIcon />} size="small">
        Exportar CSV
      </Button>
    </Box>
  );
};

// The spec's empty state (admin-area §2 "Contacts").
const NoContacts = () => {
  const { filterValues } = useListContext();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="p">Nenhuma submissão encontrada</Typography>
      <Typography color="text.secondary">
        {filterValues.status ? 'Nenhuma submissão com este status.' : 'Aguardando primeiros contatos através do formulário.'}
      </Typography>
    </Box>
  );
};

const LeadCards = () => {
  const { data, isPending, error } = useListContext<LeadRecord>();
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {[0, 1, 2].map((index) => <Skeleton key={index} variant="rounded" height={180} />)}
      </Box>
    );
  }
  if (error) return <Alert severity="error">Erro ao carregar contatos.</Alert>;
  if (!data || data.length === 0) return <NoContacts />;
  return (
    <Box component="ul" aria-label="Contatos" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {data.map((lead) => <LeadCard key={lead.id} lead={lead} />)}
    </Box>
  );
};

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box>
    <Typography component="dt" variant="caption" color="text.secondary">{label}</Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>{children}</Typography>
  </Box>
);

const LeadCard = ({ lead }: { lead: LeadRecord }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [update, { isPending: isSaving }] = useUpdate();
  const [remove, { isPending: isDeleting }] = useDelete();
  const [confirming, setConfirming] = useState(false);
  const [notifying, setNotifying] = useState(false);
  const [showDeliveries, setShowDeliveries] = useState(false);

  const refreshAll = () => {
    void queryClient.invalidateQueries({ queryKey: statsKey });
    void queryClient.invalidateQueries({ queryKey: ['leads', 'deliveries', lead.id] });
    refresh();
  };

  // admin-area §4: the list changes only when the save succeeds (pessimistic), with the updated time.
  const changeStatus = (status: LeadStatus) => {
    if (status === lead.status) return;
    update(
      'contacts',
      { id: lead.id, data: { status }, previousData: lead },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(messages.statusSaved, { type: 'success' });
          refreshAll();
        },
        onError: (error) => notify(error instanceof Error ? `${messages.statusFailed}: ${error.message}` : messages.statusFailed, { type: 'error' }),
      },
    );
  };

  const notifyOnWhatsApp = async () => {
    setNotifying(true);
    try {
      const result = await dataProvider.notifyLead(lead.id);
      if (result?.success === false) throw new Error(result.error || messages.notifyRefused);
      notify(messages.notified, { type: 'success' });
      refreshAll();
    } catch (error) {
      const reason = error instanceof Error && error.message && !error.message.startsWith('ra.') ? error.message : messages.notifyFallback;
      notify(messages.notifyFailed(reason), { type: 'error', autoHideDuration: 8000 });
      void queryClient.invalidateQueries({ queryKey: ['leads', 'deliveries', lead.id] });
    } finally {
      setNotifying(false);
    }
  };

  const deleteLead = () => {
    remove(
      'contacts',
      { id: lead.id, previousData: lead },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify(messages.deleted, { type: 'info' });
          void queryClient.invalidateQueries({ queryKey: statsKey });
        },
        onError: () => {
          setConfirming(false);
          notify(messages.deleteFailed, { type: 'error' });
        },
      },
    );
  };

  const headingId = `lead-${lead.id}`;
  return (
    <Card component="li" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ mr: 'auto' }}>{lead.name}</Typography>
          <StatusChip status={lead.status} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Recebido em {formatInstantLong(lead.created_at)}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
          <Field label="Email"><Link href={`mailto:${lead.email}`}>{lead.email}</Link></Field>
          <Field label="Telefone">{lead.phone || '—'}</Field>
          <Field label="Tipo de evento">{eventTypeLabel(lead.event_type)}</Field>
          <Field label="Local">{lead.location || '—'}</Field>
          <Field label="Data do evento">{lead.event_date ? formatDay(lead.event_date) : '—'}</Field>
        </Box>
        {lead.message && (
          <Box sx={{ mt: 1.5, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
            <Typography variant="caption" color="text.secondary">Mensagem</Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{lead.message}</Typography>
          </Box>
        )}
        <Collapse in={showDeliveries} unmountOnExit>
          <Deliveries leadId={lead.id} />
        </Collapse>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <TextField
          select
          size="small"
          label="Status"
          value={lead.status}
          disabled={isSaving}
          onChange={(event) => changeStatus(event.target.value as LeadStatus)}
          sx={{ width: 180, flex: 'none' }}
        >
          {LEAD_STATUSES.map((status) => <MenuItem key={status} value={status}>{statusLabels[status]}</MenuItem>)}
        </TextField>
        <Button variant="contained" color="success" startIcon={<SendIcon />} disabled={notifying} onClick={notifyOnWhatsApp}>
          {notifying ? 'Enviando...' : 'Notificar no WhatsApp'}
        </Button>
        {lead.phone && (
          <Button
            component="a"
            href={whatsappLink(lead.phone, messages.greeting(lead.name.split(' ')[0] ?? lead.name))}
            target="_blank"
            rel="noopener"
            startIcon={<WhatsAppIcon />}
            variant="outlined"
            color="success"
          >
            Conversar no WhatsApp
          </Button>
        )}
        <Button size="small" onClick={() => setShowDeliveries((shown) => !shown)} aria-expanded={showDeliveries}>
          {showDeliveries ? 'Ocultar envios' : 'Ver envios'}
        </Button>
        <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)} sx={{ ml: { sm: 'auto' } }}>
          Excluir
        </Button>
      </CardActions>
      <Confirm
        isOpen={confirming}
        loading={isDeleting}
        title="Excluir submissão"
        content={messages.confirmDelete}
        confirm="Excluir"
        onConfirm={deleteLead}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
};

const channelLabels: Record<LeadDelivery['channel'], string> = {
  webhook: 'Webhook',
  whatsapp: 'WhatsApp',
  email: 'Email',
  auto_reply: 'Resposta automática',
};

const deliveryStatus: Record<LeadDelivery['status'], { label: string; color: 'default' | 'warning' | 'success' | 'error' }> = {
  pending: { label: 'Na fila', color: 'default' },
  retrying: { label: 'Tentando de novo', color: 'warning' },
  sent: { label: 'Enviado', color: 'success' },
  failed: { label: 'Falhou', color: 'error' },
};

/** Each notification of the lead (webhook, WhatsApp, e-mail) and how it went (DESIGN decision 10). */
const Deliveries = ({ leadId }: { leadId: string }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: ['leads', 'deliveries', leadId],
    queryFn: () => dataProvider.getLeadDeliveries(leadId),
  });
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>Envios de notificação</Typography>
      {isPending ? (
        <Skeleton width="60%" />
      ) : isError ? (
        <Typography variant="body2" color="error">Não foi possível carregar os envios.</Typography>
      ) : data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">Nenhum envio registrado.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {data.map((delivery) => (
            <Box component="li" key={delivery.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ minWidth: 150 }}>{channelLabels[delivery.channel] ?? delivery.channel}</Typography>
              <Chip size="small" label={deliveryStatus[delivery.status]?.label ?? delivery.status} color={deliveryStatus[delivery.status]?.color ?? 'default'} />
              <Typography variant="caption" color="text.secondary">
                {delivery.attempts} {delivery.attempts === 1 ? 'tentativa' : 'tentativas'} · {formatInstantLong(delivery.updated_at)}
              </Typography>
              {delivery.last_error && delivery.status !== 'sent' && (
                <Typography variant="caption" color="error" sx={{ flexBasis: '100%' }}>{delivery.last_error}</Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
};

export const ContactList = () => (
  <List
    title="Oportunidades de Contato"
    filters={filters}
    sort={{ field: 'created_at', order: 'DESC' }}
    actions={<ListActions />}
    empty={false}
    perPage={25}
    pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    component="div"
    aside={undefined}
  >
    <Counters />
    <LeadCards />
  </List>
);
