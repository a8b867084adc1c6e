import { Box, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, EmailField, List, SelectInput, SimpleList, useListContext } from 'react-admin';
import { LEAD_STATUSES, type EventType, type LeadStatus } from '../../../core/constants.ts';
import { formatDay, formatInstantLong } from '../../../core/format.ts';

// A first, read-only view of the leads ("Oportunidades de Contato", admin-area §2), newest first. The
// counters, cards, status changes and WhatsApp actions of the spec come in a later release.

type LeadRecord = {
  id: string;
  name: string;
  email: string;
  phone: string;
  event_type: string;
  event_date: string | null;
  location: string;
  message: string;
  status: LeadStatus;
  created_at: string;
};

const statusLabels: Record<LeadStatus, string> = {
  new: 'Novo',
  contacted: 'Contatado',
  converted: 'Convertido',
  lost: 'Perdido',
};

const statusColors: Record<LeadStatus, 'info' | 'warning' | 'success' | 'default'> = {
  new: 'info',
  contacted: 'warning',
  converted: 'success',
  lost: 'default',
};

const eventTypeLabels: Record<EventType, string> = {
  casamento: 'Casamento',
  'pre-wedding': 'Pré Wedding',
  ensaio: 'Ensaio',
  outro: 'Outro',
};

const eventTypeLabel = (type: string) => eventTypeLabels[type as EventType] ?? type;

const filters = [
  <SelectInput
    key="status"
    source="status"
    choices={LEAD_STATUSES.map((status) => ({ id: status, name: statusLabels[status] }))}
    emptyText="Todos"
    alwaysOn
  />,
];

const StatusChip = ({ status }: { status: LeadStatus }) => (
  <Chip component="span" size="small" label={statusLabels[status]} color={statusColors[status]} />
);

// The spec's empty state (admin-area §2 "Contacts").
const NoContacts = () => {
  const { filterValues } = useListContext();
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        Nenhuma submissão encontrada
      </Typography>
      <Typography color="text.secondary">
        {filterValues.status ? 'Nenhuma submissão com este status.' : 'Aguardando primeiros contatos através do formulário.'}
      </Typography>
    </Box>
  );
};

const Column = DataTable.Col<LeadRecord>;

export const ContactList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title="Oportunidades de Contato"
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={false}
      empty={false}
    >
      {isSmall ? (
        <SimpleList<LeadRecord>
          primaryText={(lead) => lead.name}
          secondaryText={(lead) => (
            <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
              <span>{[eventTypeLabel(lead.event_type), lead.email, lead.phone].join(' · ')}</span>
              <span>Recebido em {formatInstantLong(lead.created_at)}</span>
              <StatusChip status={lead.status} />
            </Box>
          )}
          rowClick={false}
          empty={<NoContacts />}
        />
      ) : (
        <DataTable bulkActionButtons={false} empty={<NoContacts />}>
          <Column source="name" />
          <Column source="email" disableSort field={EmailField} />
          <Column source="phone" disableSort sx={{ whiteSpace: 'nowrap' }} />
          <Column source="event_type" disableSort render={(lead) => eventTypeLabel(lead.event_type)} />
          <Column source="event_date" render={(lead) => (lead.event_date ? formatDay(lead.event_date) : '—')} />
          <Column source="status" disableSort render={(lead) => <StatusChip status={lead.status} />} />
          <Column source="created_at">
            <DateField source="created_at" locales="pt-BR" showTime />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
