import StarIcon from '@mui/icons-material/Star';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  DeleteButton,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useNotify,
} from 'react-admin';
import { formatDay } from '../../../core/format.ts';
import { PublishedChip } from '../../components/PublishedChip.tsx';
import { EditRecordButton, NewRecordButton } from '../../components/RecordButtons.tsx';
import { editRecordPath } from '../../paths.ts';
import type { ProjectRecord } from './project-record.ts';
import { ProjectThumbnail } from './ProjectThumbnail.tsx';

// admin-area §2 "Projects list": filters by published state and category, a search on title and client
// names (the API's `q`), edit, and delete after confirmation. Only the columns the API sorts by are sortable.

const statusChoices = [
  { id: true, name: 'Publicado' },
  { id: false, name: 'Rascunho' },
];

const filters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Buscar por título ou clientes"
    slotProps={{ htmlInput: { 'aria-label': 'Buscar por título ou clientes' } }}
    sx={{ minWidth: { sm: 280 } }}
  />,
  <SelectInput key="is_published" source="is_published" label="Status" choices={statusChoices} emptyText="Todos" alwaysOn />,
  <ReferenceInput key="category_id" source="category_id" reference="categories" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <SelectInput optionText="name" label="Categoria" emptyText="Todas" />
  </ReferenceInput>,
];

const ListActions = () => (
  <TopToolbar>
    <NewRecordButton label="Novo projeto" />
  </TopToolbar>
);

const rowClick = (id: string | number) => editRecordPath('projects', id);

const Column = DataTable.Col<ProjectRecord>;

export const ProjectList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const notify = useNotify();
  const onDeleteError = () => notify('resources.projects.errors.delete', { type: 'error' });

  return (
    <List
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={false}
    >
      {isSmall ? (
        <SimpleList<ProjectRecord>
          leftAvatar={(project) => <ProjectThumbnail project={project} />}
          primaryText={(project) => project.title}
          secondaryText={(project) => (
            <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
              <span>{[project.client_names, project.category?.name].filter(Boolean).join(' · ')}</span>
              <PublishedChip published={project.is_published} />
            </Box>
          )}
          rowClick={rowClick}
        />
      ) : (
        <DataTable rowClick={rowClick} bulkActionButtons={false}>
          <Column label="Capa" disableSort render={(project) => <ProjectThumbnail project={project} />} />
          <Column source="title" />
          <Column source="client_names" />
          <Column source="category_id" label="Categoria" disableSort render={(project) => project.category?.name ?? '—'} />
          <Column source="event_date" sx={{ whiteSpace: 'nowrap' }} render={(project) => (project.event_date ? formatDay(project.event_date) : '—')} />
          <Column source="is_published" label="Status" disableSort render={(project) => <PublishedChip published={project.is_published} />} />
          <Column
            source="is_featured"
            disableSort
            render={(project) =>
              project.is_featured ? <StarIcon color="primary" fontSize="small" titleAccess="Destaque" /> : null
            }
          />
          <Column label="Ações" disableSort align="right" sx={{ whiteSpace: 'nowrap' }}>
            <EditRecordButton />
            <DeleteButton mutationMode="pessimistic" mutationOptions={{ onError: onDeleteError }} />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
